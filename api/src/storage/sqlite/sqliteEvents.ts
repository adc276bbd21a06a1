import { randomUUID } from 'node:crypto';
import type BetterSqlite3 from 'better-sqlite3';
import type { AccessLogAction } from '@legacy-planner/contracts';
import type { AccessEvent, EventLog } from '../port';
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
});

export function sqliteEvents(db: BetterSqlite3.Database): EventLog {
  const insert = db.prepare<[Omit<EventRow, 'owner_id' | 'seq'> & { owner: string }], EventRow>(
    `INSERT INTO events (id, owner_id, actor_kind, actor_id, actor_name, actor_email, action,
       subject_type, subject_id, detail, at, seq)
     VALUES (@id, @owner, @actor_kind, @actor_id, @actor_name, @actor_email, @action,
       @subject_type, @subject_id, @detail, @at, ${nextSeq('events')})
     RETURNING *`,
  );
  const list = db.prepare<[{ owner: string; before: number; limit: number }], EventRow>(
    `SELECT * FROM events WHERE owner_id = @owner AND seq < @before ORDER BY seq DESC LIMIT @limit`,
  );

  return {
    async append(event) {
      const actor = actorFields(event.actor);
      const row = insert.get({
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
        at: new Date().toISOString(),
      });
      return toEvent(row!);
    },
    async list(ownerId, page) {
      const rows = list.all({ owner: ownerId, before: pageStart(page), limit: page.limit + 1 });
      return toPage(rows, page.limit, (row) => row.seq, toEvent);
    },
  };
}
