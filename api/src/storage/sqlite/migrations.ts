import type { AccessLevel, ReleaseSettings, ReleaseTiming } from '@legacy-planner/contracts';
import type { Database } from 'better-sqlite3';
import { releaseModelWrites } from '../releaseModelMigration';

/** A schema change in SQL, or a change to the data that needs more than SQL says. */
export type Migration = { version: number; name: string } & (
  { sql: string } | { run(db: Database): void }
);

// Ordered, append-only list of schema changes. Each runs once, in a transaction, and is
// recorded in schema_migrations. Never edit a migration that has shipped: add a new one.
export const migrations: readonly Migration[] = [
  {
    version: 1,
    name: 'sessions',
    sql: `
      CREATE TABLE sessions (
        id TEXT PRIMARY KEY,
        data TEXT NOT NULL,
        expires_at INTEGER NOT NULL
      );
      CREATE INDEX sessions_expires_at ON sessions (expires_at);
    `,
  },
  {
    version: 2,
    name: 'users and rate limits',
    sql: `
      CREATE TABLE users (
        id TEXT PRIMARY KEY,
        name TEXT NOT NULL,
        email TEXT NOT NULL UNIQUE,
        password_hash TEXT,
        role TEXT NOT NULL CHECK (role IN ('user', 'admin')),
        is_demo INTEGER NOT NULL DEFAULT 0,
        onboarding_complete INTEGER NOT NULL DEFAULT 0,
        onboarding_step INTEGER NOT NULL DEFAULT 0,
        created_at TEXT NOT NULL,
        updated_at TEXT NOT NULL
      );
      CREATE TABLE rate_limits (
        key TEXT PRIMARY KEY,
        count INTEGER NOT NULL,
        reset_at INTEGER NOT NULL
      );
    `,
  },
  {
    version: 3,
    name: 'planner data',
    // Each record's fields are validated by the shared schemas and kept as JSON beside the
    // columns the store filters and sorts on.
    sql: `
      CREATE TABLE documents (
        id TEXT PRIMARY KEY,
        user_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        data TEXT NOT NULL,
        created_at TEXT NOT NULL,
        updated_at TEXT NOT NULL
      );
      CREATE INDEX documents_user ON documents (user_id, created_at);
      CREATE TABLE wishes (
        id TEXT PRIMARY KEY,
        user_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        data TEXT NOT NULL,
        created_at TEXT NOT NULL,
        updated_at TEXT NOT NULL
      );
      CREATE INDEX wishes_user ON wishes (user_id, created_at);
      CREATE TABLE contacts (
        id TEXT PRIMARY KEY,
        user_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        data TEXT NOT NULL,
        created_at TEXT NOT NULL,
        updated_at TEXT NOT NULL
      );
      CREATE INDEX contacts_user ON contacts (user_id, created_at);
      CREATE TABLE activities (
        id TEXT PRIMARY KEY,
        user_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        category TEXT NOT NULL,
        status TEXT NOT NULL,
        description TEXT NOT NULL,
        created_at TEXT NOT NULL,
        seq INTEGER NOT NULL
      );
      CREATE INDEX activities_user ON activities (user_id, seq);
      CREATE TABLE journeys (
        user_id TEXT PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
        state TEXT NOT NULL,
        updated_at TEXT NOT NULL
      );
    `,
  },
  {
    version: 4,
    name: 'verified emails',
    sql: `ALTER TABLE users ADD COLUMN email_verified INTEGER NOT NULL DEFAULT 0;`,
  },
  {
    version: 5,
    name: 'release settings, per-user sequences, events and grants',
    // Records get the columns the privacy rules query, with the spec's defaults for existing
    // ones (contracts' defaultReleaseSettings, as CASE), and a per-user sequence numbered in the
    // order lists showed them until now. Activities keep their numbers (one sequence for all
    // users, so also increasing per user) and continue per user from there.
    sql: `
      ${recordTableV5('documents', "json_extract(data, '$.category')", {
        level: "CASE category WHEN 'financial' THEN 'full' ELSE 'standard' END",
        visible: "CASE category WHEN 'financial' THEN 0 ELSE 1 END",
      })}
      ${recordTableV5('wishes', "json_extract(data, '$.category')", {
        level: "'basic'",
        visible: '1',
      })}
      ${recordTableV5('contacts', "json_extract(data, '$.role')", {
        level: "CASE category WHEN 'emergency_contact' THEN 'basic' ELSE 'standard' END",
        visible: '1',
      })}
      DROP INDEX activities_user;
      CREATE UNIQUE INDEX activities_user_seq ON activities (user_id, seq);

      ALTER TABLE users ADD COLUMN role_source TEXT
        CHECK (role_source IN ('admin_emails', 'command_line'));
      UPDATE users SET role_source = 'admin_emails' WHERE role = 'admin';

      CREATE TABLE events (
        id TEXT PRIMARY KEY,
        owner_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        actor_kind TEXT NOT NULL CHECK (actor_kind IN ('owner', 'viewer', 'admin', 'system')),
        actor_id TEXT,
        actor_name TEXT,
        action TEXT NOT NULL,
        subject_type TEXT,
        subject_id TEXT,
        at TEXT NOT NULL,
        seq INTEGER NOT NULL,
        CHECK (CASE actor_kind
          WHEN 'owner' THEN actor_id IS NULL AND actor_name IS NULL
          WHEN 'system' THEN actor_id IS NULL AND actor_name IS NOT NULL
          ELSE actor_id IS NOT NULL AND actor_name IS NOT NULL END),
        CHECK ((subject_type IS NULL) = (subject_id IS NULL))
      );
      CREATE UNIQUE INDEX events_owner_seq ON events (owner_id, seq);

      CREATE TABLE grants (
        id TEXT PRIMARY KEY,
        owner_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        level TEXT NOT NULL CHECK (level IN ('basic', 'standard', 'full')),
        viewer_name TEXT NOT NULL,
        emergency INTEGER NOT NULL CHECK (emergency IN (0, 1)),
        created_at TEXT NOT NULL,
        expires_at TEXT NOT NULL,
        revoked_at TEXT,
        seq INTEGER NOT NULL
      );
      CREATE UNIQUE INDEX grants_owner_seq ON grants (owner_id, seq);
    `,
  },
  {
    version: 6,
    name: 'uploaded files',
    // The records of the file vault; the bytes are encrypted blobs outside the database.
    // document_id is not a foreign key: deleting a document detaches its files explicitly,
    // as the MongoDB store must do too.
    sql: `
      CREATE TABLE files (
        id TEXT PRIMARY KEY,
        user_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        seq INTEGER NOT NULL,
        blob_id TEXT NOT NULL UNIQUE,
        document_id TEXT,
        name TEXT NOT NULL,
        type TEXT NOT NULL,
        size INTEGER NOT NULL CHECK (size >= 0),
        category TEXT NOT NULL,
        tags TEXT NOT NULL,
        notes TEXT NOT NULL,
        status TEXT NOT NULL CHECK (status IN ('pending', 'verified', 'draft')),
        created_at TEXT NOT NULL,
        updated_at TEXT NOT NULL
      );
      CREATE UNIQUE INDEX files_user_seq ON files (user_id, seq);
      CREATE INDEX files_user_document ON files (user_id, document_id, seq);
    `,
  },
  {
    version: 7,
    name: 'wizard records',
    // One row per wizard per user. The data is ciphertext sealed above the store; document_id
    // is not a foreign key, like files': a deleted document is made again on the next save.
    sql: `
      CREATE TABLE wizards (
        user_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        kind TEXT NOT NULL,
        status TEXT NOT NULL CHECK (status IN ('draft', 'completed')),
        sealed_data TEXT NOT NULL,
        document_id TEXT,
        updated_at TEXT NOT NULL,
        PRIMARY KEY (user_id, kind)
      ) WITHOUT ROWID;
    `,
  },
  {
    version: 8,
    name: 'access release: keys, cards, requests, grant holders, item settings, notices, mail',
    // Events gain the requester as an actor (someone asking, before any grant), the actor's
    // email and a detail line: SQLite cannot widen a CHECK, so the table is rebuilt. Secrets
    // (card codes, evidence) arrive sealed; the access key and claim tokens as hashes.
    sql: `
      CREATE TABLE events_v8 (
        id TEXT PRIMARY KEY,
        owner_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        actor_kind TEXT NOT NULL
          CHECK (actor_kind IN ('owner', 'viewer', 'requester', 'admin', 'system')),
        actor_id TEXT,
        actor_name TEXT,
        actor_email TEXT,
        action TEXT NOT NULL,
        subject_type TEXT,
        subject_id TEXT,
        detail TEXT,
        at TEXT NOT NULL,
        seq INTEGER NOT NULL,
        CHECK (CASE actor_kind
          WHEN 'owner' THEN actor_id IS NULL AND actor_name IS NULL
          WHEN 'system' THEN actor_id IS NULL AND actor_name IS NOT NULL
          WHEN 'requester' THEN actor_id IS NULL AND actor_name IS NOT NULL
          ELSE actor_id IS NOT NULL AND actor_name IS NOT NULL END),
        CHECK ((subject_type IS NULL) = (subject_id IS NULL))
      );
      INSERT INTO events_v8 (id, owner_id, actor_kind, actor_id, actor_name, action,
        subject_type, subject_id, at, seq)
      SELECT id, owner_id, actor_kind, actor_id, actor_name, action, subject_type, subject_id,
        at, seq FROM events;
      DROP TABLE events;
      ALTER TABLE events_v8 RENAME TO events;
      CREATE UNIQUE INDEX events_owner_seq ON events (owner_id, seq);

      ALTER TABLE grants ADD COLUMN viewer_email TEXT NOT NULL DEFAULT '';
      ALTER TABLE grants ADD COLUMN viewer_relationship TEXT NOT NULL DEFAULT '';
      ALTER TABLE grants ADD COLUMN source TEXT NOT NULL DEFAULT 'access_key'
        CHECK (source IN ('card', 'access_key', 'request', 'loved_one'));

      CREATE TABLE access_keys (
        owner_id TEXT PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
        key_hash TEXT NOT NULL,
        created_at TEXT NOT NULL
      ) WITHOUT ROWID;

      CREATE TABLE access_cards (
        card_id TEXT PRIMARY KEY,
        owner_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        sealed_code TEXT NOT NULL,
        is_enabled INTEGER NOT NULL CHECK (is_enabled IN (0, 1)),
        access_level TEXT NOT NULL CHECK (access_level IN ('basic', 'standard', 'full')),
        expiration_date TEXT NOT NULL,
        created_at TEXT NOT NULL
      );
      CREATE INDEX access_cards_owner ON access_cards (owner_id, created_at);

      CREATE TABLE access_requests (
        id TEXT PRIMARY KEY,
        owner_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        seq INTEGER NOT NULL,
        level TEXT NOT NULL CHECK (level IN ('basic', 'standard', 'full')),
        method TEXT NOT NULL CHECK (method IN ('evidence', 'questions')),
        holder_name TEXT NOT NULL,
        holder_email TEXT NOT NULL,
        holder_relationship TEXT NOT NULL,
        sealed_evidence TEXT NOT NULL,
        claim_token_hash TEXT NOT NULL,
        created_at TEXT NOT NULL,
        grants_at TEXT,
        decision TEXT CHECK (decision IN ('approved', 'rejected', 'verified')),
        decided_at TEXT,
        grant_id TEXT,
        reminders_sent INTEGER NOT NULL DEFAULT 0
      );
      CREATE UNIQUE INDEX access_requests_owner_seq ON access_requests (owner_id, seq);
      CREATE INDEX access_requests_waiting ON access_requests (grants_at) WHERE decision IS NULL;

      CREATE TABLE item_releases (
        owner_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        item_type TEXT NOT NULL,
        item_id TEXT NOT NULL,
        required_access_level TEXT NOT NULL
          CHECK (required_access_level IN ('basic', 'standard', 'full')),
        is_visible INTEGER NOT NULL CHECK (is_visible IN (0, 1)),
        release_timing TEXT NOT NULL
          CHECK (release_timing IN ('immediate', 'emergency', 'after_passing')),
        PRIMARY KEY (owner_id, item_type, item_id)
      ) WITHOUT ROWID;

      CREATE TABLE privacy_settings (
        owner_id TEXT PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
        waiting_period_days INTEGER NOT NULL CHECK (waiting_period_days BETWEEN 1 AND 30)
      ) WITHOUT ROWID;

      CREATE TABLE notices (
        id TEXT PRIMARY KEY,
        owner_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        text TEXT NOT NULL,
        created_at TEXT NOT NULL,
        read_at TEXT
      );
      CREATE INDEX notices_owner ON notices (owner_id, created_at);

      CREATE TABLE mail_outbox (
        id TEXT PRIMARY KEY,
        to_address TEXT NOT NULL,
        subject TEXT NOT NULL,
        text TEXT NOT NULL,
        attempts INTEGER NOT NULL DEFAULT 0,
        next_attempt_at TEXT NOT NULL,
        sent_at TEXT
      );
      CREATE INDEX mail_outbox_due ON mail_outbox (next_attempt_at) WHERE sent_at IS NULL;
    `,
  },
  {
    version: 9,
    name: 'consent to share the plan with the administrators',
    // Off for everyone until they turn it on (decisions §5).
    sql: `
      ALTER TABLE users ADD COLUMN share_with_admins INTEGER NOT NULL DEFAULT 0
        CHECK (share_with_admins IN (0, 1));
      CREATE INDEX users_sharing ON users (created_at) WHERE share_with_admins = 1;
    `,
  },
  {
    version: 10,
    name: 'account security: sessions by user, email and reset links, two-factor sign-in',
    // A session's user is a column (indexed) so the account page lists them without a scan;
    // sessions written before it get theirs from their data.
    sql: `
      ALTER TABLE sessions ADD COLUMN user_id TEXT;
      ALTER TABLE sessions ADD COLUMN last_seen_at TEXT;
      UPDATE sessions SET user_id = json_extract(data, '$.userId');
      CREATE INDEX sessions_user ON sessions (user_id) WHERE user_id IS NOT NULL;

      CREATE TABLE account_tokens (
        token_hash TEXT PRIMARY KEY,
        user_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        purpose TEXT NOT NULL CHECK (purpose IN ('verify_email', 'change_email', 'reset_password')),
        email TEXT NOT NULL,
        expires_at TEXT NOT NULL,
        created_at TEXT NOT NULL
      );
      CREATE INDEX account_tokens_user ON account_tokens (user_id, purpose);
      CREATE INDEX account_tokens_expiry ON account_tokens (expires_at);

      CREATE TABLE two_factor (
        user_id TEXT PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
        sealed_secret TEXT NOT NULL,
        last_used_step INTEGER,
        enabled_at TEXT NOT NULL
      );
      CREATE TABLE recovery_codes (
        user_id TEXT NOT NULL REFERENCES two_factor (user_id) ON DELETE CASCADE,
        code_hash TEXT NOT NULL,
        used_at TEXT,
        PRIMARY KEY (user_id, code_hash)
      );
    `,
  },
  {
    version: 11,
    name: 'ended sessions stay ended',
    // An ended session keeps its row, emptied of its data and user, until it expires, so that
    // a request of it still in flight cannot write it back when it finishes (sqliteStore.ts).
    sql: `
      ALTER TABLE sessions ADD COLUMN ended INTEGER NOT NULL DEFAULT 0 CHECK (ended IN (0, 1));
    `,
  },
  {
    version: 12,
    name: 'a grant viewing the same thing within the hour is one counted log entry',
    // The index finds a grant's open entry for what it viewed (actor_id is the grant).
    sql: `
      ALTER TABLE events ADD COLUMN count INTEGER NOT NULL DEFAULT 1 CHECK (count >= 1);
      CREATE INDEX events_views ON events (actor_id, action, subject_type, subject_id, at)
        WHERE actor_kind = 'viewer';
    `,
  },
  {
    version: 13,
    name: 'requests that name no owner who may be asked',
    // No owner, no requester: only what answers a claim as a real request would.
    sql: `
      CREATE TABLE unmatched_requests (
        id TEXT PRIMARY KEY,
        claim_token_hash TEXT NOT NULL,
        created_at TEXT NOT NULL,
        grants_at TEXT
      );
    `,
  },
  {
    version: 14,
    name: 'mail someone is waiting for goes first',
    sql: `
      ALTER TABLE mail_outbox ADD COLUMN urgent INTEGER NOT NULL DEFAULT 0
        CHECK (urgent IN (0, 1));
      DROP INDEX mail_outbox_due;
      CREATE INDEX mail_outbox_due ON mail_outbox (urgent DESC, next_attempt_at)
        WHERE sent_at IS NULL;
    `,
  },
  {
    version: 15,
    name: 'one privacy item per thing: existing plans keep their settings',
    run: keepReleaseSettings,
  },
  {
    version: 16,
    name: 'durable jobs; the reminders of waiting full requests are jobs',
    // A finished job keeps its row (for the lists of what failed) until the sweep removes it.
    // The reminders that the upkeep would have sent of the requests waiting now become jobs,
    // as features/access/accessJobs.ts schedules them for a new request.
    sql: `
      CREATE TABLE jobs (
        id TEXT PRIMARY KEY,
        kind TEXT NOT NULL,
        owner_id TEXT REFERENCES users (id) ON DELETE CASCADE,
        payload TEXT NOT NULL,
        due_at TEXT NOT NULL,
        attempts INTEGER NOT NULL DEFAULT 0,
        state TEXT NOT NULL DEFAULT 'waiting'
          CHECK (state IN ('waiting', 'done', 'failed', 'cancelled')),
        lease_holder TEXT,
        lease_ends_at TEXT,
        last_error TEXT,
        dedupe_key TEXT,
        created_at TEXT NOT NULL,
        finished_at TEXT
      );
      CREATE INDEX jobs_due ON jobs (due_at) WHERE state = 'waiting';
      CREATE UNIQUE INDEX jobs_dedupe ON jobs (kind, dedupe_key)
        WHERE state = 'waiting' AND dedupe_key IS NOT NULL;
      CREATE INDEX jobs_owner ON jobs (owner_id, state, due_at);
      CREATE INDEX jobs_finished ON jobs (state, finished_at);
      ${reminderJobs(1, '(julianday(created_at) + julianday(grants_at)) / 2', 'TRUE')}
      ${reminderJobs(2, 'julianday(grants_at) - 1', 'julianday(grants_at) - julianday(created_at) > 2')}
    `,
  },
  {
    version: 17,
    name: 'check-ins: settings, ordered trusted contacts, the last check-in, their links and grants',
    // A contact's row in the ordered list goes with the contact (ON DELETE CASCADE), so the list
    // never names a deleted contact. Grants and account links gain a kind each (check_in):
    // SQLite cannot widen a CHECK, so both tables are rebuilt; nothing references them.
    sql: `
      CREATE TABLE check_in_settings (
        owner_id TEXT PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
        rhythm TEXT NOT NULL
          CHECK (rhythm IN ('off', 'monthly', 'every_3_months', 'every_6_months')),
        paused_until TEXT,
        rhythm_since TEXT,
        updated_at TEXT NOT NULL
      ) WITHOUT ROWID;
      CREATE TABLE check_in_contacts (
        owner_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        contact_id TEXT NOT NULL REFERENCES contacts (id) ON DELETE CASCADE,
        position INTEGER NOT NULL,
        PRIMARY KEY (owner_id, contact_id)
      ) WITHOUT ROWID;
      CREATE INDEX check_in_contacts_contact ON check_in_contacts (contact_id);
      CREATE TABLE check_ins (
        owner_id TEXT PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
        at TEXT NOT NULL,
        method TEXT NOT NULL CHECK (method IN ('sign_in', 'email_link', 'in_app'))
      ) WITHOUT ROWID;

      CREATE TABLE grants_v17 (
        id TEXT PRIMARY KEY,
        owner_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        level TEXT NOT NULL CHECK (level IN ('basic', 'standard', 'full')),
        viewer_name TEXT NOT NULL,
        emergency INTEGER NOT NULL CHECK (emergency IN (0, 1)),
        created_at TEXT NOT NULL,
        expires_at TEXT NOT NULL,
        revoked_at TEXT,
        seq INTEGER NOT NULL,
        viewer_email TEXT NOT NULL DEFAULT '',
        viewer_relationship TEXT NOT NULL DEFAULT '',
        source TEXT NOT NULL DEFAULT 'access_key'
          CHECK (source IN ('card', 'access_key', 'request', 'loved_one', 'check_in'))
      );
      INSERT INTO grants_v17 (id, owner_id, level, viewer_name, emergency, created_at,
        expires_at, revoked_at, seq, viewer_email, viewer_relationship, source)
      SELECT id, owner_id, level, viewer_name, emergency, created_at, expires_at, revoked_at,
        seq, viewer_email, viewer_relationship, source FROM grants;
      DROP TABLE grants;
      ALTER TABLE grants_v17 RENAME TO grants;
      CREATE UNIQUE INDEX grants_owner_seq ON grants (owner_id, seq);

      CREATE TABLE account_tokens_v17 (
        token_hash TEXT PRIMARY KEY,
        user_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        purpose TEXT NOT NULL
          CHECK (purpose IN ('verify_email', 'change_email', 'reset_password', 'check_in')),
        email TEXT NOT NULL,
        expires_at TEXT NOT NULL,
        created_at TEXT NOT NULL
      );
      INSERT INTO account_tokens_v17 (token_hash, user_id, purpose, email, expires_at, created_at)
      SELECT token_hash, user_id, purpose, email, expires_at, created_at FROM account_tokens;
      DROP TABLE account_tokens;
      ALTER TABLE account_tokens_v17 RENAME TO account_tokens;
      CREATE INDEX account_tokens_user ON account_tokens (user_id, purpose);
      CREATE INDEX account_tokens_expiry ON account_tokens (expires_at);
    `,
  },
  {
    version: 18,
    name: 'legacy messages delivered to their recipients',
    sql: `
      CREATE TABLE message_deliveries (
        owner_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        message_id TEXT NOT NULL,
        recipient_name TEXT NOT NULL DEFAULT '',
        recipient_email TEXT NOT NULL DEFAULT '',
        state TEXT NOT NULL DEFAULT 'waiting'
          CHECK (state IN ('waiting', 'delivered', 'opened')),
        delivered_at TEXT,
        first_opened_at TEXT,
        link_token_hash TEXT UNIQUE,
        link_expires_at TEXT,
        send_count INTEGER NOT NULL DEFAULT 0,
        test_token_hash TEXT UNIQUE,
        test_expires_at TEXT,
        PRIMARY KEY (owner_id, message_id)
      );
    `,
  },
  {
    version: 19,
    name: "missed check-ins ask the trusted contacts; a contact's report of a passing waits",
    // A question goes with its owner; the contact is copied (a contact deleted later was still
    // the one asked). Requests gain a method (contact_report): SQLite cannot widen a CHECK, so
    // the table is rebuilt; nothing references it.
    sql: `
      CREATE TABLE contact_asks (
        id TEXT PRIMARY KEY,
        owner_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        round TEXT NOT NULL,
        contact_id TEXT NOT NULL,
        contact_name TEXT NOT NULL,
        contact_email TEXT NOT NULL,
        contact_relationship TEXT NOT NULL,
        token_hash TEXT NOT NULL UNIQUE,
        asked_at TEXT NOT NULL,
        expires_at TEXT NOT NULL,
        answer TEXT CHECK (answer IN ('fine', 'unwell', 'passed_away')),
        answered_at TEXT
      );
      CREATE INDEX contact_asks_round ON contact_asks (owner_id, round, asked_at);

      CREATE TABLE access_requests_v19 (
        id TEXT PRIMARY KEY,
        owner_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        seq INTEGER NOT NULL,
        level TEXT NOT NULL CHECK (level IN ('basic', 'standard', 'full')),
        method TEXT NOT NULL CHECK (method IN ('evidence', 'questions', 'contact_report')),
        holder_name TEXT NOT NULL,
        holder_email TEXT NOT NULL,
        holder_relationship TEXT NOT NULL,
        sealed_evidence TEXT NOT NULL,
        claim_token_hash TEXT NOT NULL,
        created_at TEXT NOT NULL,
        grants_at TEXT,
        decision TEXT CHECK (decision IN ('approved', 'rejected', 'verified')),
        decided_at TEXT,
        grant_id TEXT,
        reminders_sent INTEGER NOT NULL DEFAULT 0
      );
      INSERT INTO access_requests_v19 (id, owner_id, seq, level, method, holder_name,
        holder_email, holder_relationship, sealed_evidence, claim_token_hash, created_at,
        grants_at, decision, decided_at, grant_id, reminders_sent)
      SELECT id, owner_id, seq, level, method, holder_name, holder_email, holder_relationship,
        sealed_evidence, claim_token_hash, created_at, grants_at, decision, decided_at, grant_id,
        reminders_sent FROM access_requests;
      DROP TABLE access_requests;
      ALTER TABLE access_requests_v19 RENAME TO access_requests;
      CREATE UNIQUE INDEX access_requests_owner_seq ON access_requests (owner_id, seq);
      CREATE INDEX access_requests_waiting ON access_requests (grants_at) WHERE decision IS NULL;
    `,
  },
  {
    version: 20,
    name: 'the end of the waiting period of each full request is a job',
    // Each full request with a waiting period, undecided and unclaimed at the upgrade, gets the
    // access.release job that features/access/accessJobs.ts schedules for a new one (due at
    // once when its period is over: the release that only a claim made before).
    sql: `
      INSERT INTO jobs (id, kind, owner_id, payload, due_at, dedupe_key, created_at)
      SELECT lower(hex(randomblob(16))), 'access.release', owner_id,
        json_object('requestId', id), grants_at, id,
        strftime('%Y-%m-%dT%H:%M:%fZ', 'now')
      FROM access_requests
      WHERE level = 'full' AND decision IS NULL AND grant_id IS NULL AND grants_at IS NOT NULL
        AND NOT EXISTS (SELECT 1 FROM jobs WHERE kind = 'access.release' AND dedupe_key = access_requests.id
          AND state = 'waiting');
    `,
  },
  {
    version: 21,
    name: 'people who help with a plan; a helper acts in the log',
    // A record goes with its owner and with its helper's account (ON DELETE CASCADE): erasing
    // either ends the help. An invitation has no account yet, only the email it waits for.
    // Events gain the helper as an actor: SQLite cannot widen a CHECK, so the table is rebuilt.
    sql: `
      CREATE TABLE helpers (
        id TEXT PRIMARY KEY,
        owner_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        helper_user_id TEXT REFERENCES users (id) ON DELETE CASCADE,
        name TEXT NOT NULL,
        email TEXT NOT NULL,
        relationship TEXT NOT NULL DEFAULT '',
        role TEXT NOT NULL CHECK (role IN ('editor', 'viewer-helper')),
        state TEXT NOT NULL CHECK (state IN ('invited', 'requested', 'active')),
        method TEXT NOT NULL CHECK (method IN ('invite', 'key', 'questions')),
        sealed_answers TEXT,
        created_at TEXT NOT NULL,
        active_since TEXT,
        UNIQUE (owner_id, email)
      );
      CREATE INDEX helpers_helper_user ON helpers (helper_user_id);
      CREATE INDEX helpers_email ON helpers (email);

      CREATE TABLE events_v21 (
        id TEXT PRIMARY KEY,
        owner_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        actor_kind TEXT NOT NULL
          CHECK (actor_kind IN ('owner', 'viewer', 'requester', 'admin', 'system', 'helper')),
        actor_id TEXT,
        actor_name TEXT,
        actor_email TEXT,
        action TEXT NOT NULL,
        subject_type TEXT,
        subject_id TEXT,
        detail TEXT,
        at TEXT NOT NULL,
        seq INTEGER NOT NULL,
        count INTEGER NOT NULL DEFAULT 1 CHECK (count >= 1),
        CHECK (CASE actor_kind
          WHEN 'owner' THEN actor_id IS NULL AND actor_name IS NULL
          WHEN 'system' THEN actor_id IS NULL AND actor_name IS NOT NULL
          WHEN 'requester' THEN actor_id IS NULL AND actor_name IS NOT NULL
          ELSE actor_id IS NOT NULL AND actor_name IS NOT NULL END),
        CHECK ((subject_type IS NULL) = (subject_id IS NULL))
      );
      INSERT INTO events_v21 (id, owner_id, actor_kind, actor_id, actor_name, actor_email,
        action, subject_type, subject_id, detail, at, seq, count)
      SELECT id, owner_id, actor_kind, actor_id, actor_name, actor_email, action, subject_type,
        subject_id, detail, at, seq, count FROM events;
      DROP TABLE events;
      ALTER TABLE events_v21 RENAME TO events;
      CREATE UNIQUE INDEX events_owner_seq ON events (owner_id, seq);
      CREATE INDEX events_views ON events (actor_id, action, subject_type, subject_id, at)
        WHERE actor_kind = 'viewer';
    `,
  },
  {
    version: 22,
    name: 'each document records when it was signed and where its original is',
    // Kept in the document's data: every document answers the three fields, so the ones stored
    // before get them unrecorded (json_insert leaves a value already there alone).
    sql: `
      UPDATE documents SET data = json_insert(data,
        '$.signedOn', NULL, '$.originalLocation', '', '$.originalHolder', '');
    `,
  },
  {
    version: 23,
    name: "where the owner signs the plan's documents",
    // Null until the owner chooses: their PDFs print the general signing page until then.
    sql: `ALTER TABLE users ADD COLUMN signing_place TEXT;`,
  },
  {
    version: 24,
    name: "the plan's last review, what may need one, and each owner's yearly reminder",
    // Every account has its yearly reminder from sign-up on (features/planReview); accounts
    // made before get theirs a year after this migration at the earliest, so that a deploy
    // does not mail every older account at once.
    sql: `
      ALTER TABLE users ADD COLUMN plan_reviewed_at TEXT;
      ALTER TABLE users ADD COLUMN plan_review_reasons TEXT NOT NULL DEFAULT '[]';
      INSERT INTO jobs (id, kind, owner_id, payload, due_at, dedupe_key, created_at)
      SELECT lower(hex(randomblob(16))), 'plan_review.reminder', id, '{}', due_at,
        id || ':' || due_at, strftime('%Y-%m-%dT%H:%M:%fZ', 'now')
      FROM (
        SELECT id, strftime('%Y-%m-%dT%H:%M:%fZ', max(julianday(created_at), julianday('now')),
          '+1 year') AS due_at
        FROM users WHERE is_demo = 0
      );
    `,
  },
  {
    version: 25,
    name: "how each task of the executor's packet stands",
    sql: `
      CREATE TABLE packet_progress (
        owner_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        task_id TEXT NOT NULL,
        done_at TEXT,
        done_by TEXT,
        done_by_grant_id TEXT,
        assigned_grant_id TEXT,
        updated_at TEXT NOT NULL,
        PRIMARY KEY (owner_id, task_id)
      );
    `,
  },
  {
    version: 26,
    name: "the owner's marital status",
    // Null until the owner says: a change from one status to another asks for a review.
    sql: `ALTER TABLE users ADD COLUMN marital_status TEXT;`,
  },
];

