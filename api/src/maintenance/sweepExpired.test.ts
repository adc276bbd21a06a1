import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { openSqliteStore, SQLITE_FILE_NAME } from '../storage/sqlite/sqliteStore';
import { sweepExpired } from './sweepExpired';

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
});
