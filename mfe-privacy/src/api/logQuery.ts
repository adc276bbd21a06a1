import { queryOptions } from '@tanstack/react-query';
import type { AccessLogEntry } from '@legacy-planner/contracts';
import { listAccessLog } from '@legacy-planner/contracts/endpoints/privacy';
import { modeOf, privacyKeys, type Reader } from './privacyKeys';

/** How many of the newest entries the tab shows. */
export const LOG_PAGE_SIZE = 50;

/**
 * GET /api/privacy/log, its first page: the newest entries. (The API names the next page in a
 * Link header, which the platform's API client only follows to read a whole list; the log is
 * shown by its newest entries, as the dashboard shows the activity log.)
 */
export const logQuery = ({ api, isDemoMode }: Reader) =>
  queryOptions({
    queryKey: [...privacyKeys.log, modeOf(isDemoMode)],
    queryFn: (): Promise<AccessLogEntry[]> =>
      isDemoMode
        ? Promise.resolve([])
        : api.call(listAccessLog, { query: { limit: LOG_PAGE_SIZE } }),
  });
