import { queryOptions } from '@tanstack/react-query';
import { listAccessRequests } from '@legacy-planner/contracts/endpoints/admin';
import type { ApiClient } from '@legacy-planner/shared-ui';
import { adminKeys } from './adminKeys';

/** GET /api/admin/access-requests (paged, read whole): full requests waiting, with evidence. */
export const accessRequestsQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: adminKeys.requests,
    queryFn: () => api.callAllPages(listAccessRequests),
  });
