import { chmodSync, mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sessionKeys } from './sessionKeys';

describe('session keys', () => {
  let root: string;
  let umask: number;
  beforeEach(() => {
    root = mkdtempSync(path.join(tmpdir(), 'lp-keys-'));
    // The most permissive setting: nothing in the files' modes may come from it.
    umask = process.umask(0);
  });
  afterEach(() => {
    process.umask(umask);
    rmSync(root, { recursive: true, force: true });
  });

  const modeOf = (file: string) => statSync(file).mode & 0o777;

  it('uses SESSION_SECRET when set, and writes nothing', () => {
    const dataDir = path.join(root, 'data');
    expect(sessionKeys('a-secret-that-is-at-least-32-characters', dataDir)).toEqual([
      'a-secret-that-is-at-least-32-characters',
    ]);
    expect(() => statSync(dataDir)).toThrow();
  });

  it('generates a secret readable by its owner only, in an open folder, and keeps it', () => {
    const dataDir = path.join(root, 'data');
    mkdirSync(dataDir, { mode: 0o777 });
    const [secret] = sessionKeys(undefined, dataDir);
    expect(secret).toMatch(/^[0-9a-f]{64}$/);
    expect(modeOf(path.join(dataDir, 'session-secret'))).toBe(0o600);
    expect(sessionKeys(undefined, dataDir)).toEqual([secret]);
  });

  it('narrows the mode of a secret an older version left readable by others', () => {
    const file = path.join(root, 'session-secret');
    writeFileSync(file, 'kept-secret\n');
    chmodSync(file, 0o644);
    expect(sessionKeys(undefined, root)).toEqual(['kept-secret']);
    expect(modeOf(file)).toBe(0o600);
  });
});
