import type { ResetPasswordRequest } from '@legacy-planner/contracts';
import { resetPassword as resetPasswordEndpoint } from '@legacy-planner/contracts/endpoints/accountForms';
import type { ApiClient } from '@legacy-planner/shared-ui';

/** A new password with the emailed link; 400 invalid_link. */
export const resetPassword = (api: ApiClient, request: ResetPasswordRequest) =>
  api.call(resetPasswordEndpoint, { body: request });
