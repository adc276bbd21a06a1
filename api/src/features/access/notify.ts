import type { AccessHolder } from '@legacy-planner/contracts';
import type { UnitOfWork, UserRecord } from '../../storage/port';
import type { AccessDependencies } from './accessDependencies';

// The owner hears of every request, grant and refusal (decisions §2): a notice on their next
// visit, and an email when SMTP is configured; the requester hears the outcome by email. Mail
// is written in the same unit of work as what it tells of, and sent after it.

export const describeHolder = (holder: AccessHolder) =>
  `${holder.name} (${holder.email}${holder.relationship ? `, ${holder.relationship}` : ''})`;

export function notifier({ config, mail }: AccessDependencies) {
  const privacyTab = `${config.publicUrl}/app?tab=privacy`;

  return {
    /** A notice for the owner, and the same words by email. */
    async owner(tx: UnitOfWork, owner: UserRecord, subject: string, text: string) {
      await tx.notices.add(owner.id, text);
      if (mail) {
        await tx.mailOutbox.enqueue({
          to: owner.email,
          subject,
          text: `${text}\n\nSee who asked and decide in your Privacy tab: ${privacyTab}\n`,
        });
      }
    },
    /** An email to the person who asked (they have no account, so no notice). */
    async requester(tx: UnitOfWork, holder: AccessHolder, subject: string, text: string) {
      if (mail) await tx.mailOutbox.enqueue({ to: holder.email, subject, text });
    },
    viewLink: (path: string) => `${config.publicUrl}${path}`,
  };
}
