import type { Context, Middleware } from 'koa';
import type { StoragePort, UserRecord } from '../../storage/port';
import { configuredSessionMaxAge } from '../../session/sessionMiddleware';

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

/**
 * Starts a signed-in session under a new id (so an id planted before sign-in is worthless).
 * `maxAgeMs` shortens it (the demo account's sessions); otherwise it lasts the configured time.
 */
export async function startSession(
  ctx: Context,
  user: UserRecord,
  maxAgeMs?: number,
): Promise<void> {
  ctx.session = { userId: user.id };
  await ctx.session.regenerate();
  ctx.session!.maxAge = maxAgeMs ?? configuredSessionMaxAge(ctx);
  (ctx.state as AuthState).user = user;
}
