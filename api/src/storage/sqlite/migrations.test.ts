import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { ALL, documentInput, releaseOf } from '../contract/contractFixtures';
import { describeReleaseMigrationContract } from '../contract/releaseMigrationContract';
import { formerDefaultSettings } from '../releaseModelMigration';
import { migrate, migrations } from './migrations';
import { openSqliteStore, SQLITE_FILE_NAME } from './sqliteStore';

describe('sqlite migration 5: an installation of version 4 moves on', () => {
  let dataDir: string;
  beforeEach(() => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'lp-migrate-'));
    const db = new BetterSqlite3(path.join(dataDir, SQLITE_FILE_NAME));
    migrate(
      db,
      migrations.filter((migration) => migration.version <= 4),
    );
    const user = db.prepare(
      `INSERT INTO users (id, name, email, role, created_at, updated_at)
       VALUES (?, ?, ?, ?, '2024-01-01T00:00:00.000Z', '2024-01-01T00:00:00.000Z')`,
    );
    user.run('ann', 'Ann', 'ann@example.com', 'admin');
    user.run('bob', 'Bob', 'bob@example.com', 'user');
    const record = (table: string) =>
      db.prepare(
        `INSERT INTO ${table} (id, user_id, data, created_at, updated_at) VALUES (?, ?, ?, ?, ?)`,
      );
    const doc = record('documents');
    const at = (minute: number) => `2024-01-01T00:0${minute}:00.000Z`;
    // Inserted out of time order: lists showed them by time, then by insertion.
    doc.run('will', 'ann', JSON.stringify(documentInput('Will')), at(2), at(2));
    doc.run('bank', 'ann', JSON.stringify(documentInput('Bank', 'financial')), at(1), at(1));
    doc.run('deed', 'ann', JSON.stringify(documentInput('Deed', 'property')), at(2), at(2));
    doc.run('bobs', 'bob', JSON.stringify(documentInput('Bob')), at(1), at(1));
    record('wishes').run('song', 'ann', JSON.stringify({ preference: 'Song' }), at(1), at(1));
    const contact = record('contacts');
    contact.run(
      'eve',
      'ann',
      JSON.stringify({ firstName: 'Eve', role: 'emergency_contact' }),
      at(1),
      at(1),
    );
    contact.run('ed', 'ann', JSON.stringify({ firstName: 'Ed', role: 'executor' }), at(1), at(1));
    const activity = db.prepare(
      `INSERT INTO activities (id, user_id, category, status, description, created_at, seq)
       VALUES (?, ?, 'documents', 'created', ?, ?, ?)`,
    );
    // One sequence for every user, as before.
    activity.run('a1', 'ann', 'Added document: Will', at(1), 1);
    activity.run('a2', 'bob', 'Added document: Bob', at(1), 2);
    activity.run('a3', 'ann', 'Added document: Bank', at(1), 3);
    db.close();
  });
  afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

  it('numbers records in the order lists showed them, and continues each user from there', async () => {
    const store = openSqliteStore(dataDir);
    const titles = async (userId: string) =>
      (await store.documents.list(userId, ALL)).items.map((doc) => doc.title);
    await expect(titles('ann')).resolves.toEqual(['Deed', 'Will', 'Bank']);
    await store.documents.create('ann', documentInput('New'));
    await expect(titles('ann')).resolves.toEqual(['New', 'Deed', 'Will', 'Bank']);
    await expect(titles('bob')).resolves.toEqual(['Bob']);

    const log = (await store.activities.list('ann', ALL)).items.map((item) => item.description);
    expect(log).toEqual(['Added document: New', 'Added document: Bank', 'Added document: Will']);
    await store.close();
  });

  // The defaults of the time (spec section 6), which issue 25 changed for new items only.
  it("gives existing records the spec's default release settings", async () => {
    const store = openSqliteStore(dataDir);
    const basicAtOnce = {
      requiredAccessLevel: 'basic',
      isVisible: true,
      releaseTiming: 'immediate',
    };
    await expect(releaseOf(store.documents, 'ann', 'bank')).resolves.toEqual(
      formerDefaultSettings('financial'),
    );
    await expect(releaseOf(store.documents, 'ann', 'will')).resolves.toEqual(
      formerDefaultSettings('will'),
    );
    await expect(releaseOf(store.wishes, 'ann', 'song')).resolves.toEqual(basicAtOnce);
    await expect(releaseOf(store.contacts, 'ann', 'eve')).resolves.toEqual(basicAtOnce);
    await expect(releaseOf(store.contacts, 'ann', 'ed')).resolves.toEqual(
      formerDefaultSettings('executor'),
    );
    await store.close();
  });

  it('records that existing admins got their role from ADMIN_EMAILS', async () => {
    const store = openSqliteStore(dataDir);
    await expect(store.users.findById('ann')).resolves.toMatchObject({
      role: 'admin',
      roleSource: 'admin_emails',
    });
    await expect(store.users.findById('bob')).resolves.toMatchObject({ roleSource: null });
    await store.close();
  });
});

