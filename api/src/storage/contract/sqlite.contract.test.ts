import { mkdirSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { describeStoreContract } from './storeContract';
import { openSqliteStore, SQLITE_FILE_NAME } from '../sqlite/sqliteStore';

const dirs: string[] = [];
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

function freshDataDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'lp-sqlite-'));
  dirs.push(dir);
  return dir;
}

describeStoreContract('sqlite', async (options) => openSqliteStore(freshDataDir(), options));

describe('sqlite adapter', () => {
  it('keeps data in one WAL-mode file in the data directory, across reopening', async () => {
    const dataDir = freshDataDir();
    const first = openSqliteStore(dataDir);
    await first.sessions.set('kept', { userId: 'u1' }, 60_000);
    await first.close();
    expect(statSync(path.join(dataDir, SQLITE_FILE_NAME)).isFile()).toBe(true);

    const reopened = openSqliteStore(dataDir);
    await expect(reopened.sessions.get('kept')).resolves.toEqual({ userId: 'u1' });
    await reopened.close();
  });

  describe('file modes', () => {
    let umask: number;
    beforeEach(() => {
      // The most permissive setting: nothing in the files' modes may come from it.
      umask = process.umask(0);
    });
    afterEach(() => {
      process.umask(umask);
    });

    const files = (dataDir: string) =>
      ['', '-wal', '-shm'].map((suffix) => path.join(dataDir, SQLITE_FILE_NAME + suffix));
    const modeOf = (file: string) => statSync(file).mode & 0o777;

    it('makes the database and its -wal and -shm files readable by the owner only', async () => {
      const dataDir = path.join(freshDataDir(), 'open-to-all');
      mkdirSync(dataDir, { mode: 0o777 });
      const store = openSqliteStore(dataDir);
      await store.sessions.set('s1', { userId: 'u1' }, 60_000);
      expect(files(dataDir).map(modeOf)).toEqual([0o600, 0o600, 0o600]);
      await store.close();
    });

    it('narrows the files of an installation made before to the owner', async () => {
      const dataDir = freshDataDir();
      // What earlier versions left: a database (and, while it is open, its -wal and -shm
      // files) created with the default mode.
      const earlier = new BetterSqlite3(path.join(dataDir, SQLITE_FILE_NAME));
      earlier.pragma('journal_mode = WAL');
      earlier.exec('CREATE TABLE kept (x); INSERT INTO kept VALUES (1);');
      expect(files(dataDir).map(modeOf)).toEqual([0o644, 0o644, 0o644]);

      const store = openSqliteStore(dataDir);
      expect(files(dataDir).map(modeOf)).toEqual([0o600, 0o600, 0o600]);
      await store.close();
      earlier.close();
    });
  });
});
