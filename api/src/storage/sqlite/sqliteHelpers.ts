import { randomUUID } from 'node:crypto';
import type BetterSqlite3 from 'better-sqlite3';
import type { HelperMethod, HelperRole, HelperState } from '@legacy-planner/contracts';
import type { HelperRecord, HelperRepository, NewHelper } from '../port';

// People who help with a plan (table helpers, migration 21).

interface HelperRow {
  id: string;
  owner_id: string;
  helper_user_id: string | null;
  name: string;
  email: string;
  relationship: string;
  role: HelperRole;
  state: HelperState;
  method: HelperMethod;
  sealed_answers: string | null;
  created_at: string;
  active_since: string | null;
}

const toRecord = (row: HelperRow): HelperRecord => ({
  id: row.id,
  ownerId: row.owner_id,
  helperUserId: row.helper_user_id,
  name: row.name,
  email: row.email,
  relationship: row.relationship,
  role: row.role,
  state: row.state,
  method: row.method,
  sealedAnswers: row.sealed_answers,
  createdAt: row.created_at,
  activeSince: row.active_since,
});

export function sqliteHelpers(db: BetterSqlite3.Database): HelperRepository {
  // One statement: of two records for the same email made at once, the second is not stored.
  const insert = db.prepare<[NewHelper & { id: string }]>(
    `INSERT INTO helpers (id, owner_id, helper_user_id, name, email, relationship, role, state,
       method, sealed_answers, created_at)
     VALUES (@id, @ownerId, @helperUserId, @name, @email, @relationship, @role, @state,
       @method, @sealedAnswers, @createdAt)
     ON CONFLICT (owner_id, email) DO NOTHING`,
  );
  const byId = db.prepare<[string], HelperRow>('SELECT * FROM helpers WHERE id = ?');
  const forOwner = db.prepare<[string], HelperRow>(
    'SELECT * FROM helpers WHERE owner_id = ? ORDER BY created_at, rowid',
  );
  const forHelper = db.prepare<[{ userId: string; email: string }], HelperRow>(
    `SELECT * FROM helpers
     WHERE helper_user_id = @userId OR (helper_user_id IS NULL AND email = @email)
     ORDER BY created_at, rowid`,
  );
  const activate = db.prepare<
    [{ id: string; from: HelperState; helperUserId: string; role: HelperRole; at: string }],
    HelperRow
  >(
    `UPDATE helpers SET state = 'active', helper_user_id = @helperUserId, role = @role,
       active_since = @at
     WHERE id = @id AND state = @from
     RETURNING *`,
  );
  const setRole = db.prepare<[HelperRole, string], HelperRow>(
    'UPDATE helpers SET role = ? WHERE id = ? RETURNING *',
  );
  const remove = db.prepare<[string]>('DELETE FROM helpers WHERE id = ?');

  return {
    async create(helper) {
      const id = randomUUID();
      const { changes } = insert.run({ ...helper, email: helper.email.toLowerCase(), id });
      return changes === 0 ? null : toRecord(byId.get(id)!);
    },
    async get(id) {
      const row = byId.get(id);
      return row ? toRecord(row) : null;
    },
    async listForOwner(ownerId) {
      return forOwner.all(ownerId).map(toRecord);
    },
    async listForHelper(helperUserId, email) {
      return forHelper.all({ userId: helperUserId, email: email.toLowerCase() }).map(toRecord);
    },
    async activate(id, from, change) {
      const row = activate.get({ id, from, ...change });
      return row ? toRecord(row) : null;
    },
    async setRole(id, role) {
      const row = setRole.get(role, id);
      return row ? toRecord(row) : null;
    },
    async remove(id) {
      return remove.run(id).changes > 0;
    },
  };
}
