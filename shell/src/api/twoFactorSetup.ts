import type { TwoFactorSetup } from '@legacy-planner/contracts';
import type { ApiClient } from '@legacy-planner/shared-ui';

/** POST /api/account/two-factor/setup: a new secret and its QR code. */
export const startTwoFactorSetup = (api: ApiClient) =>
  api.request<TwoFactorSetup>('POST', '/api/account/two-factor/setup');
