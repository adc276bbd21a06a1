import type { JobKinds } from '../../jobs/jobKinds';
import {
  MESSAGE_DATED_DELIVERY,
  scheduleDatedDelivery,
  type DatedDeliveryPayload,
} from './datedDelivery';
import { deliveryActor, messageDelivery } from './deliver';
import { deliveryDay, isDeliveryDue } from './due';
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
      const now = deps.clock();
      if (!message || !(await released(tx, owner.id, now))) return;
      if (!isDeliveryDue(message, { released: true, now })) {
        // Moved to a later day: it waits for that day. Removed or no longer dated: nothing.
        const day = deliveryDay(message);
        if (day > now.toISOString().slice(0, 10)) {
          await scheduleDatedDelivery(tx, owner.id, message.id, day);
        }
        return;
      }
      await delivery.deliverOne(tx, owner, message, deliveryActor);
    },
  },
} satisfies JobKinds;
