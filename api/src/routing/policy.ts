import type { Context } from 'koa';
import { PLAN_HEADER, planTagOf } from '@legacy-planner/contracts/endpoints/planHeader';
import type { StoragePort, UserRecord } from '../storage/port';
import { HttpError } from '../http/errors';
import { signedInUser } from '../session/signedInUser';
import { viewerGrantId } from '../session/viewerCookie';
import { pendingTwoFactorUser } from '../session/pendingSignIn';
import { isGrantActive } from '../features/access/grantActive';
import { chosenHelperId, setChosenHelper } from '../session/chosenPlan';
import type { AnyRoute, Callers, Policy } from './declaration';

const notSignedIn = () => new HttpError(401, 'unauthorized', 'Not signed in.');

const DEMO_READ_ONLY_MESSAGE =
  'The demo account is read-only. Sign up to create and save your own plan.';

/** Why the route refuses the demo account, or null when the demo may call it. */
function demoRefusal(route: Pick<AnyRoute, 'method' | 'writesNothing' | 'demo'>): string | null {
  if (route.demo) return route.demo.refuse;
  return route.method !== 'GET' && !route.writesNothing ? DEMO_READ_ONLY_MESSAGE : null;
}

function refuseDemo(user: UserRecord, route: Pick<AnyRoute, 'method' | 'writesNothing' | 'demo'>) {
  const refusal = user.isDemo ? demoRefusal(route) : null;
  if (refusal) throw new HttpError(403, 'demo_read_only', refusal);
}

export const OWNER_ONLY_MESSAGE =
  'Only the plan’s owner can do this. You are working on a plan you help with: switch to My plan for your own.';
export const NO_LONGER_HELPING_MESSAGE =
  'You no longer help with this plan. Your own plan is shown again.';
export const PLAN_CHANGED_MESSAGE =
  'The plan in use changed (in another window, or as this page closed), so nothing was done. The page now shows the plan in use.';
export const HELPER_MAY_NOT_MESSAGE =
  'You may view this plan, not change it. Ask its owner to let you edit it.';

/**
 * The plan the session works on: the user's own, or the plan of their chosen helper record
 * while it is still theirs and active. A choice that no longer holds (the owner removed them)
 * is forgotten and refused once, so the client learns it and shows the user's own plan again.
 */
async function chosenPlan(
  ctx: Context,
  store: StoragePort,
  user: UserRecord,
): Promise<Callers['owner_or_helper']> {
  const helperId = chosenHelperId(ctx);
  if (!helperId) return { kind: 'plan', user, owner: user, helper: null };
  const helper = await store.helpers.get(helperId);
  const stillHelping = helper?.state === 'active' && helper.helperUserId === user.id;
  const owner = stillHelping ? await store.users.findById(helper.ownerId) : null;
  if (!helper || !owner) {
    setChosenHelper(ctx, null);
    throw new HttpError(403, 'no_longer_helping', NO_LONGER_HELPING_MESSAGE);
  }
  return { kind: 'plan', user, owner, helper };
}

/**
 * Refuses a call made for another plan than the one the session now works on: the page that
 * sent it (named by PLAN_HEADER) showed the plan left, and what it sends belongs there. A call
 * without the header (a link, a script) is for the plan in use.
 */
function refuseOtherPlan(ctx: Context): void {
  const madeFor = ctx.get(PLAN_HEADER);
  if (madeFor && madeFor !== planTagOf(chosenHelperId(ctx))) {
    throw new HttpError(409, 'plan_changed', PLAN_CHANGED_MESSAGE);
  }
}

/**
 * Works out who is calling under the route's policy, or refuses: 401 when no one suitable is
 * signed in, 403 when they may not do this (the demo account, on a route that writes or that
 * refuses it).
 */
export async function resolveCaller(
  route: Pick<AnyRoute, 'policy' | 'method' | 'writesNothing' | 'demo' | 'helpers' | 'person'>,
  ctx: Context,
  store: StoragePort,
  clock: () => Date,
): Promise<Callers[Policy]> {
  const user = signedInUser(ctx) ?? null;
  const { policy } = route;
  switch (policy) {
    case 'public':
      return { kind: 'public', user };
    case 'owner': {
      if (!user) throw notSignedIn();
      refuseDemo(user, route);
      if (!route.person && chosenHelperId(ctx)) {
        // A choice that no longer holds is refused as such (and forgotten), not as owner_only:
        // the next request is the user's own again.
        await chosenPlan(ctx, store, user);
        refuseOtherPlan(ctx);
        throw new HttpError(403, 'owner_only', OWNER_ONLY_MESSAGE);
      }
      if (!route.person) refuseOtherPlan(ctx);
      return { kind: 'owner', user };
    }
    case 'owner_or_helper': {
      if (!user) throw notSignedIn();
      refuseDemo(user, route);
      const plan = await chosenPlan(ctx, store, user);
      refuseOtherPlan(ctx);
      if (plan.helper && route.helpers === 'editor' && plan.helper.role !== 'editor') {
        throw new HttpError(403, 'helper_may_not', HELPER_MAY_NOT_MESSAGE);
      }
      return plan;
    }
    case 'admin':
      if (!user) throw notSignedIn();
      if (user.role !== 'admin') {
        throw new HttpError(403, 'forbidden', 'This area is for administrators only.');
      }
      return { kind: 'admin', user };
    case 'viewer': {
      const grantId = viewerGrantId(ctx);
      const grant = grantId ? await store.grants.get(grantId) : null;
      if (!grant || !isGrantActive(grant, clock())) {
        throw new HttpError(401, 'no_access', 'This access has ended or was never granted.');
      }
      return { kind: 'viewer', grant };
    }
    case 'second_factor': {
      const userId = pendingTwoFactorUser(ctx);
      if (!userId) {
        throw new HttpError(401, 'sign_in_again', 'Please sign in again with your password.');
      }
      return { kind: 'second_factor', userId };
    }
    default:
      throw new Error(`Unknown policy ${String(policy)}`);
  }
}

export const EMAIL_NOT_VERIFIED_MESSAGE =
  'Please verify your email before you let anyone into your plan: open the link we emailed ' +
  'you, or use Send again on the Privacy tab for a new one. If this server sends no email, ' +
  'ask its administrator for a password reset link: opening it verifies your email.';

/** Refuses (403) an account whose email is not proven, on a route that lets someone in. */
export function requireVerifiedEmail(user: UserRecord): void {
  if (!user.emailVerified) {
    throw new HttpError(403, 'email_not_verified', EMAIL_NOT_VERIFIED_MESSAGE);
  }
}
