import {
  DAY_IN_MS,
  MESSAGE_LINK_DAYS,
  MESSAGE_TEXTS,
  canReach,
  type ExecutorMessage,
  type OpenedMessage,
  type OwnerMessageStatus,
} from '@legacy-planner/contracts';
import {
  confirmMessageMilestone,
  executorMessages,
  openMessage,
  openMessageRecording,
  ownerMessages,
  resendMessage,
  sendTestDelivery,
} from '@legacy-planner/contracts/endpoints/messages';
import { HttpError } from '../../http/errors';
import { route, type AnyRoute } from '../../routing/declaration';
import { perAddress, perUser } from '../../routing/rateLimit';
import type { BlobStore } from '../../storage/blobs/blobStore';
import type { GrantRecord, MessageDeliveryRecord } from '../../storage/port';
import type { AccessDependencies } from '../access/accessDependencies';
import type { LegacyMessage } from '../access/planItems';
import { sha256 } from '../access/secrets';
import { messageDelivery } from './deliver';
import { isDeliveryDue } from './due';
import { released } from './released';
import { requireFullGrant, viewerActor } from '../access/grantHolder';

// Legacy messages delivered to their recipients (issue 27). The owner sees each message's
// delivery and can send themself a test; the executor (a full grant's holder) sees who each
// message is for and how it stands, never its text or recording, confirms a life milestone
// (which delivers it) and sends a delivered message's link again; the recipient's link opens
// that one message with no account, for MESSAGE_LINK_DAYS from its first use.

const tag = 'messages';
const MINUTES_15 = 15 * 60_000;

/** One answer for an unknown, replaced or expired link, and for a message no longer kept. */
const linkUnusable = () => new HttpError(404, 'link_unusable', MESSAGE_TEXTS.linkUnusable);
const noSuchMessage = () => new HttpError(404, 'not_found', 'No such message.');

const linkLimit = perAddress(
  'message-link',
  30,
  MINUTES_15,
  'Too many message links opened from this address.',
);
const recordingLimit = perAddress(
  'message-recording',
  60,
  MINUTES_15,
  'Too many recordings played from this address.',
);
const executorLimit = perAddress(
  'message-executor',
  30,
  MINUTES_15,
  'Too many message deliveries asked from this address.',
);

