import { queryOptions } from '@tanstack/react-query';
import { getAccountSecurity } from '@legacy-planner/contracts/endpoints/account';
import type { ApiClient } from '@legacy-planner/shared-ui';
import { privacyKeys } from './privacyKeys';

/**
 * GET /api/account/security: whether the owner's email is verified (until it is, no one can be
 * let into the plan) and whether this server sends email at all. Asked only with an account.
 */
export const accountSecurityQuery = ({ api }: { api: ApiClient }) =>
  queryOptions({
    queryKey: privacyKeys.accountSecurity,
    queryFn: () => api.call(getAccountSecurity),
  });
