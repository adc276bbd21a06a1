import {
  CARD_LIFETIME_MS,
  type AccessCard,
  type CardInput,
  type CardPatch,
} from '@legacy-planner/contracts';
import { HttpError } from '../../http/errors';
import type { Download } from '../../routing/declaration';
import {
  DuplicateCardIdError,
  type StoredCard,
  type UnitOfWork,
  type UserRecord,
} from '../../storage/port';
import type { AccessDependencies } from '../access/accessDependencies';
import { newCardCode, newCardId } from '../access/secrets';
import { renderCardPdf } from './cardPdf';

// The owner's access cards: made, changed and deleted each with its line in the access log, in
// one unit of work, so the log shows every card that can open the plan.

const noSuchCard = () => new HttpError(404, 'not_found', 'No such card.');

export function cardService({ store, sealer, config, clock }: AccessDependencies) {
  const toCard = (card: StoredCard): AccessCard => {
    const code = sealer.open(card.sealedCode, `card:${card.cardId}`) as string;
    return {
      cardId: card.cardId,
      isEnabled: card.isEnabled,
      accessLevel: card.accessLevel,
      expirationDate: card.expirationDate,
      createdAt: card.createdAt,
      accessUrl: `${config.publicUrl}/access?card=${card.cardId}&code=${code}`,
    };
  };

  async function ownCard(reader: Pick<UnitOfWork, 'cards'>, owner: UserRecord, cardId: string) {
    const card = await reader.cards.get(cardId.toUpperCase());
    return card && card.ownerId === owner.id ? card : null;
  }

  const log = (
    tx: UnitOfWork,
    owner: UserRecord,
    action: 'card.created' | 'card.updated' | 'card.deleted',
    cardId: string,
    detail: string,
  ) =>
    tx.events.append({
      ownerId: owner.id,
      actor: { kind: 'owner' },
      action,
      subject: { type: 'card', id: cardId },
      detail,
    });

  return {
    /** Oldest first. */
    async list(owner: UserRecord): Promise<AccessCard[]> {
      return (await store.cards.listForOwner(owner.id)).map(toCard);
    },

    async create(owner: UserRecord, input: CardInput): Promise<AccessCard> {
      const createdAt = clock();
      const code = newCardCode();
      // A 4-character id can be taken: draw again (36^4 ids; a few tries at most).
      for (let attempt = 0; attempt < 10; attempt += 1) {
        const cardId = newCardId();
        try {
          const card = await store.unitOfWork(async (tx) => {
            const made = await tx.cards.create({
              cardId,
              ownerId: owner.id,
              sealedCode: sealer.seal(code, `card:${cardId}`),
              isEnabled: true,
              accessLevel: input.accessLevel,
              expirationDate:
                input.expirationDate ??
                new Date(createdAt.getTime() + CARD_LIFETIME_MS).toISOString(),
              createdAt: createdAt.toISOString(),
            });
            await log(
              tx,
              owner,
              'card.created',
              cardId,
              `${made.accessLevel} access card ${cardId}`,
            );
            return made;
          });
          return toCard(card);
        } catch (error) {
          if (!(error instanceof DuplicateCardIdError)) throw error;
        }
      }
      throw new HttpError(503, 'try_again', 'Could not make a card just now. Please try again.');
    },

    async update(owner: UserRecord, cardId: string, patch: CardPatch): Promise<AccessCard> {
      const changed = await store.unitOfWork(async (tx) => {
        const card = await ownCard(tx, owner, cardId);
        const updated = card ? await tx.cards.update(owner.id, card.cardId, patch) : null;
        if (!updated) return null;
        await log(
          tx,
          owner,
          'card.updated',
          updated.cardId,
          `${updated.accessLevel} access card ${updated.cardId}, ${updated.isEnabled ? 'enabled' : 'disabled'}`,
        );
        return updated;
      });
      if (!changed) throw noSuchCard();
      return toCard(changed);
    },

    async remove(owner: UserRecord, cardId: string): Promise<void> {
      const removed = await store.unitOfWork(async (tx) => {
        const card = await ownCard(tx, owner, cardId);
        if (!card || !(await tx.cards.remove(owner.id, card.cardId))) return false;
        await log(tx, owner, 'card.deleted', card.cardId, `Card ${card.cardId} deleted`);
        return true;
      });
      if (!removed) throw noSuchCard();
    },

    /** The card as a printable wallet-size PDF with its QR code. */
    async pdf(owner: UserRecord, cardId: string): Promise<Download> {
      const card = await ownCard(store, owner, cardId);
      if (!card) throw noSuchCard();
      const bytes = await renderCardPdf({ ownerName: owner.name, ...toCard(card) });
      return { bytes, type: 'application/pdf', name: `access-card-${card.cardId}.pdf` };
    },
  };
}
