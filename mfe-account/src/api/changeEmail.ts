import type { ChangeEmailRequest } from '@legacy-planner/contracts';
import type { ApiClient } from '@legacy-planner/shared-ui';

/** POST /api/account/email: a link goes to the new address; it changes when that is opened. */
export const changeEmail = (api: ApiClient, request: ChangeEmailRequest) =>
  api.request<null>('POST', '/api/account/email', request);
