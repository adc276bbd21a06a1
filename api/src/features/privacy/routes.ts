import {
  CARD_LIFETIME_MS,
  WAITING_PERIOD_DAYS,
  bulkReleaseSchema,
  grantExpirySchema,
  cardCreateSchema,
  cardUpdateSchema,
  previewQuerySchema,
  privacyItemTypes,
  privacySettingsSchema,
  releasePatchSchema,
  securityLevelOf,
  type AccessCard,
  type AccessLogAction,
  type AccessLogEntry,
  type PreviewQuery,
  type PrivacyItem,
  type PrivacyItemType,
  type ReleasePatch,
  type ReleaseSettings,
  sameReleaseSettings,
} from '@legacy-planner/contracts';
import { HttpError } from '../../http/errors';
import { validateBody } from '../../http/validate';
import { legacyRoute as route, type AnyRoute, type Download } from '../../routing/declaration';
import { perAddress } from '../../routing/rateLimit';
import {
  DuplicateCardIdError,
  type AccessEvent,
  type StoredCard,
  type UnitOfWork,
  type UserRecord,
} from '../../storage/port';
import type { AccessDependencies } from '../access/accessDependencies';
import { accessRequests } from '../access/accessRequests';
import { toAccessGrant } from '../access/grants';
import { findItem, planItems, type PlanItem } from '../access/planItems';
import { hashAccessKey, newAccessKey, newCardCode, newCardId } from '../access/secrets';
import { viewerPlanSerializer } from '../access/serializers';
import { renderCardPdf } from './cardPdf';
import { previewOf } from './preview';
import {
  accessKeyStatusSerializer,
  bulkResultSerializer,
  cardSerializer,
  generatedKeySerializer,
  grantSerializer,
  logEntrySerializer,
  noticeSerializer,
  privacyItemSerializer,
  requestSummarySerializer,
  settingsSerializer,
} from './serializers';

// The owner's side of privacy (spec section 2's Privacy tab, decisions §2): who may see each
// item and when, the master access key, access cards, the requests and grants on their plan,
// the waiting period, the access log and a preview of what a level would show. Owner only:
// the demo account may look but not change anything.

const tag = 'privacy';
const ownData = { none: "the caller's own settings" } as const;
const pdfLimit = perAddress('card-pdf', 60, 15 * 60_000, 'Too many PDFs from this address.');

const toPrivacyItem = (item: PlanItem): PrivacyItem => ({
  type: item.type,
  id: item.id,
  title: item.title,
  category: item.category,
  ...item.settings,
  securityLevel: securityLevelOf(item.settings.requiredAccessLevel),
  follows: item.follows,
  setApart:
    item.type === 'file' && !item.recipientOnly && !item.follows && item.record.documentId !== null,
  recipientOnly: item.recipientOnly,
  recommended: item.recommended,
});

/** The settings with the fields the patch gives changed. */
const patched = (settings: ReleaseSettings, patch: ReleasePatch): ReleaseSettings => ({
  requiredAccessLevel: patch.requiredAccessLevel ?? settings.requiredAccessLevel,
  isVisible: patch.isVisible ?? settings.isVisible,
  releaseTiming: patch.releaseTiming ?? settings.releaseTiming,
});

const recipientOnlyRefusal = () =>
  new HttpError(
    409,
    'recipient_only',
    'A legacy message goes to its recipient only; no grant opens it.',
  );

const list = <T>(items: T[]) => ({ items, nextCursor: null });

