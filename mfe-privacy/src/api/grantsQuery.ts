import { queryOptions } from '@tanstack/react-query';
import type { AccessGrant } from '@legacy-planner/contracts';
import { listAccessGrants } from '@legacy-planner/contracts/endpoints/privacy';
import { modeOf, privacyKeys, type Reader } from './privacyKeys';

/** GET /api/privacy/grants (paged, read whole): who holds access to the plan. */
export const grantsQuery = ({ api, isDemoMode }: Reader) =>
  queryOptions({
    queryKey: [...privacyKeys.grants, modeOf(isDemoMode)],
    queryFn: (): Promise<AccessGrant[]> =>
      isDemoMode ? Promise.resolve([]) : api.callAllPages(listAccessGrants),
  });
