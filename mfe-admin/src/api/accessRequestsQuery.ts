import { queryOptions } from '@tanstack/react-query';
import { listAccessRequests } from '@legacy-planner/contracts/endpoints/admin';
import type { ApiClient } from '@legacy-planner/shared-ui';
import { adminKeys } from './adminKeys';

/** Full requests waiting, with their evidence: one list, never paged. */
export const accessRequestsQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: adminKeys.requests,
    queryFn: () => api.call(listAccessRequests),
  });
