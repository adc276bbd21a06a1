import { signOut as signOutEndpoint } from '@legacy-planner/contracts/endpoints/auth';
import type { ApiClient } from '@legacy-planner/shared-ui';

/** Ends the session on the server. */
export const signOut = (api: ApiClient) => api.call(signOutEndpoint);
