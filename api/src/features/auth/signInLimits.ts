import { DEMO_ACCOUNT } from '@legacy-planner/contracts';
import { perAddress, type RateLimitRule } from '../../routing/rateLimit';
import { clientAddress } from '../../routing/clientAddress';

// Brute-force protection for sign-in and sign-up, counted in the store (shared by every API
// instance). The sign-in rules are counted in this order, and a request refused by one is not
// counted by the next: a client over its address limit cannot lock other people's accounts.
// There is deliberately no limit per account from every address: whoever can send from a few
// addresses could then lock the owner out. Guessing from many addresses is bounded by the
// per-address limits (IPv6 counted by /64) and by how few password hashes run at once.
const FIFTEEN_MINUTES = 15 * 60 * 1000;

export const MAX_ATTEMPTS_PER_ADDRESS = 100;
export const MAX_FAILURES_PER_EMAIL = 5;
export const MAX_DEMO_SIGN_INS_PER_ADDRESS = 20;
export const MAX_SIGNUPS_PER_ADDRESS = 20;
export const LOCKOUT_WINDOW_MS = FIFTEEN_MINUTES;
export const SIGNUP_WINDOW_MS = 60 * 60 * 1000;

/** The email a sign-in names, lower-cased, when it is a plausible one. */
function emailOf(body: unknown): string | null {
  const email = (body as { email?: unknown } | null)?.email;
  return typeof email === 'string' && email.length <= 254 ? email.toLowerCase() : null;
}
const isDemoEmail = (body: unknown) => emailOf(body) === DEMO_ACCOUNT.email;

export const signInPerAddress = perAddress(
  'sign-in:address',
  MAX_ATTEMPTS_PER_ADDRESS,
  LOCKOUT_WINDOW_MS,
  'Too many sign-in attempts from this address.',
);

/** Try Demo needs no password check, but each sign-in makes a session: bounded per address. */
export const demoSignInPerAddress: RateLimitRule = {
  name: 'demo-sign-in:address',
  max: MAX_DEMO_SIGN_INS_PER_ADDRESS,
  windowMs: LOCKOUT_WINDOW_MS,
  message: 'Too many demo sign-ins from this address.',
  key: (ctx, body) => (isDemoEmail(body) ? clientAddress(ctx) : null),
};

/**
 * Failures per account from one address: a guesser is stopped after a few tries, but cannot
 * lock the owner out from elsewhere. A successful sign-in clears it. The demo account's
 * password is public: guessing it gains nothing, and locking it would lock Try Demo for all.
 */
export const signInPerEmailAndAddress: RateLimitRule = {
  name: 'sign-in:email-address',
  max: MAX_FAILURES_PER_EMAIL,
  windowMs: LOCKOUT_WINDOW_MS,
  message: 'Too many failed sign-in attempts.',
  key: (ctx, body) =>
    isDemoEmail(body) || !emailOf(body) ? null : `${emailOf(body)} ${clientAddress(ctx)}`,
};

/** Accounts made from one address in an hour: `max` is SIGNUPS_PER_ADDRESS_PER_HOUR. */
export const signUpPerAddress = (max: number) =>
  perAddress(
    'sign-up:address',
    max,
    SIGNUP_WINDOW_MS,
    'Too many accounts created from this address.',
  );

export const MAX_PROVIDER_SIGN_INS_PER_ADDRESS = 30;

/** Starting a Google or Facebook sign-in keeps a short round-trip session: bounded per address. */
export const providerSignInPerAddress = perAddress(
  'provider-sign-in:address',
  MAX_PROVIDER_SIGN_INS_PER_ADDRESS,
  LOCKOUT_WINDOW_MS,
  'Too many sign-in attempts from this address.',
);
