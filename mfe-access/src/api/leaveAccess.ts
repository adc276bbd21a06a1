import { leaveAccess as endpoint } from '@legacy-planner/contracts/endpoints/access';
import type { ApiClient } from '@legacy-planner/shared-ui';

/** Ends the viewer access in this browser (clears its cookie). */
export const leaveAccess = (api: ApiClient) => api.call(endpoint);
