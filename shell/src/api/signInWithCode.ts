import type { CurrentUser, TwoFactorCodeRequest } from '@legacy-planner/contracts';
import type { ApiClient } from '@legacy-planner/shared-ui';

/** POST /api/auth/login/two-factor: finishes a password sign-in with a code. */
export const signInWithCode = (api: ApiClient, request: TwoFactorCodeRequest) =>
  api.request<CurrentUser>('POST', '/api/auth/login/two-factor', request);
