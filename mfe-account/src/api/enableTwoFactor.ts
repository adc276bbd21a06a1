import type { RecoveryCodes, TwoFactorCodeRequest } from '@legacy-planner/contracts';
import type { ApiClient } from '@legacy-planner/shared-ui';

/** POST /api/account/two-factor/enable: a code confirms the set-up; answers recovery codes. */
export const enableTwoFactor = (api: ApiClient, request: TwoFactorCodeRequest) =>
  api.request<RecoveryCodes>('POST', '/api/account/two-factor/enable', request);
