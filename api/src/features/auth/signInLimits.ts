import type { Context } from 'koa';
import type { RateLimitRepository } from '../storage/port';
import { HttpError } from '../http/errors';

// Brute-force protection for sign-in, counted in the store (shared by every API instance).
// Each attempt is counted before the password is checked, atomically, so parallel guesses
// cannot slip past the limit; a successful sign-in clears its email's count, so it never slows
// the next one. Per client address every attempt counts, with a higher limit (a burst from one
// address against many emails).
export const MAX_FAILURES_PER_EMAIL = 5;
export const MAX_ATTEMPTS_PER_ADDRESS = 100;
export const LOCKOUT_WINDOW_MS = 15 * 60 * 1000;
// Sign-up: each costs a deliberately slow password hash.
export const MAX_SIGNUPS_PER_ADDRESS = 20;
export const SIGNUP_WINDOW_MS = 60 * 60 * 1000;

const emailKey = (email: string) => `login-attempts:email:${email.toLowerCase()}`;
const addressKey = (ctx: Context) => `login-attempts:address:${ctx.ip}`;
const signupKey = (ctx: Context) => `signups:address:${ctx.ip}`;

function tooMany(ctx: Context, resetAt: number, what: string): HttpError {
  const seconds = Math.max(1, Math.ceil((resetAt - Date.now()) / 1000));
  ctx.set('Retry-After', String(seconds));
  return new HttpError(
    429,
    'too_many_requests',
    `${what} Try again in ${Math.ceil(seconds / 60)} minutes.`,
  );
}

export function loginThrottle(counters: RateLimitRepository) {
  return {
    /** Counts this sign-in attempt; refuses with 429 and Retry-After past either limit. */
    async countAttempt(ctx: Context, email: string): Promise<void> {
      const [byEmail, byAddress] = await Promise.all([
        counters.hit(emailKey(email), LOCKOUT_WINDOW_MS),
        counters.hit(addressKey(ctx), LOCKOUT_WINDOW_MS),
      ]);
      if (byEmail.count > MAX_FAILURES_PER_EMAIL || byAddress.count > MAX_ATTEMPTS_PER_ADDRESS) {
        const resetAt = Math.max(
          byEmail.count > MAX_FAILURES_PER_EMAIL ? byEmail.resetAt : 0,
          byAddress.count > MAX_ATTEMPTS_PER_ADDRESS ? byAddress.resetAt : 0,
        );
        throw tooMany(ctx, resetAt, 'Too many failed sign-in attempts.');
      }
    },
    async recordSuccess(email: string): Promise<void> {
      await counters.reset(emailKey(email));
    },
    /** Counts a sign-up from this address; refuses with 429 past the limit. */
    async countSignup(ctx: Context): Promise<void> {
      const bySignup = await counters.hit(signupKey(ctx), SIGNUP_WINDOW_MS);
      if (bySignup.count > MAX_SIGNUPS_PER_ADDRESS) {
        throw tooMany(ctx, bySignup.resetAt, 'Too many accounts created from this address.');
      }
    },
  };
}
