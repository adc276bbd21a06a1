// Where a document's signed original is and when it was signed, in the one sentence every
// place that shows it writes (the Documents tab, a full-grant viewer's page, the owner's
// preview): "Signed on Mar 3, 2026 · original: Fire safe, study closet (Attorney Jane Roe)".
// Yup-free, so that the pages that only show it leave the schemas out of their build.

import { dayFormatter } from '../dayFormatter';

/** A document's custody: the day it was signed (YYYY-MM-DD) and who keeps the original where. */
export interface DocumentCustody {
  signedOn: string | null;
  originalLocation: string;
  originalHolder: string;
}

/** A document's custody until the owner records it. */
export const NO_CUSTODY: DocumentCustody = Object.freeze({
  signedOn: null,
  originalLocation: '',
  originalHolder: '',
});

export const CUSTODY_TEXTS = {
  notSigned: 'Not signed yet',
  whereUnknown: 'where it is kept is not recorded',
} as const;

/** Whether `value` is YYYY-MM-DD naming a real day (not 2026-02-30). */
export function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

/**
 * The latest day it is anywhere at `now` (YYYY-MM-DD): where the clock is furthest ahead
 * (UTC+14), so that a person signing today is never told their today is in the future.
 */
export function latestDayOnEarth(now: Date): string {
  return new Date(now.getTime() + 14 * 3_600_000).toISOString().slice(0, 10);
}

// As planner-client's formatDate writes a moment ("Mar 3, 2026"), but a calendar day is the
// same day everywhere: read and written in UTC, so that it never moves a day west of Greenwich.
const formatDay = dayFormatter('en-US', { dateStyle: 'medium', timeZone: 'UTC' });

/** "Mar 3, 2026" for 2026-03-03; the text itself when it names no day. */
export function formatCalendarDate(day: string): string {
  return isCalendarDate(day) ? formatDay(new Date(`${day}T00:00:00Z`)) : day;
}

/** "Fire safe, study closet (Attorney Jane Roe)", or that it is not recorded. */
export function whereKept({ originalLocation, originalHolder }: DocumentCustody): string {
  const location = originalLocation.trim();
  const holder = originalHolder.trim();
  if (location && holder) return `${location} (${holder})`;
  if (location) return location;
  if (holder) return `held by ${holder}`;
  return CUSTODY_TEXTS.whereUnknown;
}

/** "Signed on Mar 3, 2026 · original: Fire safe, study closet (Attorney Jane Roe)", or "Not signed yet". */
export function custodyLine(custody: DocumentCustody): string {
  if (!custody.signedOn) return CUSTODY_TEXTS.notSigned;
  return `Signed on ${formatCalendarDate(custody.signedOn)} · original: ${whereKept(custody)}`;
}
