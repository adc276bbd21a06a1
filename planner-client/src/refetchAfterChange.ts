import { usePlatform } from '@legacy-planner/shared-ui';
import { plannerQueryKeys, type PlannerList } from './queryKeys';

/** After a change, the changed list and the activity log are fetched again, wherever shown. */
export function useRefetchAfterChange() {
  const { queryClient } = usePlatform();
  return (list: Exclude<PlannerList, 'activities'>) =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: plannerQueryKeys[list] }),
      queryClient.invalidateQueries({ queryKey: plannerQueryKeys.activities }),
    ]);
}
