import type { ApiClient } from '@legacy-planner/shared-ui';
import type { AccountDeletion } from '@legacy-planner/contracts';
import { deleteAccount as deleteAccountEndpoint } from '@legacy-planner/contracts/endpoints/ownership';

/** Erases the account; the server ends every session of it. */
export const deleteAccount = (api: ApiClient, proof: AccountDeletion) =>
  api.call(deleteAccountEndpoint, { body: proof });