describe('sqlite migration 15', () => {
  const dataDirs: string[] = [];
  afterAll(() => {
    for (const dataDir of dataDirs) rmSync(dataDir, { recursive: true, force: true });
  });
  const dataDirOf = new WeakMap<object, string>();

  describeReleaseMigrationContract('sqlite', {
    async open() {
      const dataDir = mkdtempSync(path.join(tmpdir(), 'lp-migrate-'));
      dataDirs.push(dataDir);
      const store = openSqliteStore(dataDir);
      dataDirOf.set(store, dataDir);
      return store;
    },
    async migrateAgain(store) {
      const db = new BetterSqlite3(path.join(dataDirOf.get(store)!, SQLITE_FILE_NAME));
      try {
        db.prepare('DELETE FROM schema_migrations WHERE version = 15').run();
        expect(migrate(db)).toEqual([15]);
      } finally {
        db.close();
      }
    },
  });
});

const DAY = 86_400_000;

/**
 * A store in `dataDir` with its owner Ann, and a maker of her full requests by evidence, held by
 * Cara, that grant in `grantsInDays` days (negative: already past; null: no date).
 */
async function storeWithOwner(dataDir: string) {
  const store = openSqliteStore(dataDir);
  const owner = await store.users.create({
    name: 'Ann',
    email: 'ann@example.com',
    passwordHash: null,
    role: 'user',
  });
  const fullRequest = (grantsInDays: number | null) =>
    store.accessRequests.create({
      ownerId: owner.id,
      level: 'full',
      method: 'evidence',
      holder: { name: 'Cara', email: 'cara@example.com', relationship: 'Daughter' },
      sealedEvidence: 'sealed',
      claimTokenHash: 'hash',
      grantsAt:
        grantsInDays === null ? null : new Date(Date.now() + grantsInDays * DAY).toISOString(),
    });
  return { store, owner, fullRequest };
}

