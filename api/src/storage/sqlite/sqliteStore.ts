import { chmodSync, closeSync, mkdirSync, openSync } from 'node:fs';
import path from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { ACTIVITY_LOG_LENGTH, COLLECTION_CAP } from '@legacy-planner/contracts';
import {
  ENDED_SESSION_KEPT_MS,
  type SessionData,
  type SessionRepository,
  type StoragePort,
  type StoreOptions,
  type UnitOfWork,
} from '../port';
import type { RawBlobs } from '../blobs/blobStore';
import { fileBlobs } from '../blobs/fileBlobs';
import { migrate } from './migrations';
import { sqliteUsers } from './sqliteUsers';
import { sqliteRateLimits } from './sqliteRateLimits';
import {
  sqliteActivities,
  sqliteCollection,
  sqliteContacts,
  sqliteJourneys,
} from './sqlitePlanner';
import { sqliteWizards } from './sqliteWizards';
import { sqliteEvents } from './sqliteEvents';
import { sqliteFiles } from './sqliteFiles';
import { sqliteGrants } from './sqliteGrants';
import { sqliteUnitOfWork } from './sqliteUnitOfWork';
import { sqliteErasure } from './sqliteErasure';
import { sqliteJobs } from './sqliteJobs';
import {
  sqliteAccessKeys,
  sqliteAccessRequests,
  sqliteCards,
  sqliteUnmatchedRequests,
} from './sqliteAccess';
import { sqliteAccountTokens, sqliteTwoFactor } from './sqliteAccountSecurity';
import { sqliteCheckIns } from './sqliteCheckIns';
import { sqliteContactAsks } from './sqliteContactAsks';
import { sqliteHelpers } from './sqliteHelpers';
import { sqliteMessageDeliveries } from './sqliteMessageDeliveries';
import { sqlitePacketProgress } from './sqlitePacketProgress';
import {
  sqliteItemReleases,
  sqliteMailOutbox,
  sqliteNotices,
  sqlitePrivacySettings,
} from './sqlitePrivacy';

export const SQLITE_FILE_NAME = 'legacy-planner.sqlite';

interface SessionRow {
  id: string;
  data: string;
  last_seen_at: string | null;
  expires_at: number;
}

function sqliteSessions(db: BetterSqlite3.Database): SessionRepository {
  const select = db.prepare<[string, number], { data: string }>(
    'SELECT data FROM sessions WHERE id = ? AND expires_at > ? AND ended = 0',
  );
  // The user id is copied into its own column, indexed, so a user's sessions are found fast.
  // An ended session is not written again: koa-session writes a session back when a request
  // of it finishes, and one that was in flight while the session was ended (a password reset,
  // "end this session") would otherwise bring it back.
  const upsert = db.prepare<[string, string, string | null, number]>(
    `INSERT INTO sessions (id, data, user_id, expires_at) VALUES (?, ?, ?, ?)
     ON CONFLICT (id) DO UPDATE SET data = excluded.data, user_id = excluded.user_id,
       expires_at = excluded.expires_at
     WHERE sessions.ended = 0`,
  );
  // Ending keeps the row for a while (ENDED_SESSION_KEPT_MS), with nothing of its user in it.
  const endColumns =
    "ended = 1, data = '{}', user_id = NULL, last_seen_at = NULL, expires_at = @keptUntil";
  const end = db.prepare<[{ id: string; keptUntil: number }]>(
    `UPDATE sessions SET ${endColumns} WHERE id = @id`,
  );
  const removeExpired = db.prepare<[number]>('DELETE FROM sessions WHERE expires_at <= ?');
  const endForUser = db.prepare<[{ userId: string; except: string; keptUntil: number }]>(
    `UPDATE sessions SET ${endColumns} WHERE user_id = @userId AND id != @except`,
  );
  const keptUntil = () => Date.now() + ENDED_SESSION_KEPT_MS;
  const forUser = db.prepare<[string, number], SessionRow>(
    `SELECT id, data, last_seen_at, expires_at FROM sessions
     WHERE user_id = ? AND expires_at > ? ORDER BY rowid`,
  );
  const touch = db.prepare<[string, string]>(
    'UPDATE sessions SET last_seen_at = ? WHERE id = ? AND ended = 0',
  );

  return {
    async get(id) {
      const row = select.get(id, Date.now());
      return row ? (JSON.parse(row.data) as SessionData) : null;
    },
    async set(id, data, ttlMs) {
      const userId = typeof data.userId === 'string' ? data.userId : null;
      upsert.run(id, JSON.stringify(data), userId, Date.now() + ttlMs);
    },
    async destroy(id) {
      end.run({ id, keptUntil: keptUntil() });
    },
    async deleteExpired() {
      return removeExpired.run(Date.now()).changes;
    },
    async destroyForUser(userId, options = {}) {
      endForUser.run({ userId, except: options.except ?? '', keptUntil: keptUntil() });
    },
    async listForUser(userId) {
      return forUser.all(userId, Date.now()).map((row) => ({
        id: row.id,
        data: JSON.parse(row.data) as SessionData,
        lastSeenAt: row.last_seen_at,
        expiresAt: new Date(row.expires_at).toISOString(),
      }));
    },
    async touch(id, at) {
      touch.run(at, id);
    },
  };
}

