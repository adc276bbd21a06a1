import {
  DAY_IN_MS,
  MESSAGE_LINK_DAYS,
  MESSAGE_TEST_LINK_DAYS,
  canReach,
  messageRecipient,
} from '@legacy-planner/contracts';
import type { EventActor, MessageDeliveryRecord, UnitOfWork, UserRecord } from '../../storage/port';
import type { AccessDependencies } from '../access/accessDependencies';
import type { LegacyMessage } from '../access/planItems';
import { newClaimToken, sha256 } from '../access/secrets';
import { deliveryDay, dueMessages } from './due';
import { scheduleDatedDelivery } from './datedDelivery';
import { savedMessages } from './savedMessages';

// Delivering legacy messages (issue 27): an email with a link that opens one message for its
// recipient. Every delivery is recorded in the unit of work of what caused it, BEFORE its
// mail is written to that unit's outbox: a message already recorded as delivered is skipped,
// so a retried release (or two at once) never sends twice.

/** Who sends a message on the owner's behalf when time or a decision releases it. */
export const deliveryActor: EventActor = { kind: 'system', name: 'Message delivery' };

export type DeliveryOutcome =
  /** Recorded and its mail written. */
  | 'delivered'
  /** It had been delivered before: nothing sent. */
  | 'already_delivered'
  /** No email (or none that looks right) names the recipient: nothing recorded, it waits. */
  | 'unreachable'
  /** No SMTP_URL: nothing can be sent, nothing recorded. */
  | 'mail_off';

type Repositories = Pick<UnitOfWork, 'wizards' | 'contacts'>;

export function messageDelivery(deps: AccessDependencies) {
  const { sealer, config, clock, mail } = deps;

  const linkTo = (token: string) => `${config.publicUrl}/message?token=${token}`;

  const messagesOf = (repositories: Repositories, ownerId: string): Promise<LegacyMessage[]> =>
    savedMessages(repositories, sealer, ownerId);

  /** The recipient's name and email as the message names them now (its contact's, if any). */
  async function recipientOf(repositories: Repositories, ownerId: string, message: LegacyMessage) {
    const contact = message.recipientContactId
      ? await repositories.contacts.get(ownerId, message.recipientContactId)
      : null;
    return messageRecipient(message, contact ? [contact] : []);
  }

  /** The email a recipient gets; the owner's test delivery is the same words. */
  function deliveryMail(owner: UserRecord, recipientName: string, link: string) {
    return {
      subject: `A message from ${owner.name}`,
      text:
        `${recipientName ? `Dear ${recipientName},\n\n` : ''}` +
        `${owner.name} left a message for you in their Legacy Planner, to be given to you now.\n\n` +
        `Open it here: ${link}\n\n` +
        `No account is needed. The link works for ${MESSAGE_LINK_DAYS} days from the first time you open it; ` +
        'if it stops working, the person handling their affairs can send it again.\n',
    };
  }

  /**
   * Delivers one message in `tx`: records it, then writes its mail. The token is made here and
   * only its hash is kept, so the link exists only in the mail.
   */
  async function deliverOne(
    tx: UnitOfWork,
    owner: UserRecord,
    message: LegacyMessage,
    actor: EventActor,
  ): Promise<DeliveryOutcome> {
    if (!mail) return 'mail_off';
    const recipient = await recipientOf(tx, owner.id, message);
    if (!canReach(recipient)) return 'unreachable';
    const token = newClaimToken();
    const recorded = await tx.messageDeliveries.recordDelivery(owner.id, message.id, {
      recipientName: recipient.name,
      recipientEmail: recipient.email,
      linkTokenHash: sha256(token),
      at: clock().toISOString(),
    });
    if (!recorded) return 'already_delivered';
    await tx.events.append({
      ownerId: owner.id,
      actor,
      action: 'message.delivered',
      subject: { type: 'message', id: message.id },
      detail: `To ${recipient.name || 'their recipient'} (${recipient.email})`,
    });
    await tx.mailOutbox.enqueue({
      to: recipient.email,
      ...deliveryMail(owner, recipient.name, linkTo(token)),
    });
    return 'delivered';
  }

  /**
   * At or after the after-passing release, in its unit of work: every message due now is
   * delivered (once: one delivered before is skipped).
   */
  async function deliverDue(tx: UnitOfWork, owner: UserRecord): Promise<DeliveryOutcome[]> {
    const due = dueMessages(await messagesOf(tx, owner.id), { released: true, now: clock() });
    const outcomes: DeliveryOutcome[] = [];
    for (const message of due) outcomes.push(await deliverOne(tx, owner, message, deliveryActor));
    return outcomes;
  }

  return {
    messagesOf,
    recipientOf,
    deliverOne,

    deliverDue,

    /**
     * The after-passing release itself, in its unit of work (an admin's verification, the end
     * of a waiting period, or the claim of its grant, whichever comes first; idempotent): what
     * is due now is delivered, and each dated message whose day is still ahead waits for it
     * as a job.
     */
    async release(tx: UnitOfWork, owner: UserRecord): Promise<DeliveryOutcome[]> {
      const today = clock().toISOString().slice(0, 10);
      for (const message of await messagesOf(tx, owner.id)) {
        const day = deliveryDay(message);
        if (day > today) await scheduleDatedDelivery(tx, owner.id, message.id, day);
      }
      return deliverDue(tx, owner);
    },

    /** A new link for a delivered message, to the address it was delivered to. */
    async resend(
      tx: UnitOfWork,
      owner: UserRecord,
      delivery: MessageDeliveryRecord,
      actor: EventActor,
    ): Promise<MessageDeliveryRecord | null> {
      const token = newClaimToken();
      const resent = await tx.messageDeliveries.replaceLink(
        owner.id,
        delivery.messageId,
        sha256(token),
      );
      if (!resent) return null;
      await tx.events.append({
        ownerId: owner.id,
        actor,
        action: 'message.resent',
        subject: { type: 'message', id: delivery.messageId },
        detail: `To ${resent.recipientName || 'their recipient'} (${resent.recipientEmail})`,
      });
      await tx.mailOutbox.enqueue({
        to: resent.recipientEmail,
        ...deliveryMail(owner, resent.recipientName, linkTo(token)),
      });
      return resent;
    },

    /**
     * The owner's test: the recipient's mail, with a test link, to the owner. The message's
     * state is untouched; only the newest test link works, for MESSAGE_TEST_LINK_DAYS.
     */
    async sendTest(tx: UnitOfWork, owner: UserRecord, message: LegacyMessage): Promise<void> {
      const recipient = await recipientOf(tx, owner.id, message);
      const token = newClaimToken();
      const expiresAt = new Date(clock().getTime() + MESSAGE_TEST_LINK_DAYS * DAY_IN_MS);
      await tx.messageDeliveries.setTestLink(
        owner.id,
        message.id,
        sha256(token),
        expiresAt.toISOString(),
      );
      const { subject, text } = deliveryMail(owner, recipient.name, linkTo(token));
      await tx.mailOutbox.enqueue({
        to: owner.email,
        subject: `Test delivery: ${subject}`,
        text:
          `This is a test delivery of your message for ${recipient.name || 'someone not named yet'}` +
          `${recipient.email ? ` (${recipient.email})` : ', who has no email yet'}. ` +
          `Below is what they will receive; this test link works until ${expiresAt.toISOString().slice(0, 10)} ` +
          'and changes nothing about the message.\n\n---\n\n' +
          text,
      });
    },
  };
}
