import type { JobKinds } from '../../jobs/jobKinds';
import { MESSAGE_DATED_DELIVERY, type DatedDeliveryPayload } from './datedDelivery';
import { deliveryActor, messageDelivery } from './deliver';
import { isDeliveryDue } from './due';
import { released } from './released';

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
