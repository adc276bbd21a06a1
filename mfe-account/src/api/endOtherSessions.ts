import type { ApiClient } from '@legacy-planner/shared-ui';

/** POST /api/account/sessions/end-others: every session but this one ends. */
export const endOtherSessions = (api: ApiClient) =>
  api.request<null>('POST', '/api/account/sessions/end-others');
