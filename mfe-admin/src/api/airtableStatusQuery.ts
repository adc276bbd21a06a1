import { queryOptions } from '@tanstack/react-query';
import type { AirtableStatus } from '@legacy-planner/contracts';
import type { ApiClient } from '@legacy-planner/shared-ui';
import { adminKeys } from './adminKeys';

/** GET /api/admin/airtable-status: configured, and answering. Shown as is, never retried. */
export const airtableStatusQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: adminKeys.status,
    queryFn: () => api.request<AirtableStatus>('GET', '/api/admin/airtable-status'),
    retry: false,
  });
