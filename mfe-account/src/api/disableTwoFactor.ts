import type { TwoFactorCodeRequest } from '@legacy-planner/contracts';
import type { ApiClient } from '@legacy-planner/shared-ui';

/** POST /api/account/two-factor/disable: needs a current code (or a recovery code). */
export const disableTwoFactor = (api: ApiClient, request: TwoFactorCodeRequest) =>
  api.request<null>('POST', '/api/account/two-factor/disable', request);
