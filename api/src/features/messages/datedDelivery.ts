import type { UnitOfWork } from '../../storage/port';

// A dated legacy message whose day is still ahead at the after-passing release waits for that
// day as a job (messageJobs.ts delivers it then).

export const MESSAGE_DATED_DELIVERY = 'messages.dated_delivery';

export interface DatedDeliveryPayload {
  messageId: string;
}

/**
 * Schedules the delivery of one message at the start (UTC) of `day`, once per message and day
 * (the day is in the key: a job that finds its message moved later schedules the new day
 * while it still runs).
 */
export async function scheduleDatedDelivery(
  tx: UnitOfWork,
  ownerId: string,
  messageId: string,
  day: string,
): Promise<void> {
  const payload: DatedDeliveryPayload = { messageId };
  await tx.jobs.schedule({
    kind: MESSAGE_DATED_DELIVERY,
    ownerId,
    payload: { ...payload },
    dueAt: `${day}T00:00:00.000Z`,
    dedupeKey: `${ownerId}:${messageId}:${day}`,
  });
}
