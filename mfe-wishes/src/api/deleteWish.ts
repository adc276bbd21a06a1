import type { ApiClient } from '@legacy-planner/shared-ui';

/** DELETE /api/wishes/{id}. */
export const deleteWish = (api: ApiClient, id: string) =>
  api.request<null>('DELETE', `/api/wishes/${encodeURIComponent(id)}`);
