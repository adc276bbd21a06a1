import type { Context } from 'koa';
import type { RateLimitRepository } from '../storage/port';
import { HttpError } from '../http/errors';

// Brute-force protection for sign-in. Failures are counted per email and per client address in
// the store (shared by every API instance); successful sign-ins are never slowed down and clear
// the email's count.
export const MAX_FAILURES_PER_EMAIL = 5;
export const MAX_FAILURES_PER_ADDRESS = 50;
export const LOCKOUT_WINDOW_MS = 15 * 60 * 1000;

const emailKey = (email: string) => `login-failures:email:${email.toLowerCase()}`;
const addressKey = (ctx: Context) => `login-failures:address:${ctx.ip}`;

export function loginThrottle(counters: RateLimitRepository) {
  return {
    /** Refuses with 429 and Retry-After while the email or the address is locked out. */
    async assertAllowed(ctx: Context, email: string): Promise<void> {
      const [byEmail, byAddress] = await Promise.all([
        counters.peek(emailKey(email)),
        counters.peek(addressKey(ctx)),
      ]);
      const blocking = [
        byEmail && byEmail.count >= MAX_FAILURES_PER_EMAIL ? byEmail : null,
        byAddress && byAddress.count >= MAX_FAILURES_PER_ADDRESS ? byAddress : null,
      ].filter((counter) => counter !== null);
      if (blocking.length === 0) return;
      const retryAt = Math.max(...blocking.map((counter) => counter.resetAt));
      const seconds = Math.max(1, Math.ceil((retryAt - Date.now()) / 1000));
      ctx.set('Retry-After', String(seconds));
      throw new HttpError(
        429,
        'too_many_requests',
        `Too many failed sign-in attempts. Try again in ${Math.ceil(seconds / 60)} minutes.`,
      );
    },
    async recordFailure(ctx: Context, email: string): Promise<void> {
      await Promise.all([
        counters.hit(emailKey(email), LOCKOUT_WINDOW_MS),
        counters.hit(addressKey(ctx), LOCKOUT_WINDOW_MS),
      ]);
    },
    async recordSuccess(email: string): Promise<void> {
      await counters.reset(emailKey(email));
    },
  };
}
