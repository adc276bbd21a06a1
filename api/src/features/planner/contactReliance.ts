import {
  contactReliances,
  reliedOnContactFields,
  reliedOnContactReason,
  type Contact,
  type ContactPatch,
  type ContactReliance,
} from '@legacy-planner/contracts';
import { HttpError } from '../../http/errors';
import type { UnitOfWork, UserRecord } from '../../storage/port';
import type { FeatureDependencies } from '../dependencies';
import { savedMessages } from '../messages/savedMessages';

// The contacts the owner's plan relies on to act for them (contracts/planner/contactReliance):
// the check-ins' trusted contacts, asked by the ladder (checkIns/ladder.ts) at their contact's
// email as it is when asked, whose answer may give them access; and the recipients of legacy
// messages, delivered (messages/deliver.ts) at their contact's email as it is then. A helper
// who changed that email, or removed the contact, would move the questions, the access they lead
// to or the message elsewhere: only the owner may.

type Repositories = Pick<UnitOfWork, 'checkIns' | 'wizards'>;

export function contactReliance({ sealer }: Pick<FeatureDependencies, 'sealer'>) {
  /** What the owner's plan relies on each of its contacts for, by contact id. */
  async function reliancesOf(repositories: Repositories, ownerId: string) {
    const reliances = new Map<string, Set<ContactReliance>>();
    const add = (contactId: string, reliance: ContactReliance) =>
      reliances.set(contactId, (reliances.get(contactId) ?? new Set()).add(reliance));
    // Named whatever the rhythm: a full request asks them even while check-ins are off.
    const settings = await repositories.checkIns.getSettings(ownerId);
    for (const id of settings?.contactIds ?? []) add(id, 'check-ins');
    for (const message of await savedMessages(repositories, sealer, ownerId)) {
      if (message.recipientContactId) add(message.recipientContactId, 'messages');
    }
    return (contactId: string): ContactReliance[] => {
      const found = reliances.get(contactId);
      return contactReliances.filter((reliance) => found?.has(reliance));
    };
  }

  return {
    /** The contacts with what the plan relies on each for, as every contact route answers them. */
    async present<T extends Contact>(
      repositories: Repositories,
      ownerId: string,
      contacts: T[],
    ): Promise<T[]> {
      const reliedOnBy = await reliancesOf(repositories, ownerId);
      for (const contact of contacts) contact.reliedOnBy = reliedOnBy(contact.id);
      return contacts;
    },

    /**
     * Refuses a helper's change of a relied-on contact's reached fields (`patch`), or its
     * deletion (`patch` null), in the unit of work that would make it: 403
     * helper_may_not_reroute, naming the owner. A patch that gives those fields as they are
     * (the contact form sends every field) changes nothing of them and passes.
     */
    async refuseRerouting(
      tx: Repositories,
      owner: UserRecord,
      contact: Contact,
      patch: ContactPatch | null,
    ): Promise<void> {
      const reroutes =
        patch === null ||
        reliedOnContactFields.some(
          (field) => patch[field] !== undefined && patch[field] !== contact[field],
        );
      if (!reroutes) return;
      const reliedOnBy = (await reliancesOf(tx, owner.id))(contact.id);
      if (reliedOnBy.length === 0) return;
      throw new HttpError(
        403,
        'helper_may_not_reroute',
        reliedOnContactReason(owner.name, reliedOnBy),
      );
    },
  };
}
