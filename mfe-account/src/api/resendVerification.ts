import type { ApiClient } from '@legacy-planner/shared-ui';

/** POST /api/account/email/verification: sends the verification link again (rate limited). */
export const resendVerification = (api: ApiClient) =>
  api.request<null>('POST', '/api/account/email/verification');
