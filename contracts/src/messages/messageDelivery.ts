// Legacy messages delivered to their recipients (issue 27): the words and values the owner's
// final-wishes page, the executor's view, the recipient's page and the API share. Yup-free, so
// any build may take it.

import { isEmailAddress } from '../emailAddress';
import type { deliveryTimings, messageTypes } from '../wizards/wizardSchemas';

/** A message's type and delivery timing as the record keeps them ('' while none is chosen). */
export const recordedMessageTypes = ['', 'text', 'audio', 'video'] as const satisfies readonly (
  '' | (typeof messageTypes)[number]
)[];
export const recordedDeliveryTimings = [
  '',
  'upon_passing',
  'specific_date',
  'life_milestone',
] as const satisfies readonly ('' | (typeof deliveryTimings)[number])[];

export const messageDeliveryStates = ['waiting', 'delivered', 'opened'] as const;
export type MessageDeliveryState = (typeof messageDeliveryStates)[number];

export const messageDeliveryStateLabels: Record<MessageDeliveryState, string> = {
  waiting: 'Waiting',
  delivered: 'Delivered',
  opened: 'Opened',
};

/**
 * Why a message due at the after-passing release was not sent: its recipient has no email, or
 * the server sends no email. It stays waiting; the owner's page says so.
 */
export const messageNotSentReasons = ['no_email', 'mail_off'] as const;
export type MessageNotSentReason = (typeof messageNotSentReasons)[number];

export const messageNotSentTexts: Record<MessageNotSentReason, string> = {
  no_email: 'It was due but could not be sent: no email address was left for its recipient.',
  mail_off: 'It was due but could not be sent: this server is not set up to send email.',
};

/** A recipient's link works for this long from the first time it is opened. */
export const MESSAGE_LINK_DAYS = 90;
/** The owner's test link works for this long from the moment it is sent. */
export const MESSAGE_TEST_LINK_DAYS = 7;

export const MESSAGE_TEXTS = {
  unreachable:
    'This message has no way to reach its recipient: choose a contact with an email address, or type their email.',
  linkUnusable:
    'This link does not open a message: it may have expired, or been replaced by a newer one.',
  testSent: 'A test delivery is on its way to your email.',
  notSavedYet: 'Save this message first: the test delivery sends what is saved.',
  milestoneConfirmed: 'Milestone confirmed: the message is on its way.',
  linkSentAgain: 'The link was sent again.',
  notReleased:
    'The messages are sent only once the plan is released after a passing: when an administrator has verified a request, or its waiting period has ended.',
} as const;

/** The recipient a message names: a contact of the owner, or a name and an email. */
export interface MessageRecipientFields {
  recipientContactId: string;
  recipientName: string;
  recipientEmail: string;
}

/** A contact as far as naming a recipient goes. */
export interface RecipientContact {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
}

/**
 * Who the message goes to and at which address: the chosen contact's name and email (as they
 * are now), else the name and email typed in the message. An empty email: no way to reach them.
 */
export function messageRecipient(
  message: MessageRecipientFields,
  contacts: readonly RecipientContact[],
): { name: string; email: string } {
  const contact = message.recipientContactId
    ? contacts.find((candidate) => candidate.id === message.recipientContactId)
    : undefined;
  const contactName = contact ? `${contact.firstName} ${contact.lastName}`.trim() : '';
  return {
    name: (contactName || message.recipientName).trim(),
    email: (contact?.email.trim() || message.recipientEmail.trim()).toLowerCase(),
  };
}

/** Whether a message can be delivered: its recipient has an email address that looks right. */
export const canReach = (recipient: { email: string }) => isEmailAddress(recipient.email);

/** A message as its owner sees its delivery on the final-wishes page. */
export interface OwnerMessageStatus {
  id: string;
  recipientName: string;
  /** Whether the message names an email to deliver it to. */
  reachable: boolean;
  state: MessageDeliveryState;
  deliveredAt: string | null;
  firstOpenedAt: string | null;
  /** Due (the plan was released) but not sent, and why; null otherwise. */
  notSent: MessageNotSentReason | null;
}

/** A message as the executor (a full grant's holder) sees it: never its text or recording. */
export interface ExecutorMessage {
  id: string;
  recipientName: string;
  relationship: string;
  messageType: (typeof recordedMessageTypes)[number];
  deliveryTiming: (typeof recordedDeliveryTimings)[number];
  specificDate: string;
  milestoneDetails: string;
  reachable: boolean;
  state: MessageDeliveryState;
  deliveredAt: string | null;
}

/** What the recipient's link opens. */
export interface OpenedMessage {
  ownerName: string;
  recipientName: string;
  messageType: (typeof recordedMessageTypes)[number];
  /** The text of a text message; '' for a recording. */
  content: string;
  /** The recording of an audio or video message, streamed through the same link. */
  recording: { name: string; type: string; size: number } | null;
  /** The owner's test delivery: nothing about the message changes when it is opened. */
  test: boolean;
  /** When the link stops working. */
  linkExpiresAt: string;
}
