import type { CurrentUser, SignupRequest } from '@legacy-planner/contracts';
import type { ApiClient } from '@legacy-planner/shared-ui';

/** POST /api/auth/signup: creates the account, signs it in and answers the user. */
export const signUp = (api: ApiClient, account: SignupRequest) =>
  api.request<CurrentUser>('POST', '/api/auth/signup', account);
