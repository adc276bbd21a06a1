import { endOtherSessions as endOtherSessionsEndpoint } from '@legacy-planner/contracts/endpoints/account';
import type { ApiClient } from '@legacy-planner/shared-ui';

/** Every session but this one ends. */
export const endOtherSessions = (api: ApiClient) => api.call(endOtherSessionsEndpoint);
