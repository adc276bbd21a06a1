import { PACKET_TEXTS, situationOfGrant, type ExecutorPacket } from '@legacy-planner/contracts';
import {
  changePacketTask,
  executorPacket,
  executorPacketPdf,
  packetPreview,
  packetPreviewPdf,
} from '@legacy-planner/contracts/endpoints/packet';
import { HttpError } from '../../http/errors';
import { route, type AnyRoute } from '../../routing/declaration';
import { perAddress } from '../../routing/rateLimit';
import { readAllPages } from '../../storage/paging';
import type { AccessEvent, GrantRecord, PacketProgressRecord } from '../../storage/port';
import type { AccessDependencies } from '../access/accessDependencies';
import { isGrantActive } from '../access/grantActive';
import { planItems } from '../access/planItems';
import { messageDelivery } from '../messages/deliver';
import { packetOf, withProgress } from './packetProgress';
import { renderPacketPdf } from './packetPdf';
import { packetGaps, packetTasks, type MilestoneMessage } from './packetTasks';
import { requireFullGrant, viewerActor } from '../access/grantHolder';

// The executor's packet (issue 29). A full grant's holder reads it, marks its tasks done and
// gives them to another full grant's holder; each change is logged for the owner. The owner and
// their helpers preview it as a full grant after passing gets it, with what it is missing.
// Below full access there is no packet: it names where the will is and whom to pay.

const tag = 'packet';
const MINUTES_15 = 15 * 60_000;
const packetLimit = perAddress(
  'packet',
  60,
  MINUTES_15,
  'Too many packet requests from this address.',
);
const ownPlan = { none: 'reads the plan in use, as its other read routes do' } as const;

