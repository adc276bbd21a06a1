import type { EmailTokenRequest } from '@legacy-planner/contracts';
import { verifyEmail as verifyEmailEndpoint } from '@legacy-planner/contracts/endpoints/accountForms';
import type { ApiClient } from '@legacy-planner/shared-ui';

/** Opens an emailed link (verifies, or moves to a new email). */
export const verifyEmail = (api: ApiClient, request: EmailTokenRequest) =>
  api.call(verifyEmailEndpoint, { body: request });
