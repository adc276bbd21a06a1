import type { Context, Middleware } from 'koa';
import type { StoragePort, UserRecord } from '../../storage/port';
import { configuredSessionMaxAge } from '../../session/sessionMiddleware';
import { setSignedInUser } from '../../session/signedInUser';
import type { Accounts } from './accounts';
import { deviceName } from '../security/device';
import { recordLastSeen } from '../../session/lastSeen';

/**
 * Loads the signed-in user (the session carries only the user id). Its role is worked out
 * again on every request, so an email taken off ADMIN_EMAILS stops being admin at once, not
 * when its session ends.
 */
export function loadCurrentUser(store: StoragePort, accounts: Accounts): Middleware {
  return async (ctx, next) => {
    const userId = ctx.session?.userId;
    if (typeof userId === 'string') {
      const user = await store.users.findById(userId);
      if (user) {
        setSignedInUser(ctx, await accounts.withCurrentRole(user));
        await recordLastSeen(ctx, store.sessions);
      } else {
        ctx.session = null; // the account is gone: end the session
      }
    }
    await next();
  };
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
  // When and from what it started: the account page lists the user's sessions with these.
  ctx.session = {
    userId: user.id,
    signedInAt: new Date().toISOString(),
    device: deviceName(ctx.get('User-Agent')),
  };
  await ctx.session.regenerate();
  ctx.session!.maxAge = maxAgeMs ?? configuredSessionMaxAge(ctx);
  setSignedInUser(ctx, user);
}
