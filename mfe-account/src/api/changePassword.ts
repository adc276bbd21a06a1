import type { ChangePasswordRequest } from '@legacy-planner/contracts';
import { changePassword as changePasswordEndpoint } from '@legacy-planner/contracts/endpoints/accountForms';
import type { ApiClient } from '@legacy-planner/shared-ui';

/** Asks for the current password; other sessions end. */
export const changePassword = (api: ApiClient, request: ChangePasswordRequest) =>
  api.call(changePasswordEndpoint, { body: request });
