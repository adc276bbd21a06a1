import { randomUUID } from 'node:crypto';
import type BetterSqlite3 from 'better-sqlite3';
import {
  contactRoleLabels,
  contactRoles,
  searchedContactFields,
  searchWords,
  type AccessLevel,
  type Activity,
  type Contact,
  type ContactInput,
  type ContactPatch,
  type JourneyState,
  type ReleaseSettings,
  type ReleaseTiming,
} from '@legacy-planner/contracts';
import {
  CollectionFullError,
  type ActivityRepository,
  type ContactCollection,
  type JourneyRepository,
  type OwnedCollection,
} from '../port';
import { activityDescription, type CollectionKind } from '../plannerActivity';
import { categoryOf, defaultRelease } from '../plannerRelease';
import { pageStart, toPage } from '../paging';
import { contactCounts } from '../contactSearch';
import { nextSeq } from './sqliteSequence';

interface RecordRow {
  id: string;
  user_id: string;
  seq: number;
  data: string;
  created_at: string;
  updated_at: string;
}

interface ReleaseRow {
  required_access_level: AccessLevel;
  is_visible: number;
  release_timing: ReleaseTiming;
}

/** The named parameters of a page query. */
interface PageParams {
  owner: string;
  before: number;
  limit: number;
}

const RECORD_COLUMNS = 'id, user_id, seq, data, created_at, updated_at';

/**
 * The stored fields with the columns added onto the parsed object. Not `{ ...JSON.parse() }`:
 * on Node 20 spreading a freshly parsed object costs about ten times the parse, and a list
 * of 50 documents spent most of its time there.
 */
function toRecord<T>(row: RecordRow): T {
  const record = JSON.parse(row.data) as Record<string, unknown>;
  record.id = row.id;
  record.userId = row.user_id;
  record.createdAt = row.created_at;
  record.updatedAt = row.updated_at;
  return record as T;
}

const bySeq = (row: { seq: number }) => row.seq;

/** Writes an activity for the owner, keeping only the newest `logLength`. */
export function activityWriter(db: BetterSqlite3.Database, logLength: number) {
  const insert = db.prepare<Record<string, unknown>, { seq: number }>(
    `INSERT INTO activities (id, user_id, category, status, description, created_at, seq)
     VALUES (@id, @owner, @category, @status, @description, @createdAt, ${nextSeq('activities')})
     RETURNING seq`,
  );
  // One range on the (user_id, seq) index: the entries that fell out of the kept window.
  const dropOlder = db.prepare<[string, number]>(
    'DELETE FROM activities WHERE user_id = ? AND seq <= ?',
  );
  return (
    userId: string,
    category: Activity['category'],
    status: Activity['status'],
    description: string,
  ) => {
    const { seq } = insert.get({
      id: randomUUID(),
      owner: userId,
      category,
      status,
      description,
      createdAt: new Date().toISOString(),
    })!;
    if (seq > logLength) dropOlder.run(userId, seq - logLength);
  };
}

/**
 * Documents, wishes or contacts in their table; each change and its activity in one
 * transaction. Every method runs its statements before its first await (the unit of work's
 * gate relies on it).
 */
