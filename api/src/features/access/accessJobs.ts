import { reminderTimes } from '@legacy-planner/contracts';
import type { StoredAccessRequest, UnitOfWork } from '../../storage/port';

// The owner of a waiting full request is reminded of it halfway through its waiting period and
// a day before it is granted, and the period's end releases it: jobs scheduled with the
// request, in its unit of work, cancelled when it is decided.

export const ACCESS_REMINDER = 'access.reminder';
export const ACCESS_RELEASE = 'access.release';

export interface ReleasePayload {
  requestId: string;
}

export interface ReminderPayload {
  requestId: string;
  /** Which reminder, from 1: the request's remindersSent once it is sent. */
  reminder: number;
}

/** Schedules the reminders of a full request just made (with a waiting period ending grantsAt). */
export async function scheduleReminders(
  tx: UnitOfWork,
  request: Pick<StoredAccessRequest, 'id' | 'ownerId'>,
  madeAt: Date,
  grantsAt: string,
): Promise<void> {
  const days = (Date.parse(grantsAt) - madeAt.getTime()) / 86_400_000;
  const times = reminderTimes(madeAt, days);
  for (const [index, dueAt] of times.entries()) {
    const payload: ReminderPayload = { requestId: request.id, reminder: index + 1 };
    await tx.jobs.schedule({
      kind: ACCESS_REMINDER,
      ownerId: request.ownerId,
      payload: { ...payload },
      dueAt,
      dedupeKey: `${request.id}:${payload.reminder}`,
    });
  }
}

/** Schedules the end of a full request's waiting period (see releaseAtWaitingPeriodEnd). */
export async function scheduleRelease(
  tx: UnitOfWork,
  request: Pick<StoredAccessRequest, 'id' | 'ownerId'>,
  grantsAt: string,
): Promise<void> {
  const payload: ReleasePayload = { requestId: request.id };
  await tx.jobs.schedule({
    kind: ACCESS_RELEASE,
    ownerId: request.ownerId,
    payload: { ...payload },
    dueAt: grantsAt,
    dedupeKey: request.id,
  });
}

/** A decided request's reminders and release do not run: they leave the lists of jobs due. */
export async function cancelRequestJobs(
  tx: UnitOfWork,
  request: Pick<StoredAccessRequest, 'id' | 'ownerId'>,
): Promise<void> {
  for (const reminder of [1, 2]) {
    await tx.jobs.cancel(request.ownerId, ACCESS_REMINDER, {
      dedupeKey: `${request.id}:${reminder}`,
    });
  }
  await tx.jobs.cancel(request.ownerId, ACCESS_RELEASE, { dedupeKey: request.id });
}
