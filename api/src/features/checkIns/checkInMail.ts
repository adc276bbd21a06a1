import { CHECK_IN_LINK_PATH, DAY_IN_MS } from '@legacy-planner/contracts';
import type { Config } from '../../config/config';
import type { UnitOfWork, UserRecord } from '../../storage/port';
import { LINK_LIFETIME_MS } from '../security/emailLinks';
import { firstName } from './ladder';

// The check-ins' emails, written to the outbox in the unit of work of what causes them.

const checkInLinkDays = LINK_LIFETIME_MS.check_in / DAY_IN_MS;

export function checkInMail(config: Config) {
  const link = (token: string) =>
    `${config.publicUrl}${CHECK_IN_LINK_PATH}?token=${encodeURIComponent(token)}`;

  return {
    /** The owner's test: the same link a prompt carries, so they see what one would ask. */
    test: (tx: UnitOfWork, owner: UserRecord, token: string) =>
      tx.mailOutbox.enqueue({
        to: owner.email,
        subject: 'Your test check-in',
        text:
          `This is the test check-in you asked for. When a check-in is due, Legacy Planner ` +
          `sends you an email like this one; its page's "I'm OK" button tells us you are:\n\n` +
          `${link(token)}\n\n` +
          `Opening the link records nothing until you press the button. It works once, within ` +
          `${checkInLinkDays} days.\n`,
        urgent: true,
      }),
    /** A contact whose check-in access ended because the owner is back to normal. */
    accessEnded: (tx: UnitOfWork, owner: UserRecord, contact: { name: string; email: string }) =>
      tx.mailOutbox.enqueue({
        to: contact.email,
        subject: `${firstName(owner.name)} is back to normal`,
        text:
          `Hello ${contact.name},\n\n${owner.name} says they are back to normal, so the access ` +
          `to their plan that you were given when you told us they were unwell or in hospital ` +
          `has ended.\n\n` +
          `Thank you for looking out for them.\n`,
      }),
  };
}
