import { queryOptions } from '@tanstack/react-query';
import type { AccessRequestSummary } from '@legacy-planner/contracts';
import { listAccessRequests } from '@legacy-planner/contracts/endpoints/privacy';
import { modeOf, privacyKeys, type Reader } from './privacyKeys';

/** GET /api/privacy/requests (paged, read whole): requests waiting for or decided by the owner. */
export const requestsQuery = ({ api, isDemoMode }: Reader) =>
  queryOptions({
    queryKey: [...privacyKeys.requests, modeOf(isDemoMode)],
    queryFn: (): Promise<AccessRequestSummary[]> =>
      isDemoMode ? Promise.resolve([]) : api.callAllPages(listAccessRequests),
  });
