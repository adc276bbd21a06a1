import type { ChangePasswordRequest } from '@legacy-planner/contracts';
import type { ApiClient } from '@legacy-planner/shared-ui';

/** POST /api/account/password: asks for the current password; other sessions end. */
export const changePassword = (api: ApiClient, request: ChangePasswordRequest) =>
  api.request<null>('POST', '/api/account/password', request);
