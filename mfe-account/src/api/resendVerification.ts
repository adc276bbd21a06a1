import { resendVerification as resendVerificationEndpoint } from '@legacy-planner/contracts/endpoints/account';
import type { ApiClient } from '@legacy-planner/shared-ui';

/** Sends the verification link again (rate limited). */
export const resendVerification = (api: ApiClient) => api.call(resendVerificationEndpoint);
