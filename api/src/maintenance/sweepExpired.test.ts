import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { openSqliteStore, SQLITE_FILE_NAME } from '../storage/sqlite/sqliteStore';
import { FINISHED_JOBS_KEPT_DAYS, sweepExpired } from './sweepExpired';

describe('sweeping expired sessions, rate-limit counters and sent mail', () => {
  it('deletes the rows whose time has ended or whose mail went, and keeps the others', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'lp-sweep-'));
    const store = openSqliteStore(dataDir);
    try {
      // A burst of sign-in attempts with distinct emails leaves one counter each.
      for (let n = 0; n < 50; n++) await store.rateLimits.hit(`sign-in:email:${n}@x.org`, 1);
      await store.rateLimits.hit('sign-in:address:192.0.2.1', 60_000);
      await store.sessions.set('ended', { userId: 'u1' }, 1);
      await store.sessions.set('current', { userId: 'u2' }, 60_000);
      const sent = await store.mailOutbox.enqueue({ to: 'a@x.org', subject: 'S', text: 'T' });
      await store.mailOutbox.markSent(sent.id);
      const waiting = await store.mailOutbox.enqueue({ to: 'b@x.org', subject: 'S', text: 'T' });
      await new Promise((resolve) => setTimeout(resolve, 5));

      await expect(sweepExpired(store)).resolves.toEqual({
        sessions: 1,
        rateLimits: 50,
        sentMails: 1,
        accountTokens: 0,
        finishedJobs: 0,
      });
      const due = await store.mailOutbox.due(new Date().toISOString(), 10);
      expect(due.map((mail) => mail.id)).toEqual([waiting.id]);

      const db = new BetterSqlite3(path.join(dataDir, SQLITE_FILE_NAME), { readonly: true });
      expect(db.prepare('SELECT key FROM rate_limits').pluck().all()).toEqual([
        'sign-in:address:192.0.2.1',
      ]);
      db.close();
      await expect(store.sessions.get('current')).resolves.toEqual({ userId: 'u2' });
    } finally {
      await store.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it(`removes jobs finished more than ${FINISHED_JOBS_KEPT_DAYS} days before, never a waiting one`, async () => {
    const store = openSqliteStore(':memory:');
    try {
      const schedule = () =>
        store.jobs.schedule({ kind: 'test.ping', ownerId: null, dueAt: new Date(0) });
      const done = await schedule();
      const failed = await schedule();
      const waiting = await schedule();
      await store.jobs.claimDue(new Date(), { worker: 'w1', leaseMs: 60_000, limit: 2 });
      await store.jobs.complete(done.id, 'w1');
      await store.jobs.fail(failed.id, 'w1', 'broken');
      const day = 86_400_000;
      const kept = new Date(Date.now() + (FINISHED_JOBS_KEPT_DAYS - 1) * day);
      await expect(sweepExpired(store, kept)).resolves.toMatchObject({ finishedJobs: 0 });
      const gone = new Date(Date.now() + (FINISHED_JOBS_KEPT_DAYS + 1) * day);
      await expect(sweepExpired(store, gone)).resolves.toMatchObject({ finishedJobs: 2 });
      await expect(store.jobs.get(failed.id)).resolves.toBeNull();
      await expect(store.jobs.get(waiting.id)).resolves.toMatchObject({ state: 'waiting' });
    } finally {
      await store.close();
    }
  });
});
