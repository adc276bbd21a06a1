import { randomUUID } from 'node:crypto';
import type BetterSqlite3 from 'better-sqlite3';
import type { JobPayload, JobRepository, JobState, StoredJob } from '../port';

interface JobRow {
  id: string;
  kind: string;
  owner_id: string | null;
  payload: string;
  due_at: string;
  attempts: number;
  state: JobState;
  lease_holder: string | null;
  lease_ends_at: string | null;
  last_error: string | null;
  dedupe_key: string | null;
  created_at: string;
  finished_at: string | null;
}

const toJob = (row: JobRow): StoredJob => ({
  id: row.id,
  kind: row.kind,
  ownerId: row.owner_id,
  payload: JSON.parse(row.payload) as JobPayload,
  dueAt: row.due_at,
  attempts: row.attempts,
  state: row.state,
  leaseHolder: row.lease_holder,
  leaseEndsAt: row.lease_ends_at,
  lastError: row.last_error,
  dedupeKey: row.dedupe_key,
  createdAt: row.created_at,
  finishedAt: row.finished_at,
});

// Times are kept as ISO strings of one length, so that comparing them as text compares them.
const iso = (at: Date | string) => new Date(at).toISOString();
const byDue = (a: StoredJob, b: StoredJob) => a.dueAt.localeCompare(b.dueAt);

export function sqliteJobs(db: BetterSqlite3.Database): JobRepository {
  // The partial unique index on (kind, dedupe_key) of waiting jobs turns a second schedule of
  // the key into nothing; the waiting one is then read back.
  const insert = db.prepare<
    [
      Omit<
        JobRow,
        'attempts' | 'state' | 'lease_holder' | 'lease_ends_at' | 'last_error' | 'finished_at'
      >,
    ],
    JobRow
  >(
    `INSERT INTO jobs (id, kind, owner_id, payload, due_at, dedupe_key, created_at)
     VALUES (@id, @kind, @owner_id, @payload, @due_at, @dedupe_key, @created_at)
     ON CONFLICT DO NOTHING RETURNING *`,
  );
  const waitingWithKey = db.prepare<[string, string], JobRow>(
    "SELECT * FROM jobs WHERE kind = ? AND dedupe_key = ? AND state = 'waiting'",
  );
  const get = db.prepare<[string], JobRow>('SELECT * FROM jobs WHERE id = ?');
  // One statement, so one write transaction: another process's claim waits for the write lock
  // and then no longer finds these jobs free.
  const claim = db.prepare<
    [{ now: string; leaseEnd: string; worker: string; limit: number }],
    JobRow
  >(
    `UPDATE jobs SET lease_holder = @worker, lease_ends_at = @leaseEnd, attempts = attempts + 1
     WHERE id IN (SELECT id FROM jobs
       WHERE state = 'waiting' AND due_at <= @now
         AND (lease_ends_at IS NULL OR lease_ends_at <= @now)
       ORDER BY due_at, rowid LIMIT @limit)
     RETURNING *`,
  );
  const finish = db.prepare<
    [{ id: string; worker: string; state: JobState; error: string | null; at: string }]
  >(
    `UPDATE jobs SET state = @state, last_error = COALESCE(@error, last_error), finished_at = @at,
       lease_holder = NULL, lease_ends_at = NULL
     WHERE id = @id AND state = 'waiting' AND lease_holder = @worker`,
  );
  const retry = db.prepare<[{ id: string; worker: string; dueAt: string; error: string }]>(
    `UPDATE jobs SET due_at = @dueAt, last_error = @error, lease_holder = NULL,
       lease_ends_at = NULL
     WHERE id = @id AND state = 'waiting' AND lease_holder = @worker`,
  );
  const cancel = db.prepare<[{ owner: string; kind: string; key: string | null; at: string }]>(
    `UPDATE jobs SET state = 'cancelled', finished_at = @at, lease_holder = NULL,
       lease_ends_at = NULL
     WHERE owner_id = @owner AND kind = @kind AND state = 'waiting'
       AND (@key IS NULL OR dedupe_key = @key)`,
  );
  const due = db.prepare<[string, number], JobRow>(
    `SELECT * FROM jobs WHERE state = 'waiting' AND due_at <= ? ORDER BY due_at, rowid LIMIT ?`,
  );
  const failed = db.prepare<[number], JobRow>(
    `SELECT * FROM jobs WHERE state = 'failed' ORDER BY finished_at DESC, rowid DESC LIMIT ?`,
  );
  const failedOf = db.prepare<[string, number], JobRow>(
    `SELECT * FROM jobs WHERE state = 'failed' AND owner_id = ?
     ORDER BY finished_at DESC, rowid DESC LIMIT ?`,
  );
  const ofOwner = db.prepare<[string, JobState], JobRow>(
    'SELECT * FROM jobs WHERE owner_id = ? AND state = ? ORDER BY due_at, rowid',
  );
  const removeFinished = db.prepare<[string]>(
    "DELETE FROM jobs WHERE state != 'waiting' AND finished_at < ?",
  );

  const finishAs = (state: JobState, id: string, worker: string, error: string | null) =>
    finish.run({ id, worker, state, error, at: new Date().toISOString() }).changes === 1;

  return {
    async schedule(job) {
      const row = insert.get({
        id: randomUUID(),
        kind: job.kind,
        owner_id: job.ownerId,
        payload: JSON.stringify(job.payload ?? {}),
        due_at: iso(job.dueAt),
        dedupe_key: job.dedupeKey ?? null,
        created_at: new Date().toISOString(),
      });
      return toJob(row ?? waitingWithKey.get(job.kind, job.dedupeKey!)!);
    },
    async get(id) {
      const row = get.get(id);
      return row ? toJob(row) : null;
    },
    async claimDue(now, { worker, leaseMs, limit }) {
      const at = new Date(now);
      const leaseEnd = new Date(at.getTime() + leaseMs).toISOString();
      return claim.all({ now: at.toISOString(), leaseEnd, worker, limit }).map(toJob).sort(byDue);
    },
    async complete(id, worker) {
      return finishAs('done', id, worker, null);
    },
    async retryAt(id, worker, dueAt, error) {
      return retry.run({ id, worker, dueAt: iso(dueAt), error }).changes === 1;
    },
    async fail(id, worker, error) {
      return finishAs('failed', id, worker, error);
    },
    async cancel(ownerId, kind, options = {}) {
      const at = new Date().toISOString();
      return cancel.run({ owner: ownerId, kind, key: options.dedupeKey ?? null, at }).changes;
    },
    async listDue(now, limit) {
      return due.all(iso(now), limit).map(toJob);
    },
    async listFailed(limit, ownerId) {
      const rows = ownerId === undefined ? failed.all(limit) : failedOf.all(ownerId, limit);
      return rows.map(toJob);
    },
    async listForOwner(ownerId, state) {
      return ofOwner.all(ownerId, state).map(toJob);
    },
    async removeFinished(before) {
      return removeFinished.run(iso(before)).changes;
    },
  };
}
