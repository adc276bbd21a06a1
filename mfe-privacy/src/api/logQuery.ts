import { infiniteQueryOptions } from '@tanstack/react-query';
import type { AccessLogEntry } from '@legacy-planner/contracts';
import { listAccessLog } from '@legacy-planner/contracts/endpoints/privacy';
import { modeOf, privacyKeys, type Reader } from './privacyKeys';

/** How many entries the tab shows first, and how many older ones each "Show older" adds. */
export const LOG_PAGE_SIZE = 50;

/**
 * GET /api/privacy/log, a page at a time from the newest, through the API's cursors: the log of
 * a plan viewed for years may hold thousands of entries, and the tab holds those asked for.
 */
export const logQuery = ({ api, isDemoMode }: Reader) =>
  infiniteQueryOptions({
    queryKey: [...privacyKeys.log, modeOf(isDemoMode)],
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam }): Promise<{ items: AccessLogEntry[]; nextCursor: string | null }> =>
      isDemoMode
        ? Promise.resolve({ items: [], nextCursor: null })
        : api.callPage(listAccessLog, { query: { limit: LOG_PAGE_SIZE, cursor: pageParam } }),
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
