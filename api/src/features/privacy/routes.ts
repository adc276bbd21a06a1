import {
  bulkReleaseSchema,
  grantExpirySchema,
  privacyItemTypes,
  privacySettingsSchema,
  releasePatchSchema,
} from '@legacy-planner/contracts';
import { privacyPreview } from '@legacy-planner/contracts/endpoints/access';
import { legacyRoute as route, type AnyRoute } from '../../routing/declaration';
import { route as endpointRoute } from '../../routing/declaration';
import { perAddress } from '../../routing/rateLimit';
import type { UserRecord } from '../../storage/port';
import type { AccessDependencies } from '../access/accessDependencies';
import { accessRequests } from '../access/accessRequests';
import { toLogEntry } from './accessLog';
import { cardRoutes } from './cardRoutes';
import { keyAndGrantService } from './keyAndGrantService';
import { previewOf } from './preview';
import { settingsService } from './settingsService';
import {
  accessKeyStatusSerializer,
  bulkResultSerializer,
  generatedKeySerializer,
  grantSerializer,
  logEntrySerializer,
  noticeSerializer,
  privacyItemSerializer,
  requestSummarySerializer,
  settingsSerializer,
} from './serializers';

// The owner's side of privacy (spec section 2's Privacy tab, decisions §2): who may see each
// item and when, the master access key, access cards (cardRoutes.ts), the requests and grants on
// their plan, the waiting period, the access log and a preview of what a level would show.
// Owner only: the demo account may look but not change anything.

const tag = 'privacy';
const ownData = { none: "the caller's own settings" } as const;

const list = <T>(items: T[]) => ({ items, nextCursor: null });

export function privacyRoutes(deps: AccessDependencies): AnyRoute[] {
  const { store } = deps;
  const settings = settingsService(deps);
  const keysAndGrants = keyAndGrantService(deps);
  const flow = accessRequests(deps);

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
      action: async ({ caller }) => list(await settings.items(caller.user)),
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
      action: ({ caller, params, body }) =>
        settings.changeOne(caller.user, params.type!, params.id!, body),
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
      action: ({ caller, body }) => settings.changeEvery(caller.user, body),
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
      action: ({ caller }) => settings.useRecommended(caller.user),
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
      action: ({ caller, params }) => settings.followDocument(caller.user, params.id!),
      response: { status: 200, serializer: privacyItemSerializer },
    }),
    route({
      method: 'GET',
      path: '/privacy/access-key',
      tag,
      summary: 'Whether a master access key exists, and when it was made (never the key)',
      policy: 'owner',
      rateLimit: ownData,
      action: ({ caller }) => keysAndGrants.keyStatus(caller.user),
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
      action: ({ caller }) => keysAndGrants.generateKey(caller.user),
      response: { status: 201, serializer: generatedKeySerializer },
    }),
    route({
      method: 'DELETE',
      path: '/privacy/access-key',
      tag,
      summary: 'Revoke the master access key',
      policy: 'owner',
      rateLimit: ownData,
      action: ({ caller }) => keysAndGrants.revokeKey(caller.user),
      response: { status: 204 },
    }),
    ...cardRoutes(deps),
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
      action: ({ caller, page }) => keysAndGrants.grants(caller.user, page),
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
      action: ({ caller, params, body }) =>
        keysAndGrants.setGrantExpiry(caller.user, params.id!, body.expiresAt),
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
      action: ({ caller, params }) => keysAndGrants.revokeGrant(caller.user, params.id!),
      response: { status: 204 },
    }),
    route({
      method: 'GET',
      path: '/privacy/settings',
      tag,
      summary: 'The waiting period of full requests, and whether email is sent',
      policy: 'owner',
      rateLimit: ownData,
      action: ({ caller }) => settings.waitingPeriod(caller.user),
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
      action: ({ caller, body }) => settings.setWaitingPeriod(caller.user, body),
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
    endpointRoute({
      endpoint: privacyPreview,
      tag,
      summary:
        'What a grant of a level shows, in the situation such a grant stands for: the function behind a viewer’s plan',
      policy: 'owner',
      rateLimit: ownData,
      async action({ caller, query }) {
        return previewOf(caller.user, await settings.planItems(caller.user), query.level);
      },
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
