import type { ResetPasswordRequest } from '@legacy-planner/contracts';
import type { ApiClient } from '@legacy-planner/shared-ui';

/** POST /api/auth/password/reset: a new password with the emailed link; 400 invalid_link. */
export const resetPassword = (api: ApiClient, request: ResetPasswordRequest) =>
  api.request<null>('POST', '/api/auth/password/reset', request);
