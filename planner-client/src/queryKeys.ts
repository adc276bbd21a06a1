import type { WizardKind } from '@legacy-planner/contracts';

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

/**
 * A wizard's record, read by the wizards remote. Deleting the wizard's document card in the
 * Documents tab unlinks the record on the server: that tab drops the copy kept here.
 */
export const wizardRecordQueryKey = (kind: WizardKind) => ['wizards', kind] as const;
