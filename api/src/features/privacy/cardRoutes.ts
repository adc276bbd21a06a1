import {
  accessCardPdf,
  createAccessCard,
  deleteAccessCard,
  listAccessCards,
  updateAccessCard,
} from '@legacy-planner/contracts/endpoints/privacy';
import { route, type AnyRoute } from '../../routing/declaration';
import { perAddress } from '../../routing/rateLimit';
import type { AccessDependencies } from '../access/accessDependencies';
import { cardService } from './cardService';

// The owner's access cards (Privacy tab): each opens the plan at its level to whoever holds it.

const tag = 'privacy';
const ownData = { none: "the caller's own settings" } as const;
const pdfLimit = perAddress('card-pdf', 60, 15 * 60_000, 'Too many PDFs from this address.');
const cardIdParam = { cardId: 'CARD and 4 characters' };

export function cardRoutes(deps: AccessDependencies): AnyRoute[] {
  const cards = cardService(deps);
  return [
    route({
      endpoint: listAccessCards,
      tag,
      summary: 'The access cards, oldest first',
      policy: 'owner',
      rateLimit: ownData,
      action: ({ caller }) => cards.list(caller.user),
    }),
    route({
      endpoint: createAccessCard,
      tag,
      summary: 'Make an access card (basic level unless said; expires in about a year)',
      policy: 'owner',
      requires: 'verified_email',
      rateLimit: [perAddress('access-card', 30, 60 * 60_000, 'Too many new cards.')],
      action: ({ caller, body }) => cards.create(caller.user, body),
    }),
    route({
      endpoint: updateAccessCard,
      tag,
      summary: 'Enable or disable a card, or change its level or expiry',
      policy: 'owner',
      requires: 'verified_email',
      rateLimit: ownData,
      params: cardIdParam,
      action: ({ caller, params, body }) => cards.update(caller.user, params.cardId!, body),
    }),
    route({
      endpoint: deleteAccessCard,
      tag,
      summary: 'Delete a card: it opens nothing from now on',
      policy: 'owner',
      rateLimit: ownData,
      params: cardIdParam,
      action: ({ caller, params }) => cards.remove(caller.user, params.cardId!),
    }),
    route({
      endpoint: accessCardPdf,
      tag,
      summary: 'The card as a printable wallet-size PDF with its QR code',
      policy: 'owner',
      rateLimit: [pdfLimit],
      params: cardIdParam,
      action: ({ caller, params }) => cards.pdf(caller.user, params.cardId!),
    }),
  ];
}
