import type { ApiClient } from '@legacy-planner/shared-ui';
import type { Contact, ContactPatch } from '@legacy-planner/contracts';

/** PUT /api/contacts/{id}: changes the fields given. */
export const updateContact = (api: ApiClient, id: string, changes: ContactPatch) =>
  api.request<Contact>('PUT', `/api/contacts/${encodeURIComponent(id)}`, changes);
