import type { JobKinds } from '../../jobs/jobKinds';
import {
  ACCESS_RELEASE,
  ACCESS_REMINDER,
  type ReleasePayload,
  type ReminderPayload,
} from './accessJobs';
import { describeHolder, notifier } from './notify';
import { releaseAtWaitingPeriodEnd } from './waitingPeriod';

// What the access jobs do when they are due. Apart from their scheduling (./accessJobs.ts),
// which the waiting period calls, so that neither module imports the other back.

export const accessJobs = {
  [ACCESS_REMINDER]: {
    label: 'a reminder of a request for full access to your plan',
    async run(job, tx, deps) {
      const { requestId, reminder } = job.payload as unknown as ReminderPayload;
      const request = await tx.accessRequests.get(requestId);
      // Decided, or no longer waiting: there is nothing to remind of.
      if (!request?.grantsAt || request.decision) return;
      if (Date.parse(request.grantsAt) <= deps.clock().getTime()) return;
      const owner = await tx.users.findById(request.ownerId);
      if (!owner) return;
      // Counted in the same unit of work: a reminder is sent once, whoever runs it.
      if (!(await tx.accessRequests.markReminded(request.id, reminder))) return;
      await notifier(deps).owner(
        tx,
        owner,
        'Reminder: a request for full access to your plan',
        `Reminder: ${describeHolder(request.holder)} asked for full access to your plan. ` +
          `It will be granted on ${request.grantsAt.slice(0, 10)} unless you reject it.`,
      );
    },
  },
  [ACCESS_RELEASE]: {
    label: 'the end of the waiting period of a request for full access to your plan',
    run: (job, tx, deps) =>
      releaseAtWaitingPeriodEnd(tx, deps, (job.payload as unknown as ReleasePayload).requestId),
  },
} satisfies JobKinds;
