import { useQuery } from '@tanstack/react-query';
import {
  demoActivities,
  demoPlan,
  type Activity,
  type Contact,
  type PlanDocument,
  type Wish,
} from '@legacy-planner/contracts';
import { usePlatform } from '../platform/contract';

// The planner's lists, read the same way by every remote and the shell, so that a change made
// in one place refetches the list everywhere (one query key per list). In demo mode (no
// account) they answer the built-in sample plan and call no API.

export const plannerQueryKeys = {
  documents: ['planner', 'documents'],
  wishes: ['planner', 'wishes'],
  contacts: ['planner', 'contacts'],
  activities: ['planner', 'activities'],
} as const;

export type PlannerList = keyof typeof plannerQueryKeys;

interface PlannerLists {
  documents: PlanDocument[];
  wishes: Wish[];
  contacts: Contact[];
  activities: Activity[];
}

const DEMO_USER = 'demo';
const demoDate = '2025-03-01T09:00:00.000Z';
const withDemoIds = <T extends object>(items: T[], kind: string) =>
  items.map((item, index) => ({
    ...item,
    id: `demo-${kind}-${index + 1}`,
    userId: DEMO_USER,
    createdAt: demoDate,
    updatedAt: demoDate,
  }));

export const demoLists: PlannerLists = {
  documents: withDemoIds(demoPlan.documents, 'document'),
  wishes: withDemoIds(demoPlan.wishes, 'wish'),
  contacts: withDemoIds(demoPlan.contacts, 'contact'),
  activities: demoActivities.map((activity) => ({ ...activity, userId: DEMO_USER })),
};

export function usePlannerList<K extends PlannerList>(list: K) {
  const { api, isDemoMode } = usePlatform();
  return useQuery({
    queryKey: [...plannerQueryKeys[list], isDemoMode ? 'demo' : 'account'],
    queryFn: (): Promise<PlannerLists[K]> => {
      if (isDemoMode) return Promise.resolve(demoLists[list]);
      // The activity log is shown by its newest entries: its first page is enough. The other
      // lists are read whole (at most COLLECTION_CAP records, a few pages).
      return list === 'activities'
        ? api.request<PlannerLists[K]>('GET', `/api/${list}`)
        : (api.getAllPages(`/api/${list}`) as Promise<PlannerLists[K]>);
    },
  });
}

/** After a change, the changed list and the activity log are fetched again. */
export function useRefetchAfterChange() {
  const { queryClient } = usePlatform();
  return (list: Exclude<PlannerList, 'activities'>) =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: plannerQueryKeys[list] }),
      queryClient.invalidateQueries({ queryKey: plannerQueryKeys.activities }),
    ]);
}
