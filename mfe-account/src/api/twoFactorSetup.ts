import type { TwoFactorSetup, TwoFactorSetupRequest } from '@legacy-planner/contracts';
import type { ApiClient } from '@legacy-planner/shared-ui';

/** POST /api/account/two-factor/setup: with the password, a new secret and its QR code. */
export const startTwoFactorSetup = (api: ApiClient, request: TwoFactorSetupRequest) =>
  api.request<TwoFactorSetup>('POST', '/api/account/two-factor/setup', request);
