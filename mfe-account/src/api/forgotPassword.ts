import type { ForgotPasswordRequest } from '@legacy-planner/contracts';
import { forgotPassword as forgotPasswordEndpoint } from '@legacy-planner/contracts/endpoints/accountForms';
import type { ApiClient } from '@legacy-planner/shared-ui';

/** Mails a reset link; 202 whether or not the account exists. */
export const forgotPassword = (api: ApiClient, request: ForgotPasswordRequest) =>
  api.call(forgotPasswordEndpoint, { body: request });
