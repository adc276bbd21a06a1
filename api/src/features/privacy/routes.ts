import { foundItemsOf, itemsOverviewOf, privacyItemTypes } from '@legacy-planner/contracts';
import {
  applyRecommendedSettings,
  approveAccessRequest,
  changeGrantExpiry,
  findPrivacyItems,
  followDocumentSettings,
  generateAccessKey,
  getAccessKeyStatus,
  getPrivacySettings,
  listAccessGrants,
  listAccessLog,
  listAccessRequests,
  listOwnerNotices,
  listPrivacyItems,
  markNoticesRead,
  privacyItemsOverview,
  rejectAccessRequest,
  revokeAccessGrant,
  revokeAccessKey,
  savePrivacySettings,
  updateEveryPrivacyItem,
  updatePrivacyItem,
} from '@legacy-planner/contracts/endpoints/privacy';
import { route, type AnyRoute } from '../../routing/declaration';
import { privacyPreview } from '@legacy-planner/contracts/endpoints/access';
import { perAddress } from '../../routing/rateLimit';
import type { UserRecord } from '../../storage/port';
import type { AccessDependencies } from '../access/accessDependencies';
import { accessRequests } from '../access/accessRequests';
import { toLogEntry } from './accessLog';
import { cardRoutes } from './cardRoutes';
import { keyAndGrantService } from './keyAndGrantService';
import { previewOf } from './preview';
import { settingsService } from './settingsService';

// The owner's side of privacy (spec section 2's Privacy tab, decisions §2): who may see each
// item and when, the master access key, access cards (cardRoutes.ts), the requests and grants on
// their plan, the waiting period, the access log and a preview of what a level would show.
// Owner only: the demo account may look but not change anything.

