import type { CurrentUser, LoginRequest } from '@legacy-planner/contracts';
import type { ApiClient } from '@legacy-planner/shared-ui';

/** POST /api/auth/login: signs in (also the read-only demo account) and answers the user. */
export const signIn = (api: ApiClient, credentials: LoginRequest) =>
  api.request<CurrentUser>('POST', '/api/auth/login', credentials);
