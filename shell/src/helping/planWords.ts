import type { ActivePlan } from '@legacy-planner/contracts';

export const MY_PLAN = 'My plan';

export const planOf = (ownerName: string) => `${ownerName}'s plan`;

/** The switcher's name for the plan in use. */
export const planInUse = (helping: ActivePlan | null) =>
  helping ? planOf(helping.ownerName) : MY_PLAN;

/** What the toast says once the session works on another plan. */
export const planChosenTitle = (helping: ActivePlan | null) =>
  helping ? `You are now working on ${planOf(helping.ownerName)}` : 'You are back on your own plan';

/** What the toast says when the server did not change the plan (its reason below). */
export const PLAN_NOT_CHANGED_TITLE = 'The plan could not be changed';

/** The switcher's way to stop helping with a plan, and what it says. */
export const stopHelpingWords = (ownerName: string) => ({
  item: `Stop helping with ${planOf(ownerName)}`,
  question: `Stop helping with ${planOf(ownerName)}?`,
  consequence: `You will no longer see or change their plan. ${ownerName} can invite you again.`,
  done: `You no longer help with ${planOf(ownerName)}`,
  failed: `You still help with ${planOf(ownerName)}`,
});

export const NO_LONGER_HELPING_TITLE =
  'You no longer help with this plan. Your own plan is shown again.';

/** What the toast says once another window of the same session chose another plan. */
export const planChosenElsewhereTitle = (helping: ActivePlan | null) =>
  helping
    ? `Another window chose ${planOf(helping.ownerName)}: this one shows it too`
    : 'Another window went back to your own plan: this one shows it too';
