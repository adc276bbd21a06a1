import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describeStoreContract } from './storeContract';
import { openSqliteStore, SQLITE_FILE_NAME } from '../sqlite/sqliteStore';

const dirs: string[] = [];
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

function freshDataDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'lp-sqlite-'));
  dirs.push(dir);
  return dir;
}

describeStoreContract('sqlite', async () => openSqliteStore(freshDataDir()));

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
});
