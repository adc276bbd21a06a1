import { mkdirSync } from 'node:fs';
import path from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import type { SessionData, SessionRepository, StoragePort } from '../port';
import { migrate } from './migrations';
import { sqliteUsers } from './sqliteUsers';
import { sqliteRateLimits } from './sqliteRateLimits';
import { sqliteActivities, sqliteCollection, sqliteJourneys } from './sqlitePlanner';

export const SQLITE_FILE_NAME = 'legacy-planner.sqlite';

function sqliteSessions(db: BetterSqlite3.Database): SessionRepository {
  const select = db.prepare<[string, number], { data: string }>(
    'SELECT data FROM sessions WHERE id = ? AND expires_at > ?',
  );
  const upsert = db.prepare<[string, string, number]>(
    `INSERT INTO sessions (id, data, expires_at) VALUES (?, ?, ?)
     ON CONFLICT (id) DO UPDATE SET data = excluded.data, expires_at = excluded.expires_at`,
  );
  const remove = db.prepare<[string]>('DELETE FROM sessions WHERE id = ?');
  const removeExpired = db.prepare<[number]>('DELETE FROM sessions WHERE expires_at <= ?');
  const removeForUser = db.prepare<[string]>(
    "DELETE FROM sessions WHERE json_extract(data, '$.userId') = ?",
  );

  return {
    async get(id) {
      const row = select.get(id, Date.now());
      return row ? (JSON.parse(row.data) as SessionData) : null;
    },
    async set(id, data, ttlMs) {
      upsert.run(id, JSON.stringify(data), Date.now() + ttlMs);
    },
    async destroy(id) {
      remove.run(id);
    },
    async deleteExpired() {
      return removeExpired.run(Date.now()).changes;
    },
    async destroyForUser(userId) {
      removeForUser.run(userId);
    },
  };
}

/**
 * The embedded store: one SQLite file in `dataDir` (or memory, for tests), in WAL mode so
 * readers never wait for the writer.
 */
export function openSqliteStore(dataDir: string | ':memory:'): StoragePort {
  let file = ':memory:';
  if (dataDir !== ':memory:') {
    mkdirSync(dataDir, { recursive: true, mode: 0o700 });
    file = path.join(dataDir, SQLITE_FILE_NAME);
  }
  const db = new BetterSqlite3(file);
  db.pragma('journal_mode = WAL');
  db.pragma('foreign_keys = ON');
  db.pragma('busy_timeout = 5000');
  migrate(db);

  return {
    kind: 'sqlite',
    sessions: sqliteSessions(db),
    users: sqliteUsers(db),
    rateLimits: sqliteRateLimits(db),
    documents: sqliteCollection(db, 'documents'),
    wishes: sqliteCollection(db, 'wishes'),
    contacts: sqliteCollection(db, 'contacts'),
    activities: sqliteActivities(db),
    journeys: sqliteJourneys(db),
    async ping() {
      db.prepare('SELECT 1').get();
    },
    async close() {
      db.close();
    },
  };
}
