import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import {
  overviewAfterChange,
  type FoundPrivacyItems,
  type PrivacyItem,
  type PrivacyItemsOverview,
} from '@legacy-planner/contracts';
import { privacyKeys } from './privacyKeys';

type FoundPages = InfiniteData<FoundPrivacyItems, number>;

/**
 * Shows an item as the server saved it (its answer), wherever the tab shows it, and moves the
 * overview's sums by its change: reading the plan's items again would cost a large plan far
 * more than the one item changed.
 */
export function showSavedItem(queryClient: QueryClient, saved: PrivacyItem): void {
  const same = (item: PrivacyItem) => item.type === saved.type && item.id === saved.id;
  const overviews = queryClient.getQueriesData<PrivacyItemsOverview>({
    queryKey: privacyKeys.overview,
  });
  const pages = queryClient.getQueriesData<FoundPages>({ queryKey: privacyKeys.found });
  const before = [
    ...overviews.flatMap(([, overview]) => overview?.groups.flatMap((group) => group.items) ?? []),
    ...pages.flatMap(([, found]) => found?.pages.flatMap((page) => page.items) ?? []),
  ].find(same);
  if (!before) return;
  queryClient.setQueriesData<PrivacyItemsOverview>(
    { queryKey: privacyKeys.overview },
    (overview) => overview && overviewAfterChange(overview, before, saved),
  );
  queryClient.setQueriesData<FoundPages>(
    { queryKey: privacyKeys.found },
    (found) =>
      found && {
        ...found,
        pages: found.pages.map((page) => ({
          ...page,
          items: page.items.map((item) => (same(item) ? saved : item)),
        })),
      },
  );
}
