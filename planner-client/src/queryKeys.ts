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

/**
 * GET /api/helping: the plans the signed-in user helps with, and the one the session is on. The
 * shell and the journey read the same answer; it is about the person, not a plan, so the shell
 * keeps it when the session changes plans (its forgetOtherPlan) and asks it again after.
 */
export const helpingQueryKey = ['helping'] as const;
