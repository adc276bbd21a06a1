import { cardCreateSchema, cardUpdateSchema } from '@legacy-planner/contracts';
import { legacyRoute as route, type AnyRoute } from '../../routing/declaration';
import { perAddress } from '../../routing/rateLimit';
import type { AccessDependencies } from '../access/accessDependencies';
import { cardService } from './cardService';
import { cardSerializer } from './serializers';

// The owner's access cards (Privacy tab): each opens the plan at its level to whoever holds it.

const tag = 'privacy';
const ownData = { none: "the caller's own settings" } as const;
const pdfLimit = perAddress('card-pdf', 60, 15 * 60_000, 'Too many PDFs from this address.');
const cardIdParam = { cardId: 'CARD and 4 characters' };

export function cardRoutes(deps: AccessDependencies): AnyRoute[] {
  const cards = cardService(deps);
  return [
    route({
      method: 'GET',
      path: '/privacy/cards',
      tag,
      summary: 'The access cards, oldest first',
      policy: 'owner',
      rateLimit: ownData,
      action: async ({ caller }) => ({ items: await cards.list(caller.user), nextCursor: null }),
      response: { status: 200, page: cardSerializer },
    }),
    route({
      method: 'POST',
      path: '/privacy/cards',
      tag,
      summary: 'Make an access card (basic level unless said; expires in about a year)',
      policy: 'owner',
      requires: 'verified_email',
      rateLimit: [perAddress('access-card', 30, 60 * 60_000, 'Too many new cards.')],
      body: { schema: cardCreateSchema },
      action: ({ caller, body }) => cards.create(caller.user, body),
      response: { status: 201, serializer: cardSerializer },
    }),
    route({
      method: 'PUT',
      path: '/privacy/cards/:cardId',
      tag,
      summary: 'Enable or disable a card, or change its level or expiry',
      policy: 'owner',
      requires: 'verified_email',
      rateLimit: ownData,
      params: cardIdParam,
      body: { schema: cardUpdateSchema },
      action: ({ caller, params, body }) => cards.update(caller.user, params.cardId!, body),
      response: { status: 200, serializer: cardSerializer },
    }),
    route({
      method: 'DELETE',
      path: '/privacy/cards/:cardId',
      tag,
      summary: 'Delete a card: it opens nothing from now on',
      policy: 'owner',
      rateLimit: ownData,
      params: cardIdParam,
      action: ({ caller, params }) => cards.remove(caller.user, params.cardId!),
      response: { status: 204 },
    }),
    route({
      method: 'GET',
      path: '/privacy/cards/:cardId/pdf',
      tag,
      summary: 'The card as a printable wallet-size PDF with its QR code',
      policy: 'owner',
      rateLimit: [pdfLimit],
      params: cardIdParam,
      action: ({ caller, params }) => cards.pdf(caller.user, params.cardId!),
      response: { status: 200, download: true },
    }),
  ];
}
