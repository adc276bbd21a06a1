// Plans stay current (issue 29): the owner says when they last reviewed their plan, is mailed a
// reminder a year later, and is asked to review it after a change in their life. The words are
// here because the API (the reminder's mail) and the dashboard both say them. No yup: the
// dashboard is a first screen.

import { signingPlaceName, type SigningPlace } from '../signing/signingTypes';
import { maritalStatusLabels, type MaritalStatus } from './maritalStatus';
import { dayFormatter } from '../dayFormatter';

/** What asked the owner to review their plan. */
export const planReviewReasonKinds = [
  'signing-place',
  'marital-status',
  'child-contact',
  'child-relation',
] as const;
export type PlanReviewReasonKind = (typeof planReviewReasonKinds)[number];

export interface PlanReviewReason {
  kind: PlanReviewReasonKind;
  /** When it happened (the API's clock). */
  at: string;
  /**
   * For 'signing-place' the new place's code, for 'marital-status' the new status; for
   * 'child-contact' (a child added) and 'child-relation' (a contact now named a child) the
   * contact as listed.
   */
  detail: string;
  /** Who made the change: null for the owner, else the helper's name. */
  by: string | null;
}

/** When the owner last reviewed the plan, and what happened since that may need a review. */
export interface PlanReview {
  lastReviewedAt: string | null;
  /** Oldest first; none once the owner marks the plan reviewed. */
  reasons: PlanReviewReason[];
}

// The words of a contact's relationship that make them the owner's child. "son-in-law" and the
// like are not: marrying into the family does not change who inherits.
export const CHILD_RELATION_WORDS = [
  'child',
  'children',
  'son',
  'daughter',
  'stepchild',
  'stepson',
  'stepdaughter',
  'kid',
] as const;

/** Whether a contact's relationship ("Daughter", "step son", "my child") says they are a child. */
export function isChildRelation(relation: string): boolean {
  const words = relation.toLowerCase().split(/[^a-z]+/);
  if (words.includes('law')) return false;
  return words.some((word) => (CHILD_RELATION_WORDS as readonly string[]).includes(word));
}

/** The same day a year on, by the calendar (29 February gives 1 March). */
export function aYearAfter(at: Date): Date {
  const next = new Date(at.getTime());
  next.setUTCFullYear(next.getUTCFullYear() + 1);
  return next;
}

const formatDay = dayFormatter('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/** "3 March 2026" */
export const planReviewDay = (iso: string): string => formatDay(new Date(iso));

/** "Last reviewed 3 March 2026", or "Not reviewed yet". */
export const lastReviewedText = (lastReviewedAt: string | null): string =>
  lastReviewedAt ? `Last reviewed ${planReviewDay(lastReviewedAt)}` : 'Not reviewed yet';

// A remote deploys apart from the API (decisions §6): a dashboard built before a kind of reason
// or a marital status existed still says something true of it.
function whatHappened(reason: PlanReviewReason): string {
  const who = reason.by ?? 'you';
  switch (reason.kind) {
    case 'signing-place':
      return `${who} changed where you sign to ${signingPlaceName(reason.detail as SigningPlace)}`;
    case 'marital-status': {
      const status = maritalStatusLabels[reason.detail as MaritalStatus] ?? reason.detail;
      return `${who} changed your marital status to ${status.toLowerCase()}`;
    }
    case 'child-contact':
      return `${who} added ${reason.detail} to your contacts`;
    case 'child-relation':
      return `${who} changed the relationship of ${reason.detail} in your contacts`;
    default:
      return `${who} made a change that may concern your plan`;
  }
}

/** "Your plan may need a review: you changed where you sign to Texas on 3 March 2026" */
export const planReviewPrompt = (reason: PlanReviewReason): string =>
  `Your plan may need a review: ${whatHappened(reason)} on ${planReviewDay(reason.at)}`;

export const PLAN_REVIEW_REMINDER_SUBJECT = 'It has been a year since you reviewed your plan';

export function planReviewReminderText(lastReviewedAt: string | null, dashboard: string): string {
  const since = lastReviewedAt
    ? `You last reviewed your plan on ${planReviewDay(lastReviewedAt)}.`
    : 'You have not marked your plan reviewed yet.';
  return (
    `It has been a year since you reviewed your plan. ${since}\n\n` +
    'Lives change: a move, a marriage, a child, an account closed. Read your plan through, ' +
    'change what is out of date, then press "I reviewed my plan" on your dashboard so that the ' +
    `next reminder comes in a year: ${dashboard}\n`
  );
}