/**
 * The database file in `dataDir`, readable by its owner only (plans, password hashes and
 * sessions) whatever the umask and the folder's mode. It is created private before SQLite
 * opens it, and SQLite gives its -wal and -shm files the database file's mode; files of an
 * installation made before this were created 0644, so they are narrowed at every start.
 */
function privateDatabaseFile(dataDir: string): string {
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const file = path.join(dataDir, SQLITE_FILE_NAME);
  closeSync(openSync(file, 'a', 0o600));
  for (const name of [file, `${file}-wal`, `${file}-shm`]) {
    try {
      chmodSync(name, 0o600);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
  }
  return file;
}

/**
 * The embedded store: one SQLite file in `dataDir` (or memory, for tests), in WAL mode so
 * readers never wait for the writer.
 */
export function openSqliteStore(
  dataDir: string | ':memory:',
  options: StoreOptions = {},
): StoragePort {
  const db = new BetterSqlite3(dataDir === ':memory:' ? dataDir : privateDatabaseFile(dataDir));
  db.pragma('journal_mode = WAL');
  // A deleted row is overwritten with zeros, not just unlinked: a deleted account's text must
  // not stay readable in the file (see scrubDeleted for the log's older copies).
  db.pragma('secure_delete = ON');
  db.pragma('foreign_keys = ON');
  db.pragma('busy_timeout = 5000');
  migrate(db);

  const cap = options.collectionCap ?? COLLECTION_CAP;
  const logLength = options.activityLogLength ?? ACTIVITY_LOG_LENGTH;
  const tx: UnitOfWork = {
    users: sqliteUsers(db),
    documents: sqliteCollection(db, 'documents', cap, logLength),
    wishes: sqliteCollection(db, 'wishes', cap, logLength),
    contacts: sqliteContacts(db, cap, logLength),
    files: sqliteFiles(db, cap, logLength),
    activities: sqliteActivities(db),
    journeys: sqliteJourneys(db),
    wizards: sqliteWizards(db, logLength),
    events: sqliteEvents(db),
    grants: sqliteGrants(db),
    accessKeys: sqliteAccessKeys(db),
    cards: sqliteCards(db),
    accessRequests: sqliteAccessRequests(db),
    unmatchedRequests: sqliteUnmatchedRequests(db),
    itemReleases: sqliteItemReleases(db),
    privacySettings: sqlitePrivacySettings(db),
    notices: sqliteNotices(db),
    mailOutbox: sqliteMailOutbox(db),
    erasure: sqliteErasure(db),
    accountTokens: sqliteAccountTokens(db),
    twoFactor: sqliteTwoFactor(db),
    checkIns: sqliteCheckIns(db),
    jobs: sqliteJobs(db),
    messageDeliveries: sqliteMessageDeliveries(db),
    packetProgress: sqlitePacketProgress(db),
    contactAsks: sqliteContactAsks(db),
    helpers: sqliteHelpers(db),
  };
  const units = sqliteUnitOfWork(db);

  let blobs: RawBlobs | undefined;
  return {
    kind: 'sqlite',
    // Made on first use: an in-memory store (some unit tests) has no folder for them.
    get blobs() {
      if (dataDir === ':memory:') throw new Error('An in-memory store keeps no files');
      return (blobs ??= fileBlobs(path.join(dataDir, 'blobs')));
    },
    sessions: units.gate(sqliteSessions(db)),
    rateLimits: units.gate(sqliteRateLimits(db)),
    users: units.gate(tx.users),
    documents: units.gate(tx.documents),
    wishes: units.gate(tx.wishes),
    contacts: units.gate(tx.contacts),
    files: units.gate(tx.files),
    activities: units.gate(tx.activities),
    journeys: units.gate(tx.journeys),
    wizards: units.gate(tx.wizards),
    events: units.gate(tx.events),
    grants: units.gate(tx.grants),
    accessKeys: units.gate(tx.accessKeys),
    cards: units.gate(tx.cards),
    accessRequests: units.gate(tx.accessRequests),
    unmatchedRequests: units.gate(tx.unmatchedRequests),
    itemReleases: units.gate(tx.itemReleases),
    privacySettings: units.gate(tx.privacySettings),
    notices: units.gate(tx.notices),
    mailOutbox: units.gate(tx.mailOutbox),
    erasure: units.gate(tx.erasure),
    accountTokens: units.gate(tx.accountTokens),
    twoFactor: units.gate(tx.twoFactor),
    checkIns: units.gate(tx.checkIns),
    jobs: units.gate(tx.jobs),
    messageDeliveries: units.gate(tx.messageDeliveries),
    packetProgress: units.gate(tx.packetProgress),
    contactAsks: units.gate(tx.contactAsks),
    helpers: units.gate(tx.helpers),
    // The work gets the ungated repositories: it runs alone on the connection.
    unitOfWork: (work) => units.run(() => work(tx)),
    // Outside any unit of work: a checkpoint cannot run inside a transaction.
    scrubDeleted: units.gate({
      async scrubDeleted() {
        db.pragma('wal_checkpoint(TRUNCATE)');
      },
    }).scrubDeleted,
    async ping() {
      db.prepare('SELECT 1').get();
    },
    async close() {
      db.close();
    },
  };
}
