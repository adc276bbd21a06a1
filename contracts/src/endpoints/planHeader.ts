// Which plan a call is made for, beside the session's own choice of plan (issue 28).

/**
 * The request header naming the plan a page was made for: a helper record's id, or OWN_PLAN.
 * The session chooses the plan, but a page of the plan left (a wizard saving as it closes, a
 * second window) can still call after the choice changed; the API refuses such a call
 * (409 plan_changed) rather than apply it to the plan now in use.
 */
export const PLAN_HEADER = 'X-Plan';
export const OWN_PLAN = 'own';

/** The PLAN_HEADER value of a plan: the helper record's id, or OWN_PLAN for one's own. */
export const planTagOf = (helperId: string | null): string => helperId ?? OWN_PLAN;
