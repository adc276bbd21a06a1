import { randomUUID } from 'node:crypto';
import type BetterSqlite3 from 'better-sqlite3';
import type { Activity, JourneyState } from '@legacy-planner/contracts';
import type { ActivityRepository, JourneyRepository, OwnedCollection } from '../port';
import { activityDescription, type CollectionKind } from '../plannerActivity';

interface RecordRow {
  id: string;
  user_id: string;
  data: string;
  created_at: string;
  updated_at: string;
}

const toRecord = <T>(row: RecordRow): T =>
  ({
    ...JSON.parse(row.data),
    id: row.id,
    userId: row.user_id,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  }) as T;

function activityWriter(db: BetterSqlite3.Database) {
  const insert = db.prepare(
    `INSERT INTO activities (id, user_id, category, status, description, created_at, seq)
     VALUES (?, ?, ?, ?, ?, ?, (SELECT COALESCE(MAX(seq), 0) + 1 FROM activities))`,
  );
  return (
    userId: string,
    kind: CollectionKind,
    status: Activity['status'],
    record: Record<string, unknown>,
  ) =>
    insert.run(
      randomUUID(),
      userId,
      kind,
      status,
      activityDescription(kind, status, record),
      new Date().toISOString(),
    );
}

/** Documents, wishes or contacts in their table; each change and its activity in one transaction. */
export function sqliteCollection<TRecord, TInput extends object, TPatch extends object>(
  db: BetterSqlite3.Database,
  kind: CollectionKind,
): OwnedCollection<TRecord, TInput, TPatch> {
  // kind is one of three fixed table names, never user input.
  const list = db.prepare<[string], RecordRow>(
    `SELECT * FROM ${kind} WHERE user_id = ? ORDER BY created_at DESC, rowid DESC`,
  );
  const get = db.prepare<[string, string], RecordRow>(
    `SELECT * FROM ${kind} WHERE user_id = ? AND id = ?`,
  );
  const insert = db.prepare(
    `INSERT INTO ${kind} (id, user_id, data, created_at, updated_at) VALUES (?, ?, ?, ?, ?)`,
  );
  const update = db.prepare(
    `UPDATE ${kind} SET data = ?, updated_at = ? WHERE user_id = ? AND id = ?`,
  );
  const remove = db.prepare(`DELETE FROM ${kind} WHERE user_id = ? AND id = ?`);
  const writeActivity = activityWriter(db);

  const create = db.transaction((userId: string, input: TInput) => {
    const now = new Date().toISOString();
    const id = randomUUID();
    insert.run(id, userId, JSON.stringify(input), now, now);
    writeActivity(userId, kind, 'created', input as Record<string, unknown>);
    return toRecord<TRecord>(get.get(userId, id)!);
  });
  const change = db.transaction((userId: string, id: string, patch: TPatch) => {
    const row = get.get(userId, id);
    if (!row) return null;
    const data = { ...JSON.parse(row.data), ...patch };
    update.run(JSON.stringify(data), new Date().toISOString(), userId, id);
    writeActivity(userId, kind, 'updated', data);
    return toRecord<TRecord>(get.get(userId, id)!);
  });
  const destroy = db.transaction((userId: string, id: string) => {
    const row = get.get(userId, id);
    if (!row) return false;
    remove.run(userId, id);
    writeActivity(userId, kind, 'deleted', JSON.parse(row.data));
    return true;
  });

  return {
    async list(userId) {
      return list.all(userId).map((row) => toRecord<TRecord>(row));
    },
    async get(userId, id) {
      const row = get.get(userId, id);
      return row ? toRecord<TRecord>(row) : null;
    },
    async create(userId, input) {
      return create(userId, input);
    },
    async update(userId, id, patch) {
      return change(userId, id, patch);
    },
    async remove(userId, id) {
      return destroy(userId, id);
    },
  };
}

export function sqliteActivities(db: BetterSqlite3.Database): ActivityRepository {
  const list = db.prepare<[string, number], Activity & { user_id: string; created_at: string }>(
    `SELECT id, user_id, category, status, description, created_at FROM activities
     WHERE user_id = ? ORDER BY seq DESC LIMIT ?`,
  );
  return {
    async list(userId, limit = 100) {
      return list.all(userId, limit).map((row) => ({
        id: row.id,
        userId: row.user_id,
        category: row.category,
        status: row.status,
        description: row.description,
        createdAt: row.created_at,
      }));
    },
  };
}

export function sqliteJourneys(db: BetterSqlite3.Database): JourneyRepository {
  const get = db.prepare<[string], { state: string }>(
    'SELECT state FROM journeys WHERE user_id = ?',
  );
  const put = db.prepare(
    `INSERT INTO journeys (user_id, state, updated_at) VALUES (?, ?, ?)
     ON CONFLICT (user_id) DO UPDATE SET state = excluded.state, updated_at = excluded.updated_at`,
  );
  return {
    async get(userId) {
      const row = get.get(userId);
      return row ? (JSON.parse(row.state) as JourneyState) : null;
    },
    async put(userId, state) {
      put.run(userId, JSON.stringify(state), new Date().toISOString());
    },
  };
}
