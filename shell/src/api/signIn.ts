import type { CurrentUser, LoginRequest, TwoFactorRequired } from '@legacy-planner/contracts';
import type { ApiClient } from '@legacy-planner/shared-ui';

/**
 * POST /api/auth/login: signs in (also the read-only demo account) and answers the user, or,
 * with two-factor sign-in on, that a code is needed (POST /api/auth/login/two-factor).
 */
export const signIn = (api: ApiClient, credentials: LoginRequest) =>
  api.request<CurrentUser | TwoFactorRequired>('POST', '/api/auth/login', credentials);
