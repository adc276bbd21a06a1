import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  listActivities,
  listContacts,
  listDocuments,
  listWishes,
} from '@legacy-planner/contracts/endpoints/planner';
import { usePlatform, type PlatformContract } from '@legacy-planner/shared-ui';
import { demoLists, type PlannerLists } from './demoLists';
import { plannerQueryKeys, type PlannerList } from './queryKeys';

const listEndpoints = {
  documents: listDocuments,
  wishes: listWishes,
  contacts: listContacts,
} as const;

/**
 * GET /api/documents, /api/wishes, /api/contacts or /api/activities as react-query options.
 * The collections are read whole (at most COLLECTION_CAP records, a few pages of the API); the
 * activity log is shown by its newest entries, so its first page is enough. In demo mode (no
 * account) the built-in sample plan answers and no API is called: it is the query's initial
 * data, so the first render already shows it (no loading pass, then a second render).
 */
export function plannerListQuery<K extends PlannerList>(
  list: K,
  { api, isDemoMode }: Pick<PlatformContract, 'api' | 'isDemoMode'>,
) {
  return queryOptions({
    queryKey: [...plannerQueryKeys[list], isDemoMode ? 'demo' : 'account'],
    queryFn: (): Promise<PlannerLists[K]> => {
      if (isDemoMode) return Promise.resolve(demoLists[list]);
      const lists: { [L in PlannerList]: () => Promise<PlannerLists[L]> } = {
        activities: () => api.call(listActivities),
        documents: () => api.callAllPages(listEndpoints.documents),
        wishes: () => api.callAllPages(listEndpoints.wishes),
        contacts: () => api.callAllPages(listEndpoints.contacts),
      };
      return lists[list]();
    },
    initialData: isDemoMode ? demoLists[list] : undefined,
  });
}

/** One of the plan's lists, for the signed-in user or demo mode. */
export function usePlannerList<K extends PlannerList>(list: K) {
  return useQuery(plannerListQuery(list, usePlatform()));
}