interface ReleaseRow {
  id: string;
  required_access_level: AccessLevel;
  is_visible: number;
  release_timing: ReleaseTiming;
}

const settingsOf = (row: ReleaseRow): [string, ReleaseSettings] => [
  row.id,
  {
    requiredAccessLevel: row.required_access_level,
    isVisible: row.is_visible === 1,
    releaseTiming: row.release_timing,
  },
];

/** Migration 15: issue 25's release model, owner by owner (releaseModelMigration). */
function keepReleaseSettings(db: Database): void {
  const owners = db
    .prepare('SELECT user_id FROM wizards UNION SELECT user_id FROM files')
    .pluck()
    .all() as string[];
  const wizards = db.prepare<[string], { kind: string; documentId: string | null }>(
    'SELECT kind, document_id AS documentId FROM wizards WHERE user_id = ?',
  );
  const files = db.prepare<[string], { id: string; category: string; documentId: string | null }>(
    'SELECT id, category, document_id AS documentId FROM files WHERE user_id = ?',
  );
  const documents = db.prepare<[string], ReleaseRow>(
    `SELECT id, required_access_level, is_visible, release_timing FROM documents
     WHERE user_id = ?`,
  );
  const stored = db.prepare<[string, string], ReleaseRow>(
    `SELECT item_id AS id, required_access_level, is_visible, release_timing FROM item_releases
     WHERE owner_id = ? AND item_type = ?`,
  );
  const write = db.prepare<[string, string, string, string, number, string]>(
    `INSERT INTO item_releases (owner_id, item_type, item_id, required_access_level,
       is_visible, release_timing) VALUES (?, ?, ?, ?, ?, ?)
     ON CONFLICT (owner_id, item_type, item_id) DO UPDATE SET
       required_access_level = excluded.required_access_level,
       is_visible = excluded.is_visible, release_timing = excluded.release_timing`,
  );
  for (const owner of owners) {
    const writes = releaseModelWrites({
      wizards: wizards.all(owner),
      files: files.all(owner),
      documents: new Map(documents.all(owner).map(settingsOf)),
      stored: {
        wizard: new Map(stored.all(owner, 'wizard').map(settingsOf)),
        file: new Map(stored.all(owner, 'file').map(settingsOf)),
      },
    });
    for (const { type, id, settings } of writes) {
      write.run(
        owner,
        type,
        id,
        settings.requiredAccessLevel,
        settings.isVisible ? 1 : 0,
        settings.releaseTiming,
      );
    }
  }
}

