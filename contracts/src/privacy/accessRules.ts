import type { AccessLevel } from './releaseSettings';

// The constants of the access model (spec section 9, decisions §2), read by the API that
// enforces them and by the screens that explain them.

/**
 * The master access key's visible format (spec section 9): a fixed prefix, 6 random upper-case
 * characters, a dash, the last 4 digits of the time. It is one factor: it opens nothing
 * without the owner's email, and attempts are limited.
 */
export const ACCESS_KEY_PREFIX = 'LEGACY-';
export const ACCESS_KEY_PATTERN = /^LEGACY-[A-Z0-9]{6}-\d{4}$/;

/** A card's printed id (spec section 9: CARD plus 4 characters); guessable, so never alone. */
export const CARD_ID_PATTERN = /^CARD[A-Z0-9]{4}$/;
/** A card expires about a year after it is made (spec section 9). */
export const CARD_LIFETIME_MS = 31_536_000_000;

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** How long a grant lasts unless the owner chooses otherwise (decisions §2). */
export const GRANT_LIFETIME_MS: Record<AccessLevel, number> = {
  basic: 72 * HOUR_MS,
  standard: 30 * DAY_MS,
  full: 365 * DAY_MS,
};

/**
 * The owner may shorten a grant or lengthen it, up to this long from now: a grant that never
 * ends is what people regret (a lost phone, a falling-out), so every grant has an end.
 */
export const GRANT_MAX_LIFETIME_MS = 5 * 365 * DAY_MS;

/** How long a full request waits for the owner before it is granted, in days. */
export const WAITING_PERIOD_DAYS = { default: 7, min: 1, max: 30 } as const;
export const DAY_IN_MS = DAY_MS;

/**
 * What /access tells the person asking for full access when the server cannot email the owner:
 * the waiting period could not ask the owner, so time alone never grants the request.
 */
export const FULL_REQUEST_NOT_GRANTED_BY_TIME =
  'This service cannot email the person who made the plan, so waiting will not grant your request: full access is granted only once an administrator has verified the evidence you gave.';

/**
 * When the owner is reminded of a pending full request: at half of the waiting period and a
 * day before it would be granted (the latter only when the period is longer than two days).
 */
export function reminderTimes(createdAt: Date, waitingPeriodDays: number): Date[] {
  const start = createdAt.getTime();
  const end = start + waitingPeriodDays * DAY_MS;
  const times = [start + (end - start) / 2];
  if (waitingPeriodDays > 2) times.push(end - DAY_MS);
  return times.map((time) => new Date(time));
}
