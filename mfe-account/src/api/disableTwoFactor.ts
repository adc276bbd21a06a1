import type { TwoFactorCodeRequest } from '@legacy-planner/contracts';
import { disableTwoFactor as disableTwoFactorEndpoint } from '@legacy-planner/contracts/endpoints/accountForms';
import type { ApiClient } from '@legacy-planner/shared-ui';

/** Needs a current code (or a recovery code). */
export const disableTwoFactor = (api: ApiClient, request: TwoFactorCodeRequest) =>
  api.call(disableTwoFactorEndpoint, { body: request });
