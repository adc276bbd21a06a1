import { queryOptions } from '@tanstack/react-query';
import { listJobs } from '@legacy-planner/contracts/endpoints/admin';
import type { ApiClient } from '@legacy-planner/shared-ui';
import { adminKeys } from './adminKeys';

/** GET /api/admin/jobs: the jobs due now and those that failed for good. */
export const jobsQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: adminKeys.jobs,
    queryFn: () => api.call(listJobs),
  });
