import type { ApiClient } from '@legacy-planner/shared-ui';
import type { AccountDeletion } from '@legacy-planner/contracts';

/** POST /api/account/delete: erases the account; the server ends every session of it. */
export const deleteAccount = (api: ApiClient, proof: AccountDeletion) =>
  api.request<null>('POST', '/api/account/delete', proof);
