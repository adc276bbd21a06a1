import {
  PLAN_REVIEW_REMINDER_SUBJECT,
  aYearAfter,
  isChildRelation,
  planReviewReminderText,
  type Contact,
  type PlanReview,
  type PlanReviewReason,
} from '@legacy-planner/contracts';
import type { JobKinds } from '../../jobs/jobKinds';
import type { UnitOfWork, UserRecord } from '../../storage/port';
import type { FeatureDependencies } from '../dependencies';

// Plans stay current (issue 29). Each owner has one waiting yearly reminder: scheduled at
// sign-up, moved to a year after each review, and scheduled again a year on by each reminder
// it mails. An owner who never marks the plan reviewed is reminded a year after sign-up: a plan
// nobody ever reread is the one most likely out of date, and waiting for a first review that
// may never come would remind nobody. Changes in the owner's life that the plan shows (where
// they sign, their marital status, a child among the contacts) are kept on the account as
// reasons to review, shown on the dashboard until the owner marks the plan reviewed.

export const PLAN_REVIEW_REMINDER = 'plan_review.reminder';

// The key names the due time: a reminder that runs schedules the next while it is itself still
// waiting, and the same key would answer it instead of writing the next.
const reminderKey = (ownerId: string, dueAt: Date) => `${ownerId}:${dueAt.toISOString()}`;

function scheduleReminder(tx: UnitOfWork, ownerId: string, dueAt: Date) {
  return tx.jobs.schedule({
    kind: PLAN_REVIEW_REMINDER,
    ownerId,
    dueAt,
    dedupeKey: reminderKey(ownerId, dueAt),
  });
}

/** A new account's first reminder, a year after sign-up. Call it in the sign-up's unit of work. */
export async function scheduleFirstReviewReminder(
  tx: UnitOfWork,
  deps: Pick<FeatureDependencies, 'clock'>,
  ownerId: string,
): Promise<void> {
  await scheduleReminder(tx, ownerId, aYearAfter(deps.clock()));
}

export const planReviewOf = (user: UserRecord): PlanReview => ({
  lastReviewedAt: user.planReviewedAt,
  reasons: user.planReviewReasons,
});

/** The owner reviewed the plan now: the reasons clear and the one reminder is due a year on. */
export async function markPlanReviewed(
  tx: UnitOfWork,
  deps: Pick<FeatureDependencies, 'clock'>,
  ownerId: string,
): Promise<UserRecord | null> {
  const now = deps.clock();
  const reviewed = await tx.users.markPlanReviewed(ownerId, now.toISOString());
  if (!reviewed) return null;
  await tx.jobs.cancel(ownerId, PLAN_REVIEW_REMINDER);
  await scheduleReminder(tx, ownerId, aYearAfter(now));
  return reviewed;
}

/** A reason to review the plan, at the clock's time, kept until the owner marks it reviewed. */
export async function addReviewReason(
  tx: UnitOfWork,
  deps: Pick<FeatureDependencies, 'clock'>,
  ownerId: string,
  reason: Omit<PlanReviewReason, 'at'>,
): Promise<void> {
  await tx.users.addPlanReviewReason(ownerId, { ...reason, at: deps.clock().toISOString() });
}

type ContactRelation = Pick<Contact, 'firstName' | 'lastName' | 'relation'>;

/**
 * A contact just saved is a reason to review the plan when they became the owner's child: added
 * as one, or changed to one ("Friend" to "Daughter"). A child's other changes are not.
 */
export async function reviewAfterChildContact(
  tx: UnitOfWork,
  deps: Pick<FeatureDependencies, 'clock'>,
  ownerId: string,
  contact: ContactRelation,
  /** The contact before this change; null when they were just added. */
  before: ContactRelation | null,
  /** The helper who saved them; null for the owner. */
  by: string | null,
): Promise<void> {
  if (!isChildRelation(contact.relation)) return;
  if (before && isChildRelation(before.relation)) return;
  const name = `${contact.firstName} ${contact.lastName}`.trim();
  await addReviewReason(tx, deps, ownerId, {
    kind: before ? 'child-relation' : 'child-contact',
    detail: `${name} (${contact.relation.trim()})`,
    by,
  });
}

export const planReviewJobs = {
  [PLAN_REVIEW_REMINDER]: {
    label: 'the yearly reminder to review your plan',
    async run(job, tx, deps) {
      if (!job.ownerId) return;
      const owner = await tx.users.findById(job.ownerId);
      if (!owner || owner.isDemo) return;
      const now = deps.clock();
      // A review since this was scheduled moved the reminder: it is not a year yet.
      const reviewedAt = owner.planReviewedAt ? new Date(owner.planReviewedAt) : null;
      if (reviewedAt && aYearAfter(reviewedAt) > now) {
        await scheduleReminder(tx, owner.id, aYearAfter(reviewedAt));
        return;
      }
      if (deps.mail) {
        await tx.mailOutbox.enqueue({
          to: owner.email,
          subject: PLAN_REVIEW_REMINDER_SUBJECT,
          text: planReviewReminderText(owner.planReviewedAt, `${deps.config.publicUrl}/app`),
        });
      }
      await scheduleReminder(tx, owner.id, aYearAfter(now));
    },
  },
} satisfies JobKinds;
