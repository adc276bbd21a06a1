import type { ApiClient } from '@legacy-planner/shared-ui';

/** POST /api/auth/logout: ends the session on the server. */
export const signOut = (api: ApiClient) => api.request<null>('POST', '/api/auth/logout');
