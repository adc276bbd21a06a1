import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { dataKey } from './dataKey';

describe('the data key', () => {
  let dataDir: string;
  beforeEach(() => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'lp-key-'));
  });
  afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

  it('is DATA_KEY when set, and refuses one that is not 32 bytes', () => {
    const key = randomBytes(32);
    expect(dataKey(key.toString('base64'), dataDir).equals(key)).toBe(true);
    expect(() => dataKey(randomBytes(16).toString('base64'), dataDir)).toThrow(
      'DATA_KEY must be 32 bytes, base64-encoded',
    );
  });

  it('is generated once into the data directory, readable by its owner only', () => {
    const first = dataKey(undefined, dataDir);
    expect(first).toHaveLength(32);
    expect(dataKey(undefined, dataDir).equals(first)).toBe(true);
    expect(statSync(path.join(dataDir, 'data-key')).mode & 0o777).toBe(0o600);
  });
});
