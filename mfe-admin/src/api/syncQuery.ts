import { queryOptions } from '@tanstack/react-query';
import { getSyncProgress } from '@legacy-planner/contracts/endpoints/admin';
import type { ApiClient } from '@legacy-planner/shared-ui';
import { adminKeys } from './adminKeys';

/** How often the panel asks for the progress while a sync runs. */
export const SYNC_POLL_MS = 500;

/** GET /api/admin/airtable-sync: the running (or last) sync; polled while it runs. */
export const syncQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: adminKeys.sync,
    queryFn: () => api.call(getSyncProgress),
    refetchInterval: (query) => (query.state.data?.state === 'running' ? SYNC_POLL_MS : false),
  });
