import type { Context } from 'koa';

// The plan a signed-in session works on (issue 28): the user's own, or one they help with. The
// session keeps the helper record's id, never an owner's id, and the routing policy checks on
// every request that the record is still the user's and active, so a removed helper's next
// request is refused. A new sign-in starts a new session, on the user's own plan.

interface PlanChoice {
  planHelperId?: string;
}

/** The helper record whose plan this session works on, or null for the user's own plan. */
export function chosenHelperId(ctx: Context): string | null {
  const id = (ctx.session as PlanChoice | null)?.planHelperId;
  return typeof id === 'string' ? id : null;
}

/** Works on the plan of this helper record from the next request on (null: the user's own). */
export function setChosenHelper(ctx: Context, helperId: string | null): void {
  const session = ctx.session as PlanChoice | null;
  if (!session) return;
  if (helperId) session.planHelperId = helperId;
  else delete session.planHelperId;
}
