import type { LegacyMessage } from '../access/planItems';

// Which legacy messages are due, decided from the message and the moment alone (no store, no
// clock of its own), so the delivery at release and a later job that delivers dated messages
// decide alike.

export type DueTiming = Pick<LegacyMessage, 'deliveryTiming' | 'specificDate'>;

/**
 * Whether the message is due at `now`, given whether the plan's after-passing release has
 * happened (a full grant was made): nothing is due before it; then "upon passing" is, and a
 * specific date once that day has come (UTC); a life milestone only when the executor
 * confirms it, never by time.
 */
export function isDeliveryDue(
  message: DueTiming,
  moment: { released: boolean; now: Date },
): boolean {
  if (!moment.released) return false;
  switch (message.deliveryTiming) {
    case 'upon_passing':
      return true;
    case 'specific_date':
      return message.specificDate !== '' && message.specificDate <= dayOf(moment.now);
    default:
      return false;
  }
}

/** The messages due at `now` (see isDeliveryDue), in their order. */
export function dueMessages<M extends DueTiming>(
  messages: readonly M[],
  moment: { released: boolean; now: Date },
): M[] {
  return messages.filter((message) => isDeliveryDue(message, moment));
}

/**
 * The day a dated message waits for once the release has happened ('' for any other timing):
 * what a job schedules when the release comes before that day.
 */
export function deliveryDay(message: DueTiming): string {
  return message.deliveryTiming === 'specific_date' ? message.specificDate : '';
}

const dayOf = (moment: Date) => moment.toISOString().slice(0, 10);
