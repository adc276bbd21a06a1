import type { ForgotPasswordRequest } from '@legacy-planner/contracts';
import type { ApiClient } from '@legacy-planner/shared-ui';

/** POST /api/auth/password/forgot: mails a reset link; 202 whether or not the account exists. */
export const forgotPassword = (api: ApiClient, request: ForgotPasswordRequest) =>
  api.request<{ message: string }>('POST', '/api/auth/password/forgot', request);
