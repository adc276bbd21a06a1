import type { CheckInStatus } from '@legacy-planner/contracts';
import { formatDate } from '@legacy-planner/planner-client';

export interface NamedContact {
  id: string;
  firstName: string;
  lastName: string;
}

export const contactName = (contact: NamedContact) =>
  `${contact.firstName} ${contact.lastName}`.trim();

/**
 * What would happen next and when, in a sentence (from checkInSchedule, as the API answered
 * it): the tab's summary and the section's status line both say it.
 */
export function checkInSummary(status: CheckInStatus, contacts: readonly NamedContact[]): string {
  const { schedule } = status;
  if (status.rhythm === 'off' || !schedule.nextPromptAt) {
    return 'Check-ins are off: nobody is asked about you if you go quiet.';
  }
  const first = contacts.find((contact) => contact.id === status.contactIds[0]);
  const asked = first ? contactName(first) : null;
  const paused =
    schedule.paused && status.pausedUntil ? `Paused until ${formatDate(status.pausedUntil)}. ` : '';
  const afterReminder = asked
    ? `then ${asked} is asked whether you are OK on ${formatDate(schedule.firstContactAt!)}.`
    : 'and no trusted contact is asked: you have chosen none.';
  if (!status.emailEnabled) {
    // The ladder's questions go by email: without it, only the app's notices remain.
    return (
      `${paused}Next check-in: ${formatDate(schedule.nextPromptAt)}. This server sends no ` +
      'email: you are reminded in the app only, and no trusted contact can be asked.'
    );
  }
  switch (schedule.next?.step) {
    case 'prompt':
      return (
        `${paused}Next check-in: ${formatDate(schedule.nextPromptAt)}. If you do not answer, ` +
        `a reminder on ${formatDate(schedule.reminderAt!)}, ${afterReminder}`
      );
    case 'reminder':
      return (
        `${paused}Your check-in was due on ${formatDate(schedule.nextPromptAt)}. ` +
        `A reminder follows on ${formatDate(schedule.reminderAt!)}, ${afterReminder}`
      );
    case 'first_contact':
      return (
        `${paused}Your check-in was due on ${formatDate(schedule.nextPromptAt)}. ` +
        `Unless you check in, ${asked ?? 'your first trusted contact'} is asked whether you are OK on ` +
        `${formatDate(schedule.firstContactAt!)}.`
      );
    default:
      return asked
        ? `Your check-in was due on ${formatDate(schedule.nextPromptAt)}: your trusted contacts are being asked. Check in to stop it.`
        : `Your check-in was due on ${formatDate(schedule.nextPromptAt)}. Check in to start the count again.`;
  }
}
