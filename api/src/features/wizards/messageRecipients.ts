import { messageRecipientFields, messageRecipientReason } from '@legacy-planner/contracts';
import { HttpError } from '../../http/errors';
import type { UnitOfWork, UserRecord } from '../../storage/port';
import type { JsonSealer } from '../../storage/sealedJson';
import type { LegacyMessage } from '../access/planItems';
import { savedMessages } from '../messages/savedMessages';

// A legacy message is delivered to the recipient its owner chose (messages/deliver.ts), at the
// contact or address its row names when it is sent. A helper who changed that, or removed the
// message, would send the owner's last words elsewhere or nowhere: only the owner may (issue 28's
// review, beside the relied-on contacts of planner/contactReliance).

/**
 * Refuses a helper's write that leaves the final wishes with `messages` (none when it deletes
 * the record) if it changes who an existing message goes to, or drops one (rows matched by id),
 * in the unit of work that would make it: 403 helper_may_not_reroute, naming the owner. New
 * messages and the rest of the existing ones pass.
 */
export async function refuseMessageRerouting(
  tx: Pick<UnitOfWork, 'wizards'>,
  sealer: JsonSealer,
  owner: UserRecord,
  messages: readonly LegacyMessage[],
): Promise<void> {
  const sent = new Map(messages.map((message) => [message.id, message]));
  const reroutes = (await savedMessages(tx, sealer, owner.id)).some((saved) => {
    const message = sent.get(saved.id);
    return !message || messageRecipientFields.some((field) => message[field] !== saved[field]);
  });
  if (reroutes) {
    throw new HttpError(403, 'helper_may_not_reroute', messageRecipientReason(owner.name));
  }
}