describe('sqlite migration 16', () => {
  it('schedules the reminders still to send of the full requests waiting at the upgrade', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'lp-migrate-'));
    try {
      const { store, owner, fullRequest } = await storeWithOwner(dataDir);
      const fresh = await fullRequest(7);
      const remindedOnce = await fullRequest(3);
      await store.accessRequests.markReminded(remindedOnce.id, 1);
      const decided = await fullRequest(7);
      await store.accessRequests.decide(decided.id, 'rejected', new Date().toISOString());
      const shortWait = await fullRequest(2);
      await store.accessRequests.markReminded(shortWait.id, 1);
      const granted = await fullRequest(-1);
      await store.close();

      // The installation before: no jobs table yet. Reminders by due time: the 3-day request's
      // second (in 2 days), then the 7-day request's first (3.5 days) and second (6 days).
      const db = new BetterSqlite3(path.join(dataDir, SQLITE_FILE_NAME));
      db.exec('DROP TABLE jobs; DELETE FROM schema_migrations WHERE version = 16;');
      expect(migrate(db)).toEqual([16]);
      db.close();

      const upgraded = openSqliteStore(dataDir);
      const jobs = await upgraded.jobs.listForOwner(owner.id, 'waiting');
      const halfway = (of: { createdAt: string; grantsAt: string | null }) =>
        (Date.parse(of.createdAt) + Date.parse(of.grantsAt!)) / 2;
      expect(
        jobs
          .map((job) => ({ kind: job.kind, payload: job.payload, due: Date.parse(job.dueAt) }))
          .sort((a, b) => a.due - b.due),
      ).toEqual([
        {
          kind: 'access.reminder',
          payload: { requestId: remindedOnce.id, reminder: 2 },
          due: expect.any(Number),
        },
        {
          kind: 'access.reminder',
          payload: { requestId: fresh.id, reminder: 1 },
          due: expect.any(Number),
        },
        {
          kind: 'access.reminder',
          payload: { requestId: fresh.id, reminder: 2 },
          due: expect.any(Number),
        },
      ]);
      const dueOf = (id: string, reminder: number) =>
        Date.parse(
          jobs.find((job) => job.payload.requestId === id && job.payload.reminder === reminder)!
            .dueAt,
        );
      expect(Math.abs(dueOf(fresh.id, 1) - halfway(fresh))).toBeLessThan(2);
      expect(Math.abs(dueOf(fresh.id, 2) - (Date.parse(fresh.grantsAt!) - DAY))).toBeLessThan(2);
      expect(
        Math.abs(dueOf(remindedOnce.id, 2) - (Date.parse(remindedOnce.grantsAt!) - DAY)),
      ).toBeLessThan(2);
      expect(jobs.map((job) => job.payload.requestId)).not.toContain(decided.id);
      expect(jobs.map((job) => job.payload.requestId)).not.toContain(granted.id);
      // Scheduled as the request would schedule it: a second schedule answers the same job.
      await expect(
        upgraded.jobs.schedule({
          kind: 'access.reminder',
          ownerId: owner.id,
          dueAt: new Date(),
          dedupeKey: `${fresh.id}:1`,
        }),
      ).resolves.toMatchObject({ payload: { requestId: fresh.id, reminder: 1 } });
      await upgraded.close();
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe('sqlite migration 20', () => {
  it('schedules the end of the waiting period of each full request undecided and unclaimed at the upgrade', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'lp-migrate-'));
    try {
      const { store, owner, fullRequest } = await storeWithOwner(dataDir);
      const waiting = await fullRequest(7);
      const lapsedUnclaimed = await fullRequest(-1);
      const claimed = await fullRequest(-1);
      await store.accessRequests.attachGrant(claimed.id, 'g1');
      const rejected = await fullRequest(7);
      await store.accessRequests.decide(rejected.id, 'rejected', new Date().toISOString());
      await fullRequest(null);
      await store.close();

      const db = new BetterSqlite3(path.join(dataDir, SQLITE_FILE_NAME));
      db.exec(`DELETE FROM jobs WHERE kind = 'access.release';
        DELETE FROM schema_migrations WHERE version = 20;`);
      expect(migrate(db)).toEqual([20]);
      db.close();

      const upgraded = openSqliteStore(dataDir);
      const releases = (await upgraded.jobs.listForOwner(owner.id, 'waiting')).filter(
        (job) => job.kind === 'access.release',
      );
      expect(
        releases.map((job) => ({ payload: job.payload, dueAt: job.dueAt, key: job.dedupeKey })),
      ).toEqual(
        [lapsedUnclaimed, waiting].map((made) => ({
          payload: { requestId: made.id },
          dueAt: made.grantsAt,
          key: made.id,
        })),
      );
      await upgraded.close();
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

const databases: { dataDir: string; db: BetterSqlite3.Database }[] = [];
// Closed here, after a failure too.
afterEach(() => {
  for (const { dataDir, db } of databases.splice(0)) {
    if (db.open) db.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
});

/**
 * A database on disk, in a data directory of its own (removed after the test), migrated up to
 * `version` and holding one user, u1 (Ann): what a migration's test fills before it migrates on.
 */
function databaseAtVersion(version: number) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'lp-migrate-'));
  const db = new BetterSqlite3(path.join(dataDir, SQLITE_FILE_NAME));
  databases.push({ dataDir, db });
  db.pragma('foreign_keys = ON');
  migrate(
    db,
    migrations.filter((migration) => migration.version <= version),
  );
  db.prepare(
    `INSERT INTO users (id, name, email, password_hash, role, created_at, updated_at)
     VALUES ('u1', 'Ann', 'ann@example.com', NULL, 'user', 'now', 'now')`,
  ).run();
  return db;
}

describe('sqlite migration 19', () => {
  it('keeps every access request, and its indexes, while requests gain the contact_report method', async () => {
    const db = databaseAtVersion(18);
    const insert = db.prepare(
      `INSERT INTO access_requests (id, owner_id, seq, level, method, holder_name, holder_email,
         holder_relationship, sealed_evidence, claim_token_hash, created_at, grants_at,
         decision, decided_at, grant_id, reminders_sent)
       VALUES (?, 'u1', ?, 'full', ?, 'Cara', 'cara@example.com', 'Daughter', 'sealed', 'hash',
         '2026-03-01T10:00:00.000Z', ?, ?, NULL, NULL, 1)`,
    );
    insert.run('r1', 1, 'evidence', '2026-03-08T10:00:00.000Z', null);
    insert.run('r2', 2, 'questions', null, 'rejected');
    expect(() => insert.run('r3', 3, 'contact_report', null, null)).toThrow(/CHECK/);
    const before = db.prepare('SELECT * FROM access_requests ORDER BY seq').all();

    expect(
      migrate(
        db,
        migrations.filter((migration) => migration.version <= 19),
      ),
    ).toEqual([19]);
    expect(db.prepare('SELECT * FROM access_requests ORDER BY seq').all()).toEqual(before);
    insert.run('r3', 3, 'contact_report', '2026-03-08T10:00:00.000Z', null);
    expect(() => insert.run('r4', 3, 'evidence', null, null)).toThrow(/UNIQUE/);
    const indexes = db
      .prepare(
        "SELECT name FROM sqlite_master WHERE type = 'index' AND tbl_name = 'access_requests'",
      )
      .pluck()
      .all();
    expect(indexes).toEqual(
      expect.arrayContaining(['access_requests_owner_seq', 'access_requests_waiting']),
    );
  });
});

describe('sqlite migration 21', () => {
  it('keeps every event, its count and its indexes, while events gain the helper as an actor', async () => {
    const db = databaseAtVersion(20);
    const insert = db.prepare(
      `INSERT INTO events (id, owner_id, actor_kind, actor_id, actor_name, actor_email, action,
         subject_type, subject_id, detail, at, seq, count)
       VALUES (?, 'u1', ?, ?, ?, ?, 'plan.viewed', NULL, NULL, ?, '2026-03-01T10:00:00.000Z', ?, ?)`,
    );
    insert.run('e1', 'viewer', 'g1', 'Cara', 'cara@example.com', 'Opened the plan', 1, 3);
    insert.run('e2', 'owner', null, null, null, null, 2, 1);
    const helper = ['helper', 'u2', 'Maria', 'maria@example.com', 'Added a contact'] as const;
    expect(() => insert.run('e3', ...helper, 3, 1)).toThrow(/CHECK/);
    const before = db.prepare('SELECT * FROM events ORDER BY seq').all();

    expect(
      migrate(
        db,
        migrations.filter((migration) => migration.version <= 21),
      ),
    ).toEqual([21]);
    expect(db.prepare('SELECT * FROM events ORDER BY seq').all()).toEqual(before);
    insert.run('e3', ...helper, 3, 1);
    expect(() => insert.run('e4', ...helper, 3, 1)).toThrow(/UNIQUE/);
    expect(() => insert.run('e4', 'helper', null, 'Maria', null, null, 4, 1)).toThrow(/CHECK/);
    const indexes = db
      .prepare("SELECT name FROM sqlite_master WHERE type = 'index' AND tbl_name = 'events'")
      .pluck()
      .all();
    expect(indexes).toEqual(expect.arrayContaining(['events_owner_seq', 'events_views']));
  });
});

describe('sqlite migration 23', () => {
  it('keeps every account, none of them with a signing place until its owner chooses one', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'lp-migrate-'));
    try {
      const db = new BetterSqlite3(path.join(dataDir, SQLITE_FILE_NAME));
      migrate(
        db,
        migrations.filter((migration) => migration.version < 23),
      );
      db.prepare(
        `INSERT INTO users (id, name, email, password_hash, role, created_at, updated_at)
         VALUES ('u1', 'Ann', 'ann@example.com', NULL, 'user', 'now', 'now')`,
      ).run();
      expect(
        migrate(
          db,
          migrations.filter((migration) => migration.version <= 23),
        ),
      ).toEqual([23]);
      db.close();

      const store = openSqliteStore(dataDir);
      await expect(store.users.findById('u1')).resolves.toMatchObject({
        name: 'Ann',
        signingPlace: null,
      });
      await expect(store.users.setSigningPlace('u1', 'LA')).resolves.toMatchObject({
        signingPlace: 'LA',
      });
      await store.close();
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe('sqlite migration 22', () => {
  it('gives each document stored before it an unrecorded custody, and changes nothing else', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'lp-migrate-'));
    try {
      const db = new BetterSqlite3(path.join(dataDir, SQLITE_FILE_NAME));
      db.pragma('foreign_keys = ON');
      migrate(
        db,
        migrations.filter((migration) => migration.version <= 21),
      );
      db.prepare(
        `INSERT INTO users (id, name, email, password_hash, role, created_at, updated_at)
         VALUES ('u1', 'Ann', 'ann@example.com', NULL, 'user', 'now', 'now')`,
      ).run();
      const {
        signedOn: _a,
        originalLocation: _b,
        originalHolder: _c,
        ...before
      } = documentInput('Will');
      db.prepare(
        `INSERT INTO documents (id, user_id, seq, category, required_access_level, is_visible,
           release_timing, data, created_at, updated_at)
         VALUES ('d1', 'u1', 1, 'will', 'standard', 1, 'immediate', ?,
           '2026-03-01T10:00:00.000Z', '2026-03-01T10:00:00.000Z')`,
      ).run(JSON.stringify(before));

      expect(
        migrate(
          db,
          migrations.filter((migration) => migration.version <= 22),
        ),
      ).toEqual([22]);
      db.close();

      const store = openSqliteStore(dataDir);
      await expect(store.documents.get('u1', 'd1')).resolves.toEqual({
        ...before,
        signedOn: null,
        originalLocation: '',
        originalHolder: '',
        id: 'd1',
        userId: 'u1',
        createdAt: '2026-03-01T10:00:00.000Z',
        updatedAt: '2026-03-01T10:00:00.000Z',
      });
      await store.close();
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe('sqlite migration 24', () => {
  it('keeps every account, never reviewed, each owner with a yearly reminder a year on at the earliest', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'lp-migrate-'));
    try {
      const db = new BetterSqlite3(path.join(dataDir, SQLITE_FILE_NAME));
      migrate(
        db,
        migrations.filter((migration) => migration.version < 24),
      );
      const insert = db.prepare(
        `INSERT INTO users (id, name, email, password_hash, role, is_demo, created_at, updated_at)
         VALUES (?, ?, ?, NULL, 'user', ?, ?, ?)`,
      );
      const longAgo = '2020-01-01T00:00:00.000Z';
      const later = '2999-05-01T12:00:00.000Z';
      insert.run('u1', 'Ann', 'ann@example.com', 0, longAgo, longAgo);
      insert.run('u2', 'Bob', 'bob@example.com', 0, later, later);
      insert.run('demo', 'Demo', 'demo@example.com', 1, longAgo, longAgo);
      const before = Date.now();
      expect(
        migrate(
          db,
          migrations.filter((migration) => migration.version <= 24),
        ),
      ).toEqual([24]);
      const jobs = db
        .prepare(`SELECT owner_id, due_at, dedupe_key, state FROM jobs ORDER BY owner_id`)
        .all() as { owner_id: string; due_at: string; dedupe_key: string; state: string }[];
      db.close();

      // Signed up long ago: a year after the migration, not at once.
      expect(jobs.map((job) => job.owner_id)).toEqual(['u1', 'u2']);
      const [ann, bob] = jobs;
      const yearOn = new Date(before);
      yearOn.setUTCFullYear(yearOn.getUTCFullYear() + 1);
      expect(Date.parse(ann!.due_at)).toBeGreaterThanOrEqual(yearOn.getTime() - 1000);
      expect(Date.parse(ann!.due_at)).toBeLessThan(yearOn.getTime() + 60_000);
      expect(bob).toEqual({
        owner_id: 'u2',
        due_at: '3000-05-01T12:00:00.000Z',
        dedupe_key: 'u2:3000-05-01T12:00:00.000Z',
        state: 'waiting',
      });
      expect(ann!.dedupe_key).toBe(`u1:${ann!.due_at}`);

      const store = openSqliteStore(dataDir);
      await expect(store.users.findById('u1')).resolves.toMatchObject({
        name: 'Ann',
        planReviewedAt: null,
        planReviewReasons: [],
      });
      const [job] = await store.jobs.listForOwner('u1', 'waiting');
      expect(job).toMatchObject({ kind: 'plan_review.reminder', payload: {} });
      await store.close();
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
