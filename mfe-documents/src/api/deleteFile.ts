import type { ApiClient } from '@legacy-planner/shared-ui';

/** DELETE /api/files/{id}: the record and its bytes. */
export const deleteFile = (api: ApiClient, id: string) =>
  api.request<null>('DELETE', `/api/files/${encodeURIComponent(id)}`);
