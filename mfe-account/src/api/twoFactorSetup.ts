import type { TwoFactorSetupRequest } from '@legacy-planner/contracts';
import { startTwoFactorSetup as startTwoFactorSetupEndpoint } from '@legacy-planner/contracts/endpoints/accountForms';
import type { ApiClient } from '@legacy-planner/shared-ui';

/** With the password, a new secret and its QR code. */
export const startTwoFactorSetup = (api: ApiClient, request: TwoFactorSetupRequest) =>
  api.call(startTwoFactorSetupEndpoint, { body: request });
