import type { ApiClient } from '@legacy-planner/shared-ui';

/** DELETE /api/contacts/{id}. */
export const deleteContact = (api: ApiClient, id: string) =>
  api.request<null>('DELETE', `/api/contacts/${encodeURIComponent(id)}`);
