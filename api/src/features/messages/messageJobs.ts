import type { JobKinds } from '../../jobs/jobKinds';
import { readAllPages } from '../../storage/paging';
import type { UnitOfWork } from '../../storage/port';
import { requestState } from '../access/requestState';
import { MESSAGE_DATED_DELIVERY, type DatedDeliveryPayload } from './datedDelivery';
import { deliveryActor, messageDelivery } from './deliver';
import { isDeliveryDue } from './due';

/**
 * Whether the plan's after-passing release stands at `now`: a full request of the owner was
 * granted by an admin's verification or by its waiting period (and not rejected since).
 */
async function released(tx: UnitOfWork, ownerId: string, now: Date): Promise<boolean> {
  const requests = await readAllPages((page) => tx.accessRequests.listForOwner(ownerId, page));
  return requests.some((request) => {
    if (request.level !== 'full') return false;
    const { state, decidedBy } = requestState(request, now);
    return state === 'granted' && (decidedBy === 'admin' || decidedBy === 'waiting_period');
  });
}

export const messageJobs = {
  [MESSAGE_DATED_DELIVERY]: {
    label: 'the delivery of a dated legacy message',
    async run(job, tx, deps) {
      const { messageId } = job.payload as unknown as DatedDeliveryPayload;
      const owner = job.ownerId ? await tx.users.findById(job.ownerId) : null;
      if (!owner) return;
      const delivery = messageDelivery(deps);
      const message = (await delivery.messagesOf(tx, owner.id)).find((m) => m.id === messageId);
      // Removed, moved to another timing or day, or the release no longer stands: not now.
      const now = deps.clock();
      if (!message || !isDeliveryDue(message, { released: await released(tx, owner.id, now), now }))
        return;
      await delivery.deliverOne(tx, owner, message, deliveryActor);
    },
  },
} satisfies JobKinds;
