import type { TwoFactorCodeRequest } from '@legacy-planner/contracts';
import { enableTwoFactor as enableTwoFactorEndpoint } from '@legacy-planner/contracts/endpoints/accountForms';
import type { ApiClient } from '@legacy-planner/shared-ui';

/** A code confirms the set-up; answers the recovery codes. */
export const enableTwoFactor = (api: ApiClient, request: TwoFactorCodeRequest) =>
  api.call(enableTwoFactorEndpoint, { body: request });
