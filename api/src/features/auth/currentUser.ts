import type { Context, Middleware } from 'koa';
import type { CurrentUser } from '@legacy-planner/contracts';
import type { StoragePort, UserRecord } from '../storage/port';
import { HttpError } from '../http/errors';

interface AuthState {
  user?: UserRecord;
}

/** Loads the signed-in user (the session carries only the user id) into ctx.state.user. */
export function loadCurrentUser(store: StoragePort): Middleware {
  return async (ctx, next) => {
    const userId = ctx.session?.userId;
    if (typeof userId === 'string') {
      const user = await store.users.findById(userId);
      if (user) (ctx.state as AuthState).user = user;
      else ctx.session = null; // the account is gone: end the session
    }
    await next();
  };
}

export function signedInUser(ctx: Context): UserRecord | undefined {
  return (ctx.state as AuthState).user;
}

export function requireUser(ctx: Context): UserRecord {
  const user = signedInUser(ctx);
  if (!user) throw new HttpError(401, 'unauthorized', 'Not signed in.');
  return user;
}

/** What the API tells the browser about a user: never the password hash. */
export function toCurrentUser(user: UserRecord): CurrentUser {
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    role: user.role,
    isDemo: user.isDemo,
    onboardingComplete: user.onboardingComplete,
    onboardingStep: user.onboardingStep,
  };
}

/** Starts a signed-in session under a new id (so an id planted before sign-in is worthless). */
export async function startSession(ctx: Context, user: UserRecord): Promise<void> {
  ctx.session = { userId: user.id };
  await ctx.session.regenerate();
  (ctx.state as AuthState).user = user;
}
