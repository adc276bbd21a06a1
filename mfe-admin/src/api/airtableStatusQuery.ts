import { queryOptions } from '@tanstack/react-query';
import { getAirtableStatus } from '@legacy-planner/contracts/endpoints/admin';
import type { ApiClient } from '@legacy-planner/shared-ui';
import { adminKeys } from './adminKeys';

/** GET /api/admin/airtable-status: configured, and answering. Shown as is, never retried. */
export const airtableStatusQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: adminKeys.status,
    queryFn: () => api.call(getAirtableStatus),
    retry: false,
  });
