import type { ChangeEmailRequest } from '@legacy-planner/contracts';
import { changeEmail as changeEmailEndpoint } from '@legacy-planner/contracts/endpoints/accountForms';
import type { ApiClient } from '@legacy-planner/shared-ui';

/** A link goes to the new address; it changes when that is opened. */
export const changeEmail = (api: ApiClient, request: ChangeEmailRequest) =>
  api.call(changeEmailEndpoint, { body: request });
