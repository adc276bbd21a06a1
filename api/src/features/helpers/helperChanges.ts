import {
  HELPER_DIGEST_DAYS,
  helperChangeKinds,
  type HelperChange,
  type HelperChangeKind,
} from '@legacy-planner/contracts';
import type { JobKinds } from '../../jobs/jobKinds';
import type { AccessEvent, EventLog, HelperRecord, UnitOfWork } from '../../storage/port';
import type { HelperActor } from '../../routing/planActor';
import type { FeatureDependencies } from '../dependencies';

// Every write a helper makes to a plan is attributed in its owner's log (decisions §7): an
// event `helper.changed` with the helper as its actor, which the owner's list of a helper's
// changes and the weekly digest read back. The planner, file and wizard routes call
// recordHelperChange in the unit of work of the write.

export const HELPERS_DIGEST = 'helpers.digest';
const DAY_MS = 86_400_000;
const DIGEST_MS = HELPER_DIGEST_DAYS * DAY_MS;

export interface HelperChangeRecord {
  /** Whose plan was changed. */
  ownerId: string;
  /** Who changed it: their helper record, or the helper as the log's actor (planActor). */
  helper: HelperRecord | HelperActor;
  kind: HelperChangeKind;
  /** The owner reads this: "Maria Diaz added the contact Dr Lee". */
  detail: string;
  /** What was changed: its type and id, as the log's subjects name them. */
  subject: { type: string; id: string };
}

interface DigestPayload {
  /** The first change the digest tells of. */
  since: string;
}

function actorOf(helper: HelperRecord | HelperActor): HelperActor {
  if ('kind' in helper) return helper;
  if (!helper.helperUserId) throw new Error('Only a helper with an account changes a plan');
  return { kind: 'helper', userId: helper.helperUserId, name: helper.name, email: helper.email };
}

// The event keeps the kind of change in its subject's type (`created:contacts`): the log has no
// other field for it, and the kind is what the owner's list of changes shows.
const subjectOf = (kind: HelperChangeKind, subject: { type: string; id: string }) => ({
  type: `${kind}:${subject.type}`,
  id: subject.id,
});
function kindOf(event: AccessEvent): HelperChangeKind {
  const kind = event.subject?.type.split(':', 1)[0];
  return helperChangeKinds.find((known) => known === kind) ?? 'updated';
}

/**
 * Records a helper's write to the owner's plan, at the injected clock's time, and schedules the
 * owner's digest of helpers' changes HELPER_DIGEST_DAYS after the first change it will tell of
 * (one waiting per owner: later changes join it).
 */
export async function recordHelperChange(
  tx: UnitOfWork,
  deps: Pick<FeatureDependencies, 'clock'>,
  change: HelperChangeRecord,
): Promise<void> {
  const at = deps.clock();
  await tx.events.append({
    ownerId: change.ownerId,
    actor: actorOf(change.helper),
    action: 'helper.changed',
    subject: subjectOf(change.kind, change.subject),
    detail: change.detail,
    at,
  });
  const payload: DigestPayload = { since: at.toISOString() };
  await tx.jobs.schedule({
    kind: HELPERS_DIGEST,
    ownerId: change.ownerId,
    payload: { ...payload },
    dueAt: new Date(at.getTime() + DIGEST_MS),
    dedupeKey: change.ownerId,
  });
}

const PAGE = { limit: 100 };

/**
 * The helpers' changes to the owner's plan (one helper's, with `helperUserId`) made at `since`
 * or later, newest first. The log is read newest first and no further than the first change
 * older than `since`.
 */
export async function helperChangeEvents(
  events: EventLog,
  ownerId: string,
  options: { helperUserId?: string; since?: Date } = {},
): Promise<(AccessEvent & { actor: HelperActor })[]> {
  const found: (AccessEvent & { actor: HelperActor })[] = [];
  const since = options.since?.getTime() ?? -Infinity;
  let cursor: string | undefined;
  do {
    const page = await events.list(ownerId, { ...PAGE, cursor });
    for (const event of page.items) {
      if (event.action !== 'helper.changed' || event.actor.kind !== 'helper') continue;
      if (Date.parse(event.at) < since) return found;
      if (options.helperUserId && event.actor.userId !== options.helperUserId) continue;
      found.push(event as AccessEvent & { actor: HelperActor });
    }
    cursor = page.nextCursor ?? undefined;
  } while (cursor);
  return found;
}

export const toHelperChange = (event: AccessEvent): HelperChange => ({
  at: event.at,
  kind: kindOf(event),
  detail: event.detail ?? '',
});

/** The digest's words: each helper's changes, oldest first, under their name. */
function digestText(changes: (AccessEvent & { actor: HelperActor })[], privacyTab: string) {
  const byHelper = new Map<string, (AccessEvent & { actor: HelperActor })[]>();
  for (const change of [...changes].reverse()) {
    byHelper.set(change.actor.userId, [...(byHelper.get(change.actor.userId) ?? []), change]);
  }
  const sections = [...byHelper.values()].map((made) => {
    const { name, email } = made.at(-1)!.actor;
    const lines = made.map((change) => `- ${change.at.slice(0, 10)}: ${change.detail ?? ''}`);
    const count = `${made.length} ${made.length === 1 ? 'change' : 'changes'}`;
    return `${name} (${email}), ${count}:\n${lines.join('\n')}`;
  });
  return (
    `What the people who help with your plan changed in the past ${HELPER_DIGEST_DAYS} days:\n\n` +
    `${sections.join('\n\n')}\n\n` +
    `See each helper's changes, change what they may do or remove them in your Privacy tab: ${privacyTab}\n`
  );
}

export const helperJobs = {
  [HELPERS_DIGEST]: {
    label: 'the weekly digest of your helpers’ changes',
    async run(job, tx, deps) {
      if (!deps.mail || !job.ownerId) return;
      const owner = await tx.users.findById(job.ownerId);
      if (!owner) return;
      // A digest that runs late still tells of every change since the first one it waited for.
      const { since } = job.payload as unknown as DigestPayload;
      const from = Math.min(Date.parse(since), deps.clock().getTime() - DIGEST_MS);
      const changes = await helperChangeEvents(tx.events, owner.id, { since: new Date(from) });
      if (changes.length === 0) return;
      await tx.mailOutbox.enqueue({
        to: owner.email,
        subject: 'Your helpers’ changes to your plan this week',
        text: digestText(changes, `${deps.config.publicUrl}/app?tab=privacy`),
      });
    },
  },
} satisfies JobKinds;
