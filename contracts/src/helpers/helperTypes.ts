import type { HelperChangeKind, HelperMethod, HelperRole, HelperState } from './helperRules';

/** GET /api/helpers: someone who helps with the owner's plan, was invited, or asks to. */
export interface PlanHelper {
  id: string;
  name: string;
  email: string;
  /** How they said they know the owner (the journey), or ''. */
  relationship: string;
  role: HelperRole;
  state: HelperState;
  method: HelperMethod;
  /** The identity answers of a request made with the questions method, for the owner to judge. */
  answers: Record<string, string> | null;
  createdAt: string;
  /** When it became active (accepted or approved); null until then. */
  activeSince: string | null;
}

/** GET /api/helping: a plan the signed-in user helps with, was invited to, or asked to. */
export interface HelpedPlan {
  /** The helper record's id: what the switcher sends to work on this plan. */
  helperId: string;
  ownerName: string;
  ownerEmail: string;
  role: HelperRole;
  state: HelperState;
  createdAt: string;
}

/** The plan this session works on when it is someone else's (null: the user's own). */
export interface ActivePlan {
  helperId: string;
  ownerName: string;
  role: HelperRole;
}

/** GET /api/helping: what the signed-in user helps with, and which plan this session is on. */
export interface Helping {
  active: ActivePlan | null;
  plans: HelpedPlan[];
}

/** GET /api/helpers/{id}/changes: one change a helper made to the owner's plan. */
export interface HelperChange {
  at: string;
  kind: HelperChangeKind;
  /** "Maria Diaz added the contact Dr Lee". */
  detail: string;
}
