// One query key per list, the same in every build that bundles this package: the shell and
// the remotes share one react-query cache, so a change made in one remote refetches the list
// wherever it is shown.
export const plannerQueryKeys = {
  documents: ['planner', 'documents'],
  wishes: ['planner', 'wishes'],
  contacts: ['planner', 'contacts'],
  activities: ['planner', 'activities'],
} as const;

export type PlannerList = keyof typeof plannerQueryKeys;
