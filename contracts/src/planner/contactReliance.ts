// The contacts a plan relies on to act for its owner (issue 28): the check-ins' trusted contacts
// (asked whether the owner is OK when a check-in is missed or a full request waits; their answer
// may give them access) and the recipients of legacy messages. Both are reached at the email
// their contact record holds when they are asked or the message is sent, so only the owner may
// change that email or remove them; a helper may keep the rest of them current. Yup-free: the
// contact's response shape takes its values from here.

export const contactReliances = ['check-ins', 'messages'] as const;
export type ContactReliance = (typeof contactReliances)[number];

/**
 * The fields of a relied-on contact only the owner may change: what the plan reaches them at.
 * Their name, phone, role and the rest reach no one (the check-ins and the messages write only
 * to the email), and a helper may give those to any new contact anyway.
 */
export const reliedOnContactFields = ['email'] as const;

const firstName = (name: string) => name.trim().split(/\s+/)[0] || name;

const reliedOnFor: Record<ContactReliance, (owner: string) => string> = {
  'check-ins': (owner) =>
    `${owner}’s check-ins ask them whether ${owner} is OK, and may give them access`,
  messages: (owner) => `a legacy message of ${owner}’s goes to them`,
};

/**
 * Why a helper may not change a relied-on contact's email nor remove them, naming the owner:
 * "Only Robert Diaz can change this contact’s email, or remove them: Robert’s check-ins ask them
 * whether Robert is OK, and may give them access."
 */
export function reliedOnContactReason(
  ownerName: string,
  reliedOnBy: readonly ContactReliance[],
): string {
  const owner = firstName(ownerName);
  const reasons = reliedOnBy.map((reliance) => reliedOnFor[reliance](owner)).join('; ');
  return `Only ${ownerName} can change this contact’s email, or remove them: ${reasons}.`;
}

/**
 * The fields of an existing legacy message only the owner may change: who it goes to. A helper
 * may add a message and edit the rest of one (its words, its timing, its recording), never
 * point one the owner wrote elsewhere nor remove it.
 */
export const messageRecipientFields = ['recipientContactId', 'recipientEmail'] as const;

/**
 * Why a helper may not change who a legacy message goes to nor remove it, naming the owner:
 * "Only Robert Diaz can change who a legacy message goes to, or remove it: Robert chose who
 * receives it."
 */
export function messageRecipientReason(ownerName: string): string {
  return `Only ${ownerName} can change who a legacy message goes to, or remove it: ${firstName(ownerName)} chose who receives it.`;
}
