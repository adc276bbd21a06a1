import { accountDeletionSchema } from '../ownership/ownershipSchemas';
import type { Endpoint } from './endpoint';

// The owner's data is theirs: all of it as one download, and the account deleted for good.

/** One zip of everything in the account: a link the browser follows and saves. */
export const exportAccount = {
  method: 'GET',
  path: '/account/export',
  response: { download: true },
} as const satisfies Endpoint;

export const deleteAccount = {
  method: 'POST',
  path: '/account/delete',
  body: accountDeletionSchema,
  refuseUnknownFields: true,
  response: { empty: true },
} as const satisfies Endpoint;
