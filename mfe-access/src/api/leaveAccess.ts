import type { ApiClient } from '@legacy-planner/shared-ui';

/** POST /api/access/leave: ends the viewer access in this browser (clears its cookie). */
export const leaveAccess = (api: ApiClient) => api.request<null>('POST', '/api/access/leave');
