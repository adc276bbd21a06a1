import { randomUUID } from 'node:crypto';
import type BetterSqlite3 from 'better-sqlite3';
import type { AccessLogAction } from '@legacy-planner/contracts';
import type { AccessEvent, EventLog, NewAccessEvent } from '../port';
import { actorFields, actorFrom, subjectFrom, type ActorFields } from '../eventFields';
import { pageStart, toPage } from '../paging';
import { nextSeq } from './sqliteSequence';

interface EventRow {
  id: string;
  owner_id: string;
  actor_kind: ActorFields['kind'];
  actor_id: string | null;
  actor_name: string | null;
  actor_email: string | null;
  action: AccessLogAction;
  subject_type: string | null;
  subject_id: string | null;
  detail: string | null;
  at: string;
  seq: number;
  count: number;
}

const toEvent = (row: EventRow): AccessEvent => ({
  id: row.id,
  ownerId: row.owner_id,
  actor: actorFrom({
    kind: row.actor_kind,
    id: row.actor_id,
    name: row.actor_name,
    email: row.actor_email,
  }),
  action: row.action,
  subject: subjectFrom(row.subject_type, row.subject_id),
  detail: row.detail,
  at: row.at,
  count: row.count,
});

type NewRow = Omit<EventRow, 'owner_id' | 'seq' | 'count'> & { owner: string };

function rowOf(event: NewAccessEvent, at: Date): NewRow {
  const actor = actorFields(event.actor);
  return {
    id: randomUUID(),
    owner: event.ownerId,
    actor_kind: actor.kind,
    actor_id: actor.id,
    actor_name: actor.name,
    actor_email: actor.email,
    action: event.action,
    subject_type: event.subject?.type ?? null,
    subject_id: event.subject?.id ?? null,
    detail: event.detail ?? null,
    at: at.toISOString(),
  };
}

export function sqliteEvents(db: BetterSqlite3.Database): EventLog {
  const insert = db.prepare<[NewRow], EventRow>(
    `INSERT INTO events (id, owner_id, actor_kind, actor_id, actor_name, actor_email, action,
       subject_type, subject_id, detail, at, seq)
     VALUES (@id, @owner, @actor_kind, @actor_id, @actor_name, @actor_email, @action,
       @subject_type, @subject_id, @detail, @at, ${nextSeq('events')})
     RETURNING *`,
  );
  // One statement counts the view into the grant's open entry for the same thing, if any.
  const countView = db.prepare<[NewRow & { since: string }], EventRow>(
    `UPDATE events SET count = count + 1, detail = @detail
     WHERE id = (SELECT id FROM events
       WHERE actor_kind = 'viewer' AND actor_id = @actor_id AND action = @action
         AND subject_type IS @subject_type AND subject_id IS @subject_id
         AND owner_id = @owner AND at > @since
       ORDER BY seq DESC LIMIT 1)
     RETURNING *`,
  );
  // Immediate: the count and the insert of a first view hold the write lock together.
  const recordView = db.transaction(
    (row: NewRow, since: string) => countView.get({ ...row, since }) ?? insert.get(row)!,
  );
  const list = db.prepare<[{ owner: string; before: number; limit: number }], EventRow>(
    `SELECT * FROM events WHERE owner_id = @owner AND seq < @before ORDER BY seq DESC LIMIT @limit`,
  );

  return {
    async append(event) {
      return toEvent(insert.get(rowOf(event, event.at ?? new Date()))!);
    },
    async recordView(event, at, windowMs) {
      const since = new Date(at.getTime() - windowMs).toISOString();
      return toEvent(recordView.immediate(rowOf(event, at), since));
    },
    async list(ownerId, page) {
      const rows = list.all({ owner: ownerId, before: pageStart(page), limit: page.limit + 1 });
      return toPage(rows, page.limit, (row) => row.seq, toEvent);
    },
  };
}
