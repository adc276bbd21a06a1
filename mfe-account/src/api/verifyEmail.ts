import type { CurrentUser, EmailTokenRequest } from '@legacy-planner/contracts';
import type { ApiClient } from '@legacy-planner/shared-ui';

/** POST /api/auth/verify-email: opens an emailed link (verifies, or moves to a new email). */
export const verifyEmail = (api: ApiClient, request: EmailTokenRequest) =>
  api.request<CurrentUser>('POST', '/api/auth/verify-email', request);
