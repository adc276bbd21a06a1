import type { ApiClient } from '@legacy-planner/shared-ui';

/** DELETE /api/account/sessions/{id}: signs that device out. */
export const endSession = (api: ApiClient, id: string) =>
  api.request<null>('DELETE', `/api/account/sessions/${encodeURIComponent(id)}`);
