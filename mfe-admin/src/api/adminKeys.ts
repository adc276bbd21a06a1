// The admin panel's react-query keys, owned by this remote.
const root = ['admin-panel'] as const;

export const adminKeys = {
  all: root,
  status: [...root, 'airtable-status'],
  fields: [...root, 'airtable-fields'],
  sync: [...root, 'airtable-sync'],
  requests: [...root, 'access-requests'],
  jobs: [...root, 'jobs'],
} as const;

/** What POST /api/admin/test-airtable and /api/admin/create-test-data answer. */
export type { AdminActionResult } from '@legacy-planner/contracts/endpoints/admin';