export function sqliteCollection<TRecord, TInput extends object, TPatch extends object>(
  db: BetterSqlite3.Database,
  kind: CollectionKind,
  cap: number,
  logLength: number,
): OwnedCollection<TRecord, TInput, TPatch> {
  // kind is one of three fixed table names, never user input.
  const select = `SELECT ${RECORD_COLUMNS} FROM ${kind}`;
  const list = db.prepare<[PageParams], RecordRow>(
    `${select} WHERE user_id = @owner AND seq < @before ORDER BY seq DESC LIMIT @limit`,
  );
  const count = db
    .prepare<[string], number>(`SELECT COUNT(*) FROM ${kind} WHERE user_id = ?`)
    .pluck();
  const get = db.prepare<[string, string], RecordRow>(`${select} WHERE user_id = ? AND id = ?`);
  const insert = db.prepare(
    `INSERT INTO ${kind} (id, user_id, seq, category, required_access_level, is_visible,
       release_timing, data, created_at, updated_at)
     VALUES (@id, @owner, ${nextSeq(kind)}, @category, @level, @visible, @timing, @data, @now, @now)`,
  );
  const update = db.prepare(
    `UPDATE ${kind} SET data = @data, category = @category, updated_at = @now
     WHERE user_id = @owner AND id = @id`,
  );
  const remove = db.prepare(`DELETE FROM ${kind} WHERE user_id = ? AND id = ?`);
  const releases = db.prepare<[string], ReleaseRow & { id: string }>(
    `SELECT id, required_access_level, is_visible, release_timing FROM ${kind} WHERE user_id = ?`,
  );
  // A setting left out keeps its value.
  const setRelease = db.prepare(
    `UPDATE ${kind} SET
       required_access_level = COALESCE(@level, required_access_level),
       is_visible = COALESCE(@visible, is_visible),
       release_timing = COALESCE(@timing, release_timing)
     WHERE user_id = @owner AND id = @id`,
  );
  const writeActivity = activityWriter(db, logLength);

  const create = db.transaction((userId: string, input: TInput, author: string | null) => {
    // Counted in the insert's transaction, so no other write can take the last slot between.
    if (count.get(userId)! >= cap) throw new CollectionFullError(kind, cap);
    const record = input as Record<string, unknown>;
    const release = defaultRelease(kind, record);
    const id = randomUUID();
    insert.run({
      id,
      owner: userId,
      category: categoryOf(kind, record),
      level: release.requiredAccessLevel,
      visible: release.isVisible ? 1 : 0,
      timing: release.releaseTiming,
      data: JSON.stringify(input),
      now: new Date().toISOString(),
    });
    writeActivity(userId, kind, 'created', activityDescription(kind, 'created', record, author));
    return toRecord<TRecord>(get.get(userId, id)!);
  });
  const change = db.transaction(
    (userId: string, id: string, patch: TPatch, author: string | null) => {
      const row = get.get(userId, id);
      if (!row) return null;
      const data = { ...JSON.parse(row.data), ...patch };
      update.run({
        data: JSON.stringify(data),
        category: categoryOf(kind, data),
        now: new Date().toISOString(),
        owner: userId,
        id,
      });
      writeActivity(userId, kind, 'updated', activityDescription(kind, 'updated', data, author));
      return toRecord<TRecord>(get.get(userId, id)!);
    },
  );
  const destroy = db.transaction((userId: string, id: string, author: string | null) => {
    const row = get.get(userId, id);
    if (!row) return false;
    remove.run(userId, id);
    writeActivity(
      userId,
      kind,
      'deleted',
      activityDescription(kind, 'deleted', JSON.parse(row.data), author),
    );
    return true;
  });

  return {
    async list(userId, page) {
      const rows = list.all({ owner: userId, before: pageStart(page), limit: page.limit + 1 });
      return toPage(rows, page.limit, bySeq, (row) => toRecord<TRecord>(row));
    },
    async count(userId) {
      return count.get(userId)!;
    },
    async get(userId, id) {
      const row = get.get(userId, id);
      return row ? toRecord<TRecord>(row) : null;
    },
    async create(userId, input, author = null) {
      return create(userId, input, author);
    },
    async update(userId, id, patch, author = null) {
      return change(userId, id, patch, author);
    },
    async remove(userId, id, author = null) {
      return destroy(userId, id, author);
    },
    async releases(userId) {
      return new Map(
        releases.all(userId).map((row): [string, ReleaseSettings] => [
          row.id,
          {
            requiredAccessLevel: row.required_access_level,
            isVisible: row.is_visible === 1,
            releaseTiming: row.release_timing,
          },
        ]),
      );
    },
    async setRelease(userId, id, settings) {
      const changed = setRelease.run({
        level: settings.requiredAccessLevel ?? null,
        visible: settings.isVisible === undefined ? null : settings.isVisible ? 1 : 0,
        timing: settings.releaseTiming ?? null,
        owner: userId,
        id,
      }).changes;
      return changed === 1;
    },
  };
}

