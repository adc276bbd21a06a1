import { use } from 'react';
import type { FetchQueryOptions, Query, QueryKey } from '@tanstack/react-query';
import { usePlatform } from '@legacy-planner/shared-ui';

// One wait per query (the cache's object for its key), so that every render of a suspended
// component waits on the same promise, as React's use() requires. A query with a wait is
// use()d on every render, settled or not: React replays a component whose wait is over and
// expects the same calls (skipping one then broke the hooks after it: React error 467).
const settling = new WeakMap<Query, Promise<void>>();

/** Query options as queryOptions() makes them, of any data type (each is fetched as it says). */
interface QueryToSettle {
  queryKey: QueryKey;
  queryFn?: unknown;
}

/**
 * Suspends the calling component until each of these queries has its data or has failed. A tab
 * calls it with what its first screen reads. Rendered ahead, out of sight (the shell renders
 * the other tabs ahead, in a hidden Activity), the tab then fetches its data and renders its
 * content before it is shown: React renders a hidden tree as far as Suspense lets it, but runs
 * none of its effects, where useQuery would start fetching. Shown at once, the tab appears
 * whole rather than section by section. A failure is left to the part that reads the query.
 * It needs a Suspense boundary below the query client (the shell's TabPanels, the harness):
 * waiting without one would start the page over, with a new client, and wait again.
 */
export function useQueriesSettled(queries: readonly QueryToSettle[]): void {
  const { queryClient } = usePlatform();
  // Every fetch starts before the first wait: use() suspends at the first unsettled query, so
  // fetching and waiting in one pass asked for the queries one after another (a tab of 13
  // queries waited for 13 round trips in a row).
  const waits: Promise<void>[] = [];
  for (const given of queries) {
    const options = given as FetchQueryOptions;
    const query = queryClient.getQueryCache().build(queryClient, options);
    let settled = settling.get(query);
    if (!settled) {
      if (query.state.data !== undefined || query.state.status === 'error') continue;
      settled = queryClient.fetchQuery(options).then(
        () => undefined,
        () => undefined,
      );
      settling.set(query, settled);
    }
    waits.push(settled);
  }
  for (const settled of waits) use(settled);
}
