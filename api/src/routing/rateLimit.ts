import type { Context } from 'koa';
import type { RateLimitRepository } from '../storage/port';
import { HttpError } from '../http/errors';
import { signedInUser } from '../session/signedInUser';
import { clientAddress } from './clientAddress';

/**
 * A fixed-window limit counted in the store (shared by every API instance). Each request is
 * counted before it is checked, atomically, so requests sent in parallel cannot slip past.
 */
export interface RateLimitRule {
  name: string;
  max: number;
  windowMs: number;
  /** What the count is kept per (an address, an email…); null when the rule does not apply. */
  key(ctx: Context, rawBody: unknown): string | null;
  /** Said when refusing, followed by when to try again. */
  message: string;
}

export const perAddress = (
  name: string,
  max: number,
  windowMs: number,
  message: string,
): RateLimitRule => ({ name, max, windowMs, message, key: clientAddress });

/**
 * Counted per signed-in user, whatever address they call from (the policy has run before the
 * limits: an owner route always has its user). Deleting the account removes these counters.
 */
export const perUser = (
  name: string,
  max: number,
  windowMs: number,
  message: string,
): RateLimitRule => ({ name, max, windowMs, message, key: (ctx) => signedInUser(ctx)?.id ?? null });

const counterKey = (rule: RateLimitRule, key: string) => `${rule.name}:${key}`;

function refuse(ctx: Context, resetAt: number, message: string): HttpError {
  const seconds = Math.max(1, Math.ceil((resetAt - Date.now()) / 1000));
  ctx.set('Retry-After', String(seconds));
  const minutes = Math.ceil(seconds / 60);
  return new HttpError(
    429,
    'too_many_requests',
    `${message} Try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`,
  );
}

/**
 * Counts the request against each rule in order and refuses at the first one over its limit,
 * without counting it against the later ones: a client refused for its address cannot use up
 * the per-email allowance of other people's accounts.
 */
export async function enforceRateLimits(
  rules: readonly RateLimitRule[],
  counters: RateLimitRepository,
  ctx: Context,
  rawBody: unknown,
): Promise<void> {
  for (const rule of rules) {
    const key = rule.key(ctx, rawBody);
    if (key === null) continue;
    const counted = await counters.hit(counterKey(rule, key), rule.windowMs);
    if (counted.count > rule.max) throw refuse(ctx, counted.resetAt, rule.message);
  }
}

/** Clears a rule's count for a key (a successful sign-in clears its email's failures). */
export function resetRateLimit(
  rule: RateLimitRule,
  counters: RateLimitRepository,
  key: string,
): Promise<void> {
  return counters.reset(counterKey(rule, key));
}
