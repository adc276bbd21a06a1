import type { Context } from 'koa';
import type { StoragePort, UserRecord } from '../storage/port';
import { HttpError } from '../http/errors';
import { signedInUser } from '../session/signedInUser';
import { viewerGrantId } from '../session/viewerCookie';
import type { Callers, Policy } from './declaration';

const notSignedIn = () => new HttpError(401, 'unauthorized', 'Not signed in.');

/**
 * Works out who is calling under the route's policy, or refuses: 401 when no one suitable is
 * signed in, 403 when they may not do this (the demo account, on a route that writes).
 */
export async function resolveCaller<P extends Policy>(
  policy: P,
  writes: boolean,
  ctx: Context,
  store: StoragePort,
): Promise<Callers[P]> {
  const user = signedInUser(ctx) ?? null;
  switch (policy) {
    case 'public':
      return { kind: 'public', user } as Callers[P];
    case 'owner':
      if (!user) throw notSignedIn();
      if (user.isDemo && writes) {
        throw new HttpError(
          403,
          'demo_read_only',
          'The demo account is read-only. Sign up to create and save your own plan.',
        );
      }
      return { kind: 'owner', user } as Callers[P];
    case 'admin':
      if (!user) throw notSignedIn();
      if (user.role !== 'admin') {
        throw new HttpError(403, 'forbidden', 'This area is for administrators only.');
      }
      return { kind: 'admin', user } as Callers[P];
    case 'viewer': {
      const grantId = viewerGrantId(ctx);
      const grant = grantId ? await store.grants.get(grantId) : null;
      // Whether a grant still holds is worked out now, from its own timestamps.
      if (!grant || grant.revokedAt || Date.parse(grant.expiresAt) <= Date.now()) {
        throw new HttpError(401, 'no_access', 'This access has ended or was never granted.');
      }
      return { kind: 'viewer', grant } as Callers[P];
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