const tag = 'privacy';
const ownData = { none: "the caller's own settings" } as const;

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
      endpoint: listPrivacyItems,
      tag,
      summary: 'Every item of the plan with its release settings',
      policy: 'owner',
      rateLimit: ownData,
      action: ({ caller }) => settings.items(caller.user),
    }),
    route({
      endpoint: privacyItemsOverview,
      tag,
      summary:
        "The plan's items summed up (what is released when, what the recommended settings would change, each kind's categories), and each kind's count and first items of those a search or filter picks",
      policy: 'owner',
      rateLimit: ownData,
      action: async ({ caller, query }) =>
        itemsOverviewOf(await settings.items(caller.user), query),
    }),
    route({
      endpoint: findPrivacyItems,
      tag,
      summary:
        'The items a search or filter picks, from ?offset on (at most ?limit), and how many it picks',
      policy: 'owner',
      rateLimit: ownData,
      action: async ({ caller, query }) => foundItemsOf(await settings.items(caller.user), query),
    }),
    route({
      endpoint: updatePrivacyItem,
      tag,
      summary: "Change one item's required level, visibility or release timing",
      policy: 'owner',
      rateLimit: ownData,
      params: {
        type: `One of: ${privacyItemTypes.join(', ')}`,
        id: "The item's id (a wizard's document card names its wizard record: one item)",
      },
      errors: { 409: 'A legacy message or its recording: it goes to its recipient only' },
      action: ({ caller, params, body }) =>
        settings.changeOne(caller.user, params.type!, params.id!, body),
    }),
    route({
      endpoint: updateEveryPrivacyItem,
      tag,
      summary:
        'Change the settings of every item of a type (and category), together; never a legacy message or its recording',
      policy: 'owner',
      rateLimit: ownData,
      errors: { 409: 'Legacy messages go to their recipient only' },
      action: ({ caller, body }) => settings.changeEvery(caller.user, body),
    }),
    route({
      endpoint: applyRecommendedSettings,
      tag,
      summary:
        'Use the recommended settings: every item that differs from them gets them, together (legacy messages and files that follow their document are left as they are)',
      policy: 'owner',
      rateLimit: ownData,
      action: ({ caller }) => settings.useRecommended(caller.user),
    }),
    route({
      endpoint: followDocumentSettings,
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
    }),
    route({
      endpoint: getAccessKeyStatus,
      tag,
      summary: 'Whether a master access key exists, and when it was made (never the key)',
      policy: 'owner',
      rateLimit: ownData,
      action: ({ caller }) => keysAndGrants.keyStatus(caller.user),
    }),
    route({
      endpoint: generateAccessKey,
      tag,
      summary: 'Generate (or replace) the master access key; it is answered this once',
      policy: 'owner',
      requires: 'verified_email',
      rateLimit: [perAddress('access-key', 20, 60 * 60_000, 'Too many new keys.')],
      action: ({ caller }) => keysAndGrants.generateKey(caller.user),
    }),
    route({
      endpoint: revokeAccessKey,
      tag,
      summary: 'Revoke the master access key',
      policy: 'owner',
      rateLimit: ownData,
      action: ({ caller }) => keysAndGrants.revokeKey(caller.user),
    }),
    ...cardRoutes(deps),
    route({
      endpoint: listAccessRequests,
      tag,
      summary: 'Requests for access that wait (or waited) for a decision, newest first',
      policy: 'owner',
      rateLimit: ownData,
      async action({ caller, page }) {
        const found = await store.accessRequests.listForOwner(caller.user.id, page);
        return { items: found.items.map(flow.summary), nextCursor: found.nextCursor };
      },
    }),
    ...(['approve', 'reject'] as const).map((verb) =>
      route({
        endpoint: verb === 'approve' ? approveAccessRequest : rejectAccessRequest,
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
      }),
    ),
    route({
      endpoint: listAccessGrants,
      tag,
      summary: 'Grants on the plan (active, expired, revoked), newest first',
      policy: 'owner',
      rateLimit: ownData,
      action: ({ caller, page }) => keysAndGrants.grants(caller.user, page),
    }),
    route({
      endpoint: changeGrantExpiry,
      tag,
      summary:
        'Choose when a grant ends: sooner, or later than its level gives (at most 5 years away)',
      policy: 'owner',
      requires: 'verified_email',
      rateLimit: ownData,
      params: { id: 'The grant id' },
      action: ({ caller, params, body }) =>
        keysAndGrants.setGrantExpiry(caller.user, params.id!, body.expiresAt),
    }),
    route({
      endpoint: revokeAccessGrant,
      tag,
      summary: 'Revoke a grant: its holder sees nothing from their next request on',
      policy: 'owner',
      rateLimit: ownData,
      params: { id: 'The grant id' },
      action: ({ caller, params }) => keysAndGrants.revokeGrant(caller.user, params.id!),
    }),
    route({
      endpoint: getPrivacySettings,
      tag,
      summary: 'The waiting period of full requests, and whether email is sent',
      policy: 'owner',
      rateLimit: ownData,
      action: ({ caller }) => settings.waitingPeriod(caller.user),
    }),
    route({
      endpoint: savePrivacySettings,
      tag,
      summary:
        'Set the waiting period of full requests (1 to 30 days; requests made before keep theirs)',
      policy: 'owner',
      requires: 'verified_email',
      rateLimit: ownData,
      action: ({ caller, body }) => settings.setWaitingPeriod(caller.user, body),
    }),
    route({
      endpoint: listAccessLog,
      tag,
      summary: 'The access log: every request, grant, refusal, revocation and view, newest first',
      policy: 'owner',
      rateLimit: ownData,
      async action({ caller, page }) {
        const found = await store.events.list(caller.user.id, page);
        return { items: found.items.map(toLogEntry), nextCursor: found.nextCursor };
      },
    }),
    route({
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
      endpoint: listOwnerNotices,
      tag,
      summary: 'Unread notices of requests, grants and refusals, newest first',
      policy: 'owner',
      rateLimit: ownData,
      action: ({ caller }) => store.notices.listUnread(caller.user.id),
    }),
    route({
      endpoint: markNoticesRead,
      tag,
      summary: 'Mark every notice read',
      policy: 'owner',
      rateLimit: ownData,
      async action({ caller }) {
        await store.notices.markAllRead(caller.user.id);
      },
    }),
  ];
}