/** A contact role's label (contactRoleLabels) as SQL, from the category column. */
const roleLabelSql = `CASE category ${contactRoles
  .map((role) => `WHEN '${role}' THEN '${contactRoleLabels[role].replaceAll("'", "''")}'`)
  .join(' ')} END`;

/**
 * The contacts (their role in the category column), searched, filtered and counted here rather
 * than in the browser (issue 30).
 */
export function sqliteContacts(
  db: BetterSqlite3.Database,
  cap: number,
  logLength: number,
): ContactCollection {
  const contacts = sqliteCollection<Contact, ContactInput, ContactPatch>(
    db,
    'contacts',
    cap,
    logLength,
  );
  const ofRole = '(@role IS NULL OR category = @role)';
  // What a search looks in: the fields and the role's label, joined by spaces (a word holds
  // none, so it never matches across two), read once per contact (materialized: read again for
  // each word, a search of ten words over 2,000 contacts took 61 ms instead of 12). instr()
  // takes the words (@words, a JSON array) as plain text, where LIKE would read % and _ as
  // wildcards. SQLite's lower() folds ASCII letters only: "élise" finds "Élise" in MongoDB,
  // whose case-insensitive regex folds more; here an É must be typed as it is stored.
  const fields = searchedContactFields.map((field) => `data ->> '$.${field}'`).join(', ');
  const searched = (columns: string, where: string) => `
    WITH word AS MATERIALIZED (SELECT DISTINCT lower(value) AS text FROM json_each(@words)),
    searched AS MATERIALIZED (
      SELECT ${columns}, lower(concat_ws(' ', ${fields}, ${roleLabelSql})) AS text
      FROM contacts WHERE ${where}
    )`;
  const found = 'NOT EXISTS (SELECT 1 FROM word WHERE instr(searched.text, word.text) = 0)';

  type Search = { owner: string; role: string | null };
  const find = db.prepare<[PageParams & Search], RecordRow>(
    `SELECT ${RECORD_COLUMNS} FROM contacts
     WHERE user_id = @owner AND seq < @before AND ${ofRole}
     ORDER BY seq DESC LIMIT @limit`,
  );
  const findWords = db.prepare<[PageParams & Search & { words: string }], RecordRow>(
    `${searched('seq', `user_id = @owner AND seq < @before AND ${ofRole}`)}
     SELECT ${RECORD_COLUMNS} FROM contacts
     WHERE user_id = @owner AND seq IN (SELECT seq FROM searched WHERE ${found})
     ORDER BY seq DESC LIMIT @limit`,
  );
  type Counted = { role: string; count: number };
  const count = db.prepare<[{ owner: string }], Counted>(
    `SELECT category AS role, COUNT(*) AS count FROM contacts
     WHERE user_id = @owner GROUP BY category`,
  );
  const countWords = db.prepare<[{ owner: string; words: string }], Counted>(
    `${searched('category', 'user_id = @owner')}
     SELECT category AS role, COUNT(*) AS count FROM searched WHERE ${found} GROUP BY category`,
  );

  return {
    ...contacts,
    async find(userId, { role, q }, page) {
      const words = searchWords(q);
      const params = {
        owner: userId,
        before: pageStart(page),
        limit: page.limit + 1,
        role: role ?? null,
      };
      const rows =
        words.length > 0
          ? findWords.all({ ...params, words: JSON.stringify(words) })
          : find.all(params);
      return toPage(rows, page.limit, bySeq, (row) => toRecord<Contact>(row));
    },
    async counts(userId, q) {
      const words = searchWords(q);
      return contactCounts(
        words.length > 0
          ? countWords.all({ owner: userId, words: JSON.stringify(words) })
          : count.all({ owner: userId }),
      );
    },
  };
}

interface ActivityRow {
  id: string;
  user_id: string;
  category: Activity['category'];
  status: Activity['status'];
  description: string;
  created_at: string;
  seq: number;
}

export function sqliteActivities(db: BetterSqlite3.Database): ActivityRepository {
  const list = db.prepare<[PageParams], ActivityRow>(
    `SELECT id, user_id, category, status, description, created_at, seq FROM activities
     WHERE user_id = @owner AND seq < @before ORDER BY seq DESC LIMIT @limit`,
  );
  return {
    async list(userId, page) {
      const rows = list.all({ owner: userId, before: pageStart(page), limit: page.limit + 1 });
      return toPage(rows, page.limit, bySeq, (row) => ({
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
