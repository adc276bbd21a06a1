import { MAIL_NOT_CONFIGURED } from '@legacy-planner/contracts';
import type { Config } from '../../config/config';
import { HttpError } from '../../http/errors';
import type { UnitOfWork } from '../../storage/port';
import type { MailDelivery } from '../../mail/mailDelivery';

// The account's emails, written to the outbox in the unit of work of what causes them. Without
// SMTP_URL nothing is written (the outbox would only grow): links cannot be sent then, and the
// routes that would send one say so (requireEnabled). Someone is waiting for each of them, so
// they go before any notice still in the outbox.

export function accountMail(config: Config, mail: MailDelivery | null) {
  const link = (path: string, token: string) =>
    `${config.publicUrl}${path}?token=${encodeURIComponent(token)}`;
  const send = async (tx: UnitOfWork, to: string, subject: string, text: string) => {
    if (mail) await tx.mailOutbox.enqueue({ to, subject, text, urgent: true });
  };

  return {
    /** Whether a link can be sent at all. */
    enabled: mail !== null,
    /**
     * Refuses (503 mail_not_configured) what would mail a link when none can be sent: a screen
     * must not say a link is on its way. `why` says what to do instead.
     */
    requireEnabled(why: keyof typeof MAIL_NOT_CONFIGURED): void {
      if (!mail) throw new HttpError(503, 'mail_not_configured', MAIL_NOT_CONFIGURED[why]);
    },
    /** Sends what the unit of work wrote, after it committed. */
    kick: () => mail?.kick(),
    verifyEmail: (tx: UnitOfWork, to: string, token: string) =>
      send(
        tx,
        to,
        'Confirm your email address',
        `Please confirm that this is your email address for Legacy Planner:\n\n` +
          `${link('/verify-email', token)}\n\n` +
          `The link works once, within 24 hours. If you did not create an account, ignore this email.\n`,
      ),
    changeEmail: (tx: UnitOfWork, to: string, token: string) =>
      send(
        tx,
        to,
        'Confirm your new email address',
        `You asked to use this address for your Legacy Planner account. Confirm it here:\n\n` +
          `${link('/verify-email', token)}\n\n` +
          `The link works once, within 24 hours. Until then your account keeps its old address.\n`,
      ),
    emailChangeAsked: (tx: UnitOfWork, to: string, newEmail: string) =>
      send(
        tx,
        to,
        'Your email address is about to change',
        `Someone signed in to your Legacy Planner account asked to change its email address ` +
          `to ${newEmail}. It changes when the link sent there is opened.\n\n` +
          `If this was not you, change your password now: ${config.publicUrl}/account\n`,
      ),
    resetPassword: (tx: UnitOfWork, to: string, token: string) =>
      send(
        tx,
        to,
        'Reset your password',
        `Someone asked to reset the password of your Legacy Planner account. ` +
          `To choose a new one, open this link:\n\n${link('/reset-password', token)}\n\n` +
          `The link works once, within 30 minutes. If you did not ask, ignore this email: ` +
          `your password stays as it is.\n`,
      ),
  };
}

export type AccountMail = ReturnType<typeof accountMail>;