export function packetRoutes(deps: AccessDependencies): AnyRoute[] {
  const { store, sealer, clock } = deps;
  const items = planItems(store, sealer);
  const delivery = messageDelivery(deps);
  const generatedOn = () => clock().toISOString().slice(0, 10);

  async function fullGrantsOf(ownerId: string): Promise<GrantRecord[]> {
    const grants = await readAllPages((page) => store.grants.listForOwner(ownerId, page));
    const now = clock();
    return grants.filter((grant) => grant.level === 'full' && isGrantActive(grant, now));
  }

  /** Whom each life-milestone message is for and its milestone: never its words. */
  async function milestoneMessages(ownerId: string): Promise<MilestoneMessage[]> {
    const [messages, deliveries] = await Promise.all([
      delivery.messagesOf(store, ownerId),
      store.messageDeliveries.listForOwner(ownerId),
    ]);
    // A message already delivered has nothing left to confirm.
    const delivered = new Set(
      deliveries.filter((row) => row.state !== 'waiting').map((row) => row.messageId),
    );
    return Promise.all(
      messages
        .filter((message) => message.deliveryTiming === 'life_milestone')
        .filter((message) => !delivered.has(message.id))
        .map(async (message) => ({
          id: message.id,
          recipientName: (await delivery.recipientOf(store, ownerId, message)).name,
          milestoneDetails: message.milestoneDetails,
        })),
    );
  }

  /** The packet of `ownerId`'s plan as a full grant in `situation` gets it. */
  async function build(
    owner: { id: string; name: string },
    situation: Parameters<typeof packetTasks>[1],
    you: string | null,
  ) {
    const [planned, progress, fullGrants] = await Promise.all([
      items.list(owner.id).then(async (list) => ({
        list,
        tasks: packetTasks(list, situation, await milestoneMessages(owner.id)),
      })),
      store.packetProgress.listForOwner(owner.id),
      fullGrantsOf(owner.id),
    ]);
    return {
      packet: packetOf(owner.name, planned.tasks, progress, fullGrants, you),
      items: planned.list,
    };
  }

  async function viewerPacket(grant: GrantRecord) {
    requireFullGrant(grant, 'Only a person with full access has the executor’s packet.');
    const owner = await store.users.findById(grant.ownerId);
    if (!owner)
      throw new HttpError(401, 'no_access', 'This access has ended or was never granted.');
    return build(owner, situationOfGrant(grant.level, grant.emergency), grant.id);
  }

  return [
    route({
      endpoint: executorPacket,
      tag,
      summary:
        'The executor’s packet: tasks in three stages built from what the full grant releases, with how each stands',
      policy: 'viewer',
      rateLimit: [packetLimit],
      errors: { 403: 'Below full access' },
      action: async ({ caller }) => (await viewerPacket(caller.grant)).packet,
    }),
    route({
      endpoint: changePacketTask,
      tag,
      summary:
        'Mark a task of the packet done (or open again), or give it to a full grant’s holder: shared with them, logged for the owner',
      policy: 'viewer',
      viewerActs: 'the executor records progress on the packet, which the owner’s log shows',
      rateLimit: [packetLimit],
      params: { id: 'The task’s id' },
      errors: {
        400: 'The holder named is not an active full grant of this plan',
        403: 'Below full access',
        404: 'No such task in the packet',
      },
      async action({ caller, params, body }) {
        const { grant } = caller;
        const { packet } = await viewerPacket(grant);
        const task = packet.tasks.find((candidate) => candidate.id === params.id);
        if (!task) throw new HttpError(404, 'not_found', 'No such task in the packet.');
        const assignee =
          body.assignedTo === undefined || body.assignedTo === null
            ? null
            : packet.holders.find((holder) => holder.grantId === body.assignedTo);
        if (assignee === undefined) {
          throw new HttpError(
            400,
            'not_a_holder',
            'A task can be given only to a person with full access.',
          );
        }
        const now = clock().toISOString();
        // Read, decided and written in one unit of work: two holders changing the same task at
        // once each see the other's change, and neither is lost.
        const after = await store.unitOfWork(async (tx) => {
          const before: PacketProgressRecord = (
            await tx.packetProgress.listForOwner(grant.ownerId)
          ).find((record) => record.taskId === task.id) ?? {
            ownerId: grant.ownerId,
            taskId: task.id,
            doneAt: null,
            doneBy: null,
            doneByGrantId: null,
            assignedGrantId: null,
            updatedAt: now,
          };
          const next: PacketProgressRecord = { ...before, updatedAt: now };
          const events: Pick<AccessEvent, 'action' | 'detail'>[] = [];
          if (body.done === true && !before.doneAt) {
            Object.assign(next, { doneAt: now, doneBy: grant.viewerName, doneByGrantId: grant.id });
            events.push({ action: 'packet.task_done', detail: task.title });
          } else if (body.done === false && before.doneAt) {
            Object.assign(next, { doneAt: null, doneBy: null, doneByGrantId: null });
            events.push({ action: 'packet.task_reopened', detail: task.title });
          }
          const assigneeId = assignee?.grantId ?? null;
          // Measured against what the packet served: a grant that has ended reads as nobody.
          const servedAssigneeId = withProgress(task, before, packet.holders).assignedTo?.grantId;
          if (body.assignedTo !== undefined && assigneeId !== (servedAssigneeId ?? null)) {
            next.assignedGrantId = assigneeId;
            events.push({
              action: 'packet.task_assigned',
              detail: `${task.title} → ${assignee ? assignee.name : 'nobody'}`,
            });
          }
          if (events.length === 0) return before;
          await tx.packetProgress.save(next);
          for (const event of events) {
            await tx.events.append({
              ownerId: grant.ownerId,
              actor: viewerActor(grant),
              action: event.action,
              subject: { type: 'packet_task', id: task.id },
              detail: event.detail,
            });
          }
          return next;
        });
        return withProgress(task, after, packet.holders);
      },
    }),
    route({
      endpoint: executorPacketPdf,
      tag,
      summary: 'The executor’s packet as a PDF, as it stands now',
      policy: 'viewer',
      rateLimit: [packetLimit],
      errors: { 403: 'Below full access' },
      async action({ caller }) {
        const { packet } = await viewerPacket(caller.grant);
        const bytes = await renderPacketPdf(packet, generatedOn());
        return { bytes, type: 'application/pdf', name: 'Executors-packet.pdf' };
      },
    }),
    route({
      endpoint: packetPreview,
      tag,
      summary:
        'The packet as a full grant after passing would get it, with its shared progress, and what it is missing',
      policy: 'owner_or_helper',
      helpers: 'viewer-helper',
      rateLimit: ownPlan,
      async action({ caller }) {
        const { packet, items: list } = await build(caller.owner, 'after_passing', null);
        return { packet: forCaller(caller, packet), gaps: packetGaps(list) };
      },
    }),
    route({
      endpoint: packetPreviewPdf,
      tag,
      summary: 'The packet preview as a PDF',
      policy: 'owner_or_helper',
      helpers: 'viewer-helper',
      rateLimit: ownPlan,
      async action({ caller }) {
        const { packet } = await build(caller.owner, 'after_passing', null);
        const bytes = await renderPacketPdf(forCaller(caller, packet), generatedOn());
        return { bytes, type: 'application/pdf', name: 'Executors-packet-preview.pdf' };
      },
    }),
  ];
}

/**
 * The preview as its caller may see it. Who holds full access is the owner's to know (helpers
 * never see grants): a helper's preview names no holder, and a task done reads as done by
 * someone with full access.
 */
function forCaller(caller: { helper: unknown }, packet: ExecutorPacket): ExecutorPacket {
  if (!caller.helper) return packet;
  return {
    ...packet,
    holders: [],
    tasks: packet.tasks.map((task) => ({
      ...task,
      done: task.done && { ...task.done, by: PACKET_TEXTS.someoneWithFullAccess },
      assignedTo: null,
    })),
  };
}