/**
 * Migration 16: the access.reminder job `reminder` (1: halfway, 2: a day before the grant) of
 * every full request still waiting that has not had it, due at the julianday `at`, if `when`.
 */
function reminderJobs(reminder: 1 | 2, at: string, when: string): string {
  const iso = (julianDay: string) => `strftime('%Y-%m-%dT%H:%M:%fZ', ${julianDay})`;
  return `
      INSERT INTO jobs (id, kind, owner_id, payload, due_at, dedupe_key, created_at)
      SELECT lower(hex(randomblob(16))), 'access.reminder', owner_id,
        json_object('requestId', id, 'reminder', ${reminder}), ${iso(at)},
        id || ':${reminder}', ${iso("'now'")}
      FROM access_requests
      WHERE decision IS NULL AND grants_at IS NOT NULL AND grants_at > ${iso("'now'")}
        AND reminders_sent < ${reminder} AND ${when};`;
}

/**
 * Migration 5's rebuild of one record table (SQLite cannot add NOT NULL columns without a
 * default, nor CHECK constraints, to a table). Part of migration 5: never edit it either.
 * Categories are not constrained: the shared schemas validate them, and a new category must
 * not need a rebuild.
 */
function recordTableV5(
  table: 'documents' | 'wishes' | 'contacts',
  category: string,
  defaults: { level: string; visible: string },
): string {
  return `
      CREATE TABLE ${table}_v5 (
        id TEXT PRIMARY KEY,
        user_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        seq INTEGER NOT NULL,
        category TEXT NOT NULL,
        required_access_level TEXT NOT NULL
          CHECK (required_access_level IN ('basic', 'standard', 'full')),
        is_visible INTEGER NOT NULL CHECK (is_visible IN (0, 1)),
        release_timing TEXT NOT NULL
          CHECK (release_timing IN ('immediate', 'emergency', 'after_passing')),
        data TEXT NOT NULL,
        created_at TEXT NOT NULL,
        updated_at TEXT NOT NULL
      );
      INSERT INTO ${table}_v5 (id, user_id, seq, category, required_access_level, is_visible,
        release_timing, data, created_at, updated_at)
      SELECT id, user_id,
        ROW_NUMBER() OVER (PARTITION BY user_id ORDER BY created_at, old_rowid),
        category, ${defaults.level}, ${defaults.visible}, 'immediate', data, created_at, updated_at
      FROM (SELECT *, rowid AS old_rowid, COALESCE(${category}, 'other') AS category FROM ${table});
      DROP TABLE ${table};
      ALTER TABLE ${table}_v5 RENAME TO ${table};
      CREATE UNIQUE INDEX ${table}_user_seq ON ${table} (user_id, seq);
      CREATE INDEX ${table}_release ON ${table} (user_id, required_access_level, release_timing);
  `;
}

/** Applies the migrations of `list` not applied yet; answers their versions. */
export function migrate(db: Database, list = migrations): number[] {
  db.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
    version INTEGER PRIMARY KEY,
    name TEXT NOT NULL,
    applied_at TEXT NOT NULL
  )`);
  const applied = new Set(
    db.prepare('SELECT version FROM schema_migrations').pluck().all() as number[],
  );
  const record = db.prepare(
    'INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, ?, ?)',
  );
  const ran: number[] = [];
  for (const migration of list) {
    if (applied.has(migration.version)) continue;
    db.transaction(() => {
      if ('sql' in migration) db.exec(migration.sql);
      else migration.run(db);
      record.run(migration.version, migration.name, new Date().toISOString());
    })();
    ran.push(migration.version);
  }
  return ran;
}
