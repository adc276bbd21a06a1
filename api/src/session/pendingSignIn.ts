import type { Context } from 'koa';

// Between a right password and the second factor, the browser holds a short session that is
// not signed in: it names only the account waiting for its code (loadCurrentUser reads userId,
// never this).

export const PENDING_SIGN_IN_MS = 5 * 60 * 1000;

interface PendingTwoFactor {
  userId: string;
  /** Epoch ms after which the code is no longer taken. */
  until: number;
}

export async function startPendingSignIn(ctx: Context, userId: string): Promise<void> {
  const pending: PendingTwoFactor = { userId, until: Date.now() + PENDING_SIGN_IN_MS };
  ctx.session = { pendingTwoFactor: pending };
  await ctx.session.regenerate();
  ctx.session!.maxAge = PENDING_SIGN_IN_MS;
}

/** The account whose code this browser may give now, if any. */
export function pendingTwoFactorUser(ctx: Context): string | null {
  const pending = ctx.session?.pendingTwoFactor as PendingTwoFactor | undefined;
  if (!pending || typeof pending.userId !== 'string' || pending.until <= Date.now()) return null;
  return pending.userId;
}