export function privacyRoutes(deps: AccessDependencies): AnyRoute[] {
  const { store, sealer, config, clock } = deps;
  const items = planItems(store, sealer);
  const flow = accessRequests(deps);

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

  async function ownCard(owner: UserRecord, cardId: string) {
    const card = await store.cards.get(cardId.toUpperCase());
    return card && card.ownerId === owner.id ? card : null;
  }

  /**
   * Writes one item's settings where that kind of item keeps them (a file's become its own: it
   * no longer follows its document); answers the item as it now is.
   */
  async function writeSettings(
    tx: UnitOfWork,
    owner: UserRecord,
    item: PlanItem,
    settings: ReleaseSettings,
  ): Promise<PlanItem> {
    if (item.recipientOnly) throw recipientOnlyRefusal();
    if (item.type === 'document') await tx.documents.setRelease(owner.id, item.id, settings);
    else if (item.type === 'wish') await tx.wishes.setRelease(owner.id, item.id, settings);
    else if (item.type === 'contact') await tx.contacts.setRelease(owner.id, item.id, settings);
    else await tx.itemReleases.set(owner.id, item.type, item.id, settings);
    return { ...item, settings, follows: null };
  }

  const logEvent = (
    ownerId: string,
    action: AccessLogAction,
    subject: AccessEvent['subject'],
    detail: string,
  ) => store.events.append({ ownerId, actor: { kind: 'owner' }, action, subject, detail });

  const toLogEntry = (event: AccessEvent): AccessLogEntry => ({
    id: event.id,
    action: event.action,
    actor:
      event.actor.kind === 'owner'
        ? { kind: 'owner', name: null, email: null }
        : {
            kind: event.actor.kind,
            name: event.actor.name,
            email: 'email' in event.actor ? event.actor.email : null,
          },
    subject: event.subject,
    detail: event.detail,
    at: event.at,
    count: event.count,
  });

  async function ownRequest(owner: UserRecord, id: string) {
    const request = await store.accessRequests.get(id);
    return request && request.ownerId === owner.id ? request : null;
  }

  return [
    route({
      method: 'GET',
      path: '/privacy/items',
      tag,
      summary: 'Every item of the plan with its release settings',
      policy: 'owner',
      rateLimit: ownData,
      action: async ({ caller }) => list((await items.list(caller.user.id)).map(toPrivacyItem)),
      response: { status: 200, page: privacyItemSerializer },
    }),
    route({
      method: 'PUT',
      path: '/privacy/items/:type/:id',
      tag,
      summary: "Change one item's required level, visibility or release timing",
      policy: 'owner',
      rateLimit: ownData,
      params: {
        type: `One of: ${privacyItemTypes.join(', ')}`,
        id: "The item's id (a wizard's document card names its wizard record: one item)",
      },
      body: { schema: releasePatchSchema },
      errors: { 409: 'A legacy message or its recording: it goes to its recipient only' },
      async action({ caller, params, body }) {
        const item = findItem(await items.list(caller.user.id), params.type!, params.id!);
        if (!item) throw new HttpError(404, 'not_found', 'No such item.');
        const changed = await store.unitOfWork((tx) =>
          writeSettings(tx, caller.user, item, patched(item.settings, body)),
        );
        return toPrivacyItem(changed);
      },
      response: { status: 200, serializer: privacyItemSerializer },
    }),
    route({
      method: 'PUT',
      path: '/privacy/items',
      tag,
      summary:
        'Change the settings of every item of a type (and category), together; never a legacy message or its recording',
      policy: 'owner',
      rateLimit: ownData,
      body: { schema: bulkReleaseSchema },
      errors: { 409: 'Legacy messages go to their recipient only' },
      async action({ caller, body }) {
        const type = body.type as PrivacyItemType;
        if (type === 'message') throw recipientOnlyRefusal();
        const matching = (await items.list(caller.user.id)).filter(
          (item) =>
            item.type === type &&
            !item.recipientOnly &&
            (!body.category || item.category === body.category),
        );
        await store.unitOfWork(async (tx) => {
          for (const item of matching) {
            await writeSettings(tx, caller.user, item, patched(item.settings, body.settings));
          }
        });
        return { changed: matching.length };
      },
      response: { status: 200, serializer: bulkResultSerializer },
    }),
    route({
      method: 'POST',
      path: '/privacy/items/recommended',
      tag,
      summary:
        'Use the recommended settings: every item that differs from them gets them, together (legacy messages and files that follow their document are left as they are)',
      policy: 'owner',
      rateLimit: ownData,
      async action({ caller }) {
        const differing = (await items.list(caller.user.id)).filter(
          (item) =>
            !item.recipientOnly &&
            !item.follows &&
            !sameReleaseSettings(item.settings, item.recommended),
        );
        await store.unitOfWork(async (tx) => {
          for (const item of differing) {
            await writeSettings(tx, caller.user, item, item.recommended);
          }
        });
        return { changed: differing.length };
      },
      response: { status: 200, serializer: bulkResultSerializer },
    }),
    route({
      method: 'DELETE',
      path: '/privacy/items/file/:id/settings',
      tag,
      summary:
        "Forget a file's own settings: it follows its document's (or the document's wizard record's) again",
      policy: 'owner',
      rateLimit: ownData,
      params: { id: 'The file id' },
      errors: {
        409: 'A file in no document (nothing to follow), or a legacy message’s recording',
      },
      async action({ caller, params }) {
        const listed = await items.list(caller.user.id);
        const file = findItem(listed, 'file', params.id!);
        if (!file || file.type !== 'file') throw new HttpError(404, 'not_found', 'No such file.');
        if (file.recipientOnly) throw recipientOnlyRefusal();
        const { documentId } = file.record;
        if (!documentId || !findItem(listed, 'document', documentId)) {
          throw new HttpError(
            409,
            'not_in_a_document',
            'This file is in no document, so it keeps settings of its own.',
          );
        }
        await store.itemReleases.remove(caller.user.id, 'file', file.id);
        return toPrivacyItem(findItem(await items.list(caller.user.id), 'file', file.id)!);
      },
      response: { status: 200, serializer: privacyItemSerializer },
    }),
    route({
      method: 'GET',
      path: '/privacy/access-key',
      tag,
      summary: 'Whether a master access key exists, and when it was made (never the key)',
      policy: 'owner',
      rateLimit: ownData,
      async action({ caller }) {
        const key = await store.accessKeys.get(caller.user.id);
        return { exists: Boolean(key), createdAt: key?.createdAt ?? null };
      },
      response: { status: 200, serializer: accessKeyStatusSerializer },
    }),
    route({
      method: 'POST',
      path: '/privacy/access-key',
      tag,
      summary: 'Generate (or replace) the master access key; it is answered this once',
      policy: 'owner',
      requires: 'verified_email',
      rateLimit: [perAddress('access-key', 20, 60 * 60_000, 'Too many new keys.')],
      async action({ caller }) {
        const accessKey = newAccessKey();
        const keyHash = await hashAccessKey(accessKey);
        const stored = await store.unitOfWork(async (tx) => {
          const kept = await tx.accessKeys.put(caller.user.id, keyHash);
          await tx.events.append({
            ownerId: caller.user.id,
            actor: { kind: 'owner' },
            action: 'key.generated',
            subject: null,
            detail: 'A new master access key; any earlier key no longer works',
          });
          return kept;
        });
        return { accessKey, createdAt: stored.createdAt };
      },
      response: { status: 201, serializer: generatedKeySerializer },
    }),
    route({
      method: 'DELETE',
      path: '/privacy/access-key',
      tag,
      summary: 'Revoke the master access key',
      policy: 'owner',
      rateLimit: ownData,
      async action({ caller }) {
        if (!(await store.accessKeys.remove(caller.user.id))) {
          throw new HttpError(404, 'not_found', 'There is no access key.');
        }
        await logEvent(caller.user.id, 'key.revoked', null, 'The master access key was revoked');
      },
      response: { status: 204 },
    }),
    route({
      method: 'GET',
      path: '/privacy/cards',
      tag,
      summary: 'The access cards, oldest first',
      policy: 'owner',
      rateLimit: ownData,
      action: async ({ caller }) =>
        list((await store.cards.listForOwner(caller.user.id)).map(toCard)),
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
      async action({ caller, body }) {
        const createdAt = clock();
        const code = newCardCode();
        // A 4-character id can be taken: draw again (36^4 ids; a few tries at most).
        for (let attempt = 0; attempt < 10; attempt += 1) {
          const cardId = newCardId();
          try {
            const card = await store.cards.create({
              cardId,
              ownerId: caller.user.id,
              sealedCode: sealer.seal(code, `card:${cardId}`),
              isEnabled: true,
              accessLevel: body.accessLevel,
              expirationDate:
                body.expirationDate ??
                new Date(createdAt.getTime() + CARD_LIFETIME_MS).toISOString(),
              createdAt: createdAt.toISOString(),
            });
            await logEvent(
              caller.user.id,
              'card.created',
              { type: 'card', id: cardId },
              `${card.accessLevel} access card ${cardId}`,
            );
            return toCard(card);
          } catch (error) {
            if (!(error instanceof DuplicateCardIdError)) throw error;
          }
        }
        throw new HttpError(503, 'try_again', 'Could not make a card just now. Please try again.');
      },
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
      params: { cardId: 'CARD and 4 characters' },
      body: { schema: cardUpdateSchema },
      async action({ caller, params, body }) {
        const card = await ownCard(caller.user, params.cardId!);
        const changed = card ? await store.cards.update(caller.user.id, card.cardId, body) : null;
        if (!changed) throw new HttpError(404, 'not_found', 'No such card.');
        await logEvent(
          caller.user.id,
          'card.updated',
          { type: 'card', id: changed.cardId },
          `${changed.accessLevel} access card ${changed.cardId}, ${changed.isEnabled ? 'enabled' : 'disabled'}`,
        );
        return toCard(changed);
      },
      response: { status: 200, serializer: cardSerializer },
    }),
    route({
      method: 'DELETE',
      path: '/privacy/cards/:cardId',
      tag,
      summary: 'Delete a card: it opens nothing from now on',
      policy: 'owner',
      rateLimit: ownData,
      params: { cardId: 'CARD and 4 characters' },
      async action({ caller, params }) {
        const card = await ownCard(caller.user, params.cardId!);
        if (!card || !(await store.cards.remove(caller.user.id, card.cardId))) {
          throw new HttpError(404, 'not_found', 'No such card.');
        }
        await logEvent(
          caller.user.id,
          'card.deleted',
          { type: 'card', id: card.cardId },
          `Card ${card.cardId} deleted`,
        );
      },
      response: { status: 204 },
    }),
    route({
      method: 'GET',
      path: '/privacy/cards/:cardId/pdf',
      tag,
      summary: 'The card as a printable wallet-size PDF with its QR code',
      policy: 'owner',
      rateLimit: [pdfLimit],
      params: { cardId: 'CARD and 4 characters' },
      async action({ caller, params }): Promise<Download> {
        const card = await ownCard(caller.user, params.cardId!);
        if (!card) throw new HttpError(404, 'not_found', 'No such card.');
        const shown = toCard(card);
        const bytes = await renderCardPdf({ ownerName: caller.user.name, ...shown });
        return { bytes, type: 'application/pdf', name: `access-card-${card.cardId}.pdf` };
      },
      response: { status: 200, download: true },
    }),
    route({
      method: 'GET',
      path: '/privacy/requests',
      tag,
      summary: 'Requests for access that wait (or waited) for a decision, newest first',
      policy: 'owner',
      rateLimit: ownData,
      paged: true,
      async action({ caller, page }) {
        const found = await store.accessRequests.listForOwner(caller.user.id, page);
        return { items: found.items.map(flow.summary), nextCursor: found.nextCursor };
      },
      response: { status: 200, page: requestSummarySerializer },
    }),
    ...(['approve', 'reject'] as const).map((verb) =>
      route({
        method: 'POST',
        path: `/privacy/requests/:id/${verb}`,
        tag,
        summary: verb === 'approve' ? 'Grant a waiting request now' : 'Refuse a waiting request',
        policy: 'owner',
        // Approving lets someone in; rejecting never needs a proven email.
        ...(verb === 'approve' ? { requires: 'verified_email' as const } : {}),
        rateLimit: ownData,
        params: { id: 'The request id' },
        load: ({ caller, params }) => ownRequest(caller.user, params.id!),
        notFound: 'No such request.',
        errors: {
          409:
            verb === 'approve'
              ? 'Already decided, or its waiting period is over'
              : 'Already decided, or its grant was claimed (revoke the grant instead)',
        },
        action: ({ loaded }) =>
          flow.decide(loaded, verb === 'approve' ? 'approved' : 'rejected', { kind: 'owner' }),
        response: { status: 200, serializer: requestSummarySerializer },
      }),
    ),
    route({
      method: 'GET',
      path: '/privacy/grants',
      tag,
      summary: 'Grants on the plan (active, expired, revoked), newest first',
      policy: 'owner',
      rateLimit: ownData,
      paged: true,
      async action({ caller, page }) {
        const found = await store.grants.listForOwner(caller.user.id, page);
        const now = clock();
        return {
          items: found.items.map((grant) => toAccessGrant(grant, now)),
          nextCursor: found.nextCursor,
        };
      },
      response: { status: 200, page: grantSerializer },
    }),
    route({
      method: 'PUT',
      path: '/privacy/grants/:id',
      tag,
      summary:
        'Choose when a grant ends: sooner, or later than its level gives (at most 5 years away)',
      policy: 'owner',
      requires: 'verified_email',
      rateLimit: ownData,
      params: { id: 'The grant id' },
      body: { schema: grantExpirySchema },
      async action({ caller, params, body }) {
        const changed = await store.unitOfWork(async (tx) => {
          const grant = await tx.grants.setExpiry(caller.user.id, params.id!, body.expiresAt);
          if (!grant) return null;
          await tx.events.append({
            ownerId: caller.user.id,
            actor: { kind: 'owner' },
            action: 'grant.changed',
            subject: { type: 'grant', id: grant.id },
            detail: `${grant.level} access of ${grant.viewerName} now ends ${grant.expiresAt.slice(0, 10)}`,
          });
          return grant;
        });
        if (!changed) throw new HttpError(404, 'not_found', 'No such active grant.');
        return toAccessGrant(changed, clock());
      },
      response: { status: 200, serializer: grantSerializer },
    }),
    route({
      method: 'DELETE',
      path: '/privacy/grants/:id',
      tag,
      summary: 'Revoke a grant: its holder sees nothing from their next request on',
      policy: 'owner',
      rateLimit: ownData,
      params: { id: 'The grant id' },
      async action({ caller, params }) {
        const revoked = await store.unitOfWork(async (tx) => {
          const grant = await tx.grants.get(params.id!);
          if (!grant || !(await tx.grants.revoke(caller.user.id, params.id!))) return false;
          await tx.events.append({
            ownerId: caller.user.id,
            actor: { kind: 'owner' },
            action: 'grant.revoked',
            subject: { type: 'grant', id: grant.id },
            detail: `${grant.level} access of ${grant.viewerName} (${grant.viewerEmail})`,
          });
          return true;
        });
        if (!revoked) throw new HttpError(404, 'not_found', 'No such active grant.');
      },
      response: { status: 204 },
    }),
    route({
      method: 'GET',
      path: '/privacy/settings',
      tag,
      summary: 'The waiting period of full requests, and whether email is sent',
      policy: 'owner',
      rateLimit: ownData,
      async action({ caller }) {
        const saved = await store.privacySettings.get(caller.user.id);
        return {
          waitingPeriodDays: saved?.waitingPeriodDays ?? WAITING_PERIOD_DAYS.default,
          emailEnabled: Boolean(deps.mail),
        };
      },
      response: { status: 200, serializer: settingsSerializer },
    }),
    route({
      method: 'PUT',
      path: '/privacy/settings',
      tag,
      summary:
        'Set the waiting period of full requests (1 to 30 days; requests made before keep theirs)',
      policy: 'owner',
      requires: 'verified_email',
      rateLimit: ownData,
      body: { schema: privacySettingsSchema },
      async action({ caller, body }) {
        await store.privacySettings.put(caller.user.id, body);
        return { ...body, emailEnabled: Boolean(deps.mail) };
      },
      response: { status: 200, serializer: settingsSerializer },
    }),
    route({
      method: 'GET',
      path: '/privacy/log',
      tag,
      summary: 'The access log: every request, grant, refusal, revocation and view, newest first',
      policy: 'owner',
      rateLimit: ownData,
      paged: true,
      async action({ caller, page }) {
        const found = await store.events.list(caller.user.id, page);
        return { items: found.items.map(toLogEntry), nextCursor: found.nextCursor };
      },
      response: { status: 200, page: logEntrySerializer },
    }),
    route({
      method: 'GET',
      path: '/privacy/preview',
      tag,
      summary:
        'What a grant of a level shows, in the situation such a grant stands for: the function behind a viewer’s plan',
      policy: 'owner',
      rateLimit: ownData,
      async action({ ctx, caller }) {
        const query = await validateBody<PreviewQuery>(previewQuerySchema, { ...ctx.query });
        return previewOf(caller.user, await items.list(caller.user.id), query.level);
      },
      response: { status: 200, serializer: viewerPlanSerializer },
    }),
    route({
      method: 'GET',
      path: '/privacy/notices',
      tag,
      summary: 'Unread notices of requests, grants and refusals, newest first',
      policy: 'owner',
      rateLimit: ownData,
      action: async ({ caller }) => list(await store.notices.listUnread(caller.user.id)),
      response: { status: 200, page: noticeSerializer },
    }),
    route({
      method: 'POST',
      path: '/privacy/notices/read',
      tag,
      summary: 'Mark every notice read',
      policy: 'owner',
      rateLimit: ownData,
      async action({ caller }) {
        await store.notices.markAllRead(caller.user.id);
      },
      response: { status: 204 },
    }),
  ];
}
