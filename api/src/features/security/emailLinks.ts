import { createHash, randomBytes } from 'node:crypto';
import type {
  AccountTokenPurpose,
  AccountTokenRecord,
  AccountTokenRepository,
  UnitOfWork,
  UserRecord,
} from '../../storage/port';

// Single-use links sent by email. The link carries 256 random bits; the store keeps only their
// SHA-256, so reading the store does not let anyone use a link.

export const LINK_LIFETIME_MS: Record<AccountTokenPurpose, number> = {
  verify_email: 24 * 60 * 60 * 1000,
  change_email: 24 * 60 * 60 * 1000,
  reset_password: 30 * 60 * 1000,
  // A prompt's link still works after the grace period has sent the ladder to the contacts:
  // the owner's "I'm OK" then stops it.
  check_in: 14 * 24 * 60 * 60 * 1000,
};

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export const newToken = () => randomBytes(32).toString('base64url');

/**
 * Stores a new link for `purpose` (voiding the user's older ones of that purpose, but for
 * check-ins) and answers its token, to be mailed in the same unit of work.
 */
export async function issueLink(
  tx: UnitOfWork,
  user: UserRecord,
  purpose: AccountTokenPurpose,
  email: string,
  now: Date,
  token = newToken(),
): Promise<string> {
  // A check-in link only ever says "I'm OK": the prompt's still works after the reminder's.
  if (purpose !== 'check_in') await tx.accountTokens.deleteForUser(user.id, purpose);
  await tx.accountTokens.create({
    tokenHash: hashToken(token),
    userId: user.id,
    purpose,
    email: email.toLowerCase(),
    createdAt: now.toISOString(),
    expiresAt: new Date(now.getTime() + LINK_LIFETIME_MS[purpose]).toISOString(),
  });
  return token;
}

/** The link if it is known and unexpired, without using it up (null otherwise). */
export async function findLink(
  store: Pick<UnitOfWork, 'accountTokens'>,
  token: string,
  purpose: AccountTokenPurpose,
  now: Date,
): Promise<AccountTokenRecord | null> {
  const found = await store.accountTokens.find(hashToken(token), purpose);
  if (!found || Date.parse(found.expiresAt) <= now.getTime()) return null;
  return found;
}

/** Uses the link up (whether or not it is still valid); null when unknown, used or expired. */
export async function useLink(
  tx: UnitOfWork,
  token: string,
  purpose: AccountTokenPurpose,
  now: Date,
): Promise<AccountTokenRecord | null> {
  const found = await tx.accountTokens.consume(hashToken(token), purpose);
  if (!found || Date.parse(found.expiresAt) <= now.getTime()) return null;
  return found;
}

/**
 * Voids the links that move or reopen the account (a pending email change, a password reset)
 * when its password changes or a provider proves its email: whoever asked for them before may
 * not be its owner, and such a link would hand the account back to them.
 */
export async function voidAccountLinks(tokens: AccountTokenRepository, userId: string) {
  await tokens.deleteForUser(userId, 'change_email');
  await tokens.deleteForUser(userId, 'reset_password');
}
