import { signOut as signOutEndpoint } from '@legacy-planner/contracts/endpoints/auth';
import type { ApiClient } from '../api/apiClient';

/** Ends the session on the server. */
export const signOut = (api: ApiClient) => api.call(signOutEndpoint);