export function messageRoutes(deps: AccessDependencies, blobs: BlobStore): AnyRoute[] {
  const { store, clock } = deps;
  const delivery = messageDelivery(deps);

  const stateOf = (row: MessageDeliveryRecord | undefined) => ({
    state: row?.state ?? 'waiting',
    deliveredAt: row?.deliveredAt ?? null,
  });

  async function executorView(
    ownerId: string,
    message: LegacyMessage,
    row: MessageDeliveryRecord | undefined,
  ): Promise<ExecutorMessage> {
    const recipient = await delivery.recipientOf(store, ownerId, message);
    return {
      id: message.id,
      recipientName: recipient.name,
      relationship: message.relationship,
      messageType: message.messageType,
      deliveryTiming: message.deliveryTiming,
      specificDate: message.specificDate,
      milestoneDetails: message.milestoneDetails,
      reachable: canReach(recipient),
      ...stateOf(row),
    };
  }

  /** The executor: an active full grant (the viewer policy has checked it is active). */
  const executorOnly = (grant: GrantRecord) =>
    requireFullGrant(grant, 'Only a person with full access handles the legacy messages.');

  async function messageOfGrant(grant: GrantRecord, id: string) {
    executorOnly(grant);
    const owner = await store.users.findById(grant.ownerId);
    const message = owner && (await delivery.messagesOf(store, owner.id)).find((m) => m.id === id);
    if (!owner || !message) throw noSuchMessage();
    return { owner, message };
  }

  /**
   * A full grant can stand while the owner lives (they can approve a full request): the
   * executor sends a message only once the after-passing release has happened.
   */
  async function releasedOnly(ownerId: string) {
    if (!(await released(store, ownerId, clock()))) {
      throw new HttpError(409, 'not_released', MESSAGE_TEXTS.notReleased);
    }
  }

  /**
   * What a link's token opens: its delivery (or the owner's test), when the link still works,
   * and the message it is for, still kept in the record.
   */
  async function linked(token: string) {
    const hash = sha256(token);
    const row = await store.messageDeliveries.findByTokenHash(hash);
    if (!row) throw linkUnusable();
    const now = clock().getTime();
    const test = row.testTokenHash === hash;
    const expiresAt = test ? row.testExpiresAt : row.linkExpiresAt;
    if (expiresAt && Date.parse(expiresAt) <= now) throw linkUnusable();
    if (!test && row.state === 'waiting') throw linkUnusable();
    const owner = await store.users.findById(row.ownerId);
    const message =
      owner && (await delivery.messagesOf(store, owner.id)).find((m) => m.id === row.messageId);
    if (!owner || !message) throw linkUnusable();
    return { row, owner, message, test };
  }

  /**
   * The recipient used their link: the message is opened (on its first use, which starts its
   * MESSAGE_LINK_DAYS) and the opening is in the owner's access log. The page logs each of its
   * openings; the recording logs only a first use, because the page's own player fetches it
   * (several times) within an opening the page has logged.
   */
  async function recordOpening(
    row: MessageDeliveryRecord,
    ownerId: string,
    from: 'page' | 'recording',
  ): Promise<MessageDeliveryRecord> {
    const now = clock();
    const opened = await store.unitOfWork(async (tx) => {
      const marked = await tx.messageDeliveries.markOpened(
        ownerId,
        row.messageId,
        now.toISOString(),
        new Date(now.getTime() + MESSAGE_LINK_DAYS * DAY_IN_MS).toISOString(),
      );
      if (marked && (from === 'page' || !row.firstOpenedAt)) {
        await tx.events.append({
          ownerId,
          actor: { kind: 'requester', name: row.recipientName, email: row.recipientEmail },
          action: 'message.opened',
          subject: { type: 'message', id: row.messageId },
          detail: `Message for ${row.recipientName || 'their recipient'}`,
        });
      }
      return marked;
    });
    if (!opened) throw linkUnusable();
    return opened;
  }

  return [
    route({
      endpoint: ownerMessages,
      tag,
      summary:
        'Each legacy message of the final wishes with its delivery: waiting, delivered or opened',
      // The final wishes' wizard shows it beside each message, to the plan's helpers too.
      policy: 'owner_or_helper',
      helpers: 'viewer-helper',
      rateLimit: { none: "the plan's own messages" },
      async action({ caller }) {
        const ownerId = caller.owner.id;
        const now = clock();
        const [messages, rows, planReleased] = await Promise.all([
          delivery.messagesOf(store, ownerId),
          store.messageDeliveries.listForOwner(ownerId),
          released(store, ownerId, now),
        ]);
        const byId = new Map(rows.map((row) => [row.messageId, row]));
        const statuses = await Promise.all(
          messages.map(async (message): Promise<OwnerMessageStatus> => {
            const row = byId.get(message.id);
            const recipient = await delivery.recipientOf(store, ownerId, message);
            const reachable = canReach(recipient);
            const state = stateOf(row);
            // The release delivers what is due at once; what it could not send stays waiting.
            const unsent =
              state.state === 'waiting' && isDeliveryDue(message, { released: planReleased, now });
            return {
              id: message.id,
              recipientName: recipient.name,
              reachable,
              ...state,
              firstOpenedAt: row?.firstOpenedAt ?? null,
              notSent: !unsent ? null : !reachable ? 'no_email' : !deps.mail ? 'mail_off' : null,
            };
          }),
        );
        return { messages: statuses };
      },
    }),
    route({
      endpoint: sendTestDelivery,
      tag,
      summary:
        'Mail the owner the message’s link as its recipient would get it (a test link: the message’s state does not change)',
      policy: 'owner',
      rateLimit: [perUser('message-test', 10, 60 * 60_000, 'Too many test deliveries.')],
      params: { id: 'The message’s id in the final-wishes record' },
      errors: {
        404: 'No such message is saved',
        409: 'Email is not configured on this server',
      },
      async action({ caller, params }) {
        const owner = caller.user;
        const message = (await delivery.messagesOf(store, owner.id)).find(
          (candidate) => candidate.id === params.id,
        );
        if (!message) throw new HttpError(404, 'not_found', MESSAGE_TEXTS.notSavedYet);
        if (!deps.mail) {
          throw new HttpError(409, 'mail_off', 'Email is not set up on this server.');
        }
        await store.unitOfWork((tx) => delivery.sendTest(tx, owner, message));
        deps.mail.kick();
      },
    }),
    route({
      endpoint: openMessage,
      tag,
      summary:
        'Open a legacy message with the link its recipient was mailed (no account): its text, or what its recording is',
      policy: 'public',
      rateLimit: [linkLimit],
      errors: { 404: 'Unknown, replaced or expired link (one answer for every cause)' },
      async action({ query }): Promise<OpenedMessage> {
        const { row, owner, message, test } = await linked(query.token);
        const linkExpiresAt = test
          ? row.testExpiresAt
          : (await recordOpening(row, owner.id, 'page')).linkExpiresAt;
        const recording = message.messageType !== 'text' ? message.file : null;
        return {
          ownerName: owner.name,
          recipientName: test
            ? (await delivery.recipientOf(store, owner.id, message)).name
            : row.recipientName,
          messageType: message.messageType,
          content: recording ? '' : message.content,
          recording: recording
            ? { name: recording.name, type: recording.type, size: recording.size }
            : null,
          test,
          linkExpiresAt: linkExpiresAt!,
        };
      },
    }),
    route({
      endpoint: openMessageRecording,
      tag,
      summary: 'Stream the recording of an audio or video legacy message, with its link',
      policy: 'public',
      rateLimit: [recordingLimit],
      errors: { 404: 'Unknown, replaced or expired link, or a message without a recording' },
      async action({ query }) {
        const { row, owner, message, test } = await linked(query.token);
        const file = message.messageType !== 'text' ? message.file : null;
        const stored = file ? await store.files.get(owner.id, file.id) : null;
        const bytes = stored ? await blobs.get(stored.blobId) : null;
        if (!stored || !bytes) throw linkUnusable();
        if (!test) await recordOpening(row, owner.id, 'recording');
        return { bytes, type: stored.type, name: stored.name };
      },
    }),
    route({
      endpoint: executorMessages,
      tag,
      summary:
        'The legacy messages, for the executor (full access): whom each is for and how it stands, never its text or recording',
      policy: 'viewer',
      rateLimit: [executorLimit],
      errors: { 403: 'Below full access' },
      async action({ caller }) {
        const { grant } = caller;
        executorOnly(grant);
        const [messages, rows] = await Promise.all([
          delivery.messagesOf(store, grant.ownerId),
          store.messageDeliveries.listForOwner(grant.ownerId),
        ]);
        const byId = new Map(rows.map((row) => [row.messageId, row]));
        return {
          messages: await Promise.all(
            messages.map((message) => executorView(grant.ownerId, message, byId.get(message.id))),
          ),
          released: await released(store, grant.ownerId, clock()),
        };
      },
    }),
    route({
      endpoint: confirmMessageMilestone,
      tag,
      summary:
        'The executor confirms that a life-milestone message’s milestone has come: it is delivered (once)',
      policy: 'viewer',
      viewerActs: 'the executor confirms a milestone, which delivers the message',
      rateLimit: [executorLimit],
      params: { id: 'The message’s id' },
      errors: {
        403: 'Below full access',
        404: 'No such message',
        409: 'Before the after-passing release, not a life-milestone message, or no email to deliver it to',
      },
      async action({ caller, params }) {
        const { grant } = caller;
        const { owner, message } = await messageOfGrant(grant, params.id!);
        await releasedOnly(owner.id);
        if (message.deliveryTiming !== 'life_milestone') {
          throw new HttpError(
            409,
            'not_a_milestone',
            'This message is not delivered at a milestone.',
          );
        }
        const outcome = await store.unitOfWork(async (tx) => {
          const delivered = await delivery.deliverOne(tx, owner, message, viewerActor(grant));
          if (delivered === 'delivered') {
            await tx.events.append({
              ownerId: owner.id,
              actor: viewerActor(grant),
              action: 'message.milestone_confirmed',
              subject: { type: 'message', id: message.id },
              detail: message.milestoneDetails || null,
            });
          }
          return delivered;
        });
        if (outcome === 'unreachable') {
          throw new HttpError(409, 'unreachable', MESSAGE_TEXTS.unreachable);
        }
        if (outcome === 'mail_off') {
          throw new HttpError(409, 'mail_off', 'Email is not set up on this server.');
        }
        deps.mail?.kick();
        const row = await store.messageDeliveries.get(owner.id, message.id);
        return executorView(owner.id, message, row ?? undefined);
      },
    }),
    route({
      endpoint: resendMessage,
      tag,
      summary:
        'The executor sends a delivered message’s link again, to the address it was delivered to (a new link; the old one stops working)',
      policy: 'viewer',
      viewerActs: 'the executor sends a delivered message’s link again',
      rateLimit: [executorLimit],
      params: { id: 'The message’s id' },
      errors: {
        403: 'Below full access',
        404: 'No such message',
        409: 'Before the after-passing release, not delivered yet, or email is not configured',
      },
      async action({ caller, params }) {
        const { grant } = caller;
        const { owner, message } = await messageOfGrant(grant, params.id!);
        await releasedOnly(owner.id);
        if (!deps.mail) throw new HttpError(409, 'mail_off', 'Email is not set up on this server.');
        const row = await store.messageDeliveries.get(owner.id, message.id);
        const resent =
          row &&
          row.state !== 'waiting' &&
          (await store.unitOfWork((tx) => delivery.resend(tx, owner, row, viewerActor(grant))));
        if (!resent) {
          throw new HttpError(409, 'not_delivered', 'This message has not been delivered yet.');
        }
        deps.mail?.kick();
        return executorView(owner.id, message, resent);
      },
    }),
  ];
}
