import type { MaritalStatus } from '@legacy-planner/contracts';
import { setMaritalStatus as setMaritalStatusEndpoint } from '@legacy-planner/contracts/endpoints/maritalStatus';
import type { ApiClient } from '@legacy-planner/shared-ui';

/** The owner says their marital status; answers the current user with it. */
export const setMaritalStatus = (api: ApiClient, maritalStatus: MaritalStatus) =>
  api.call(setMaritalStatusEndpoint, { body: { maritalStatus } });
