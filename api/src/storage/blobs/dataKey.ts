import { randomBytes } from 'node:crypto';
import { chmodSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const KEY_FILE = 'data-key';

function decodeKey(text: string, source: string): Buffer {
  const key = Buffer.from(text.trim(), 'base64');
  if (key.length !== 32) throw new Error(`${source} must be 32 bytes, base64-encoded`);
  return key;
}

/**
 * The key that encrypts uploaded files at rest: DATA_KEY (32 bytes, base64) when set, required
 * when several API instances share the files; otherwise a key generated on first run into the
 * data directory, readable by its owner only. Losing it loses every file: back it up with the
 * data directory.
 */
export function dataKey(configured: string | undefined, dataDir: string): Buffer {
  if (configured) return decodeKey(configured, 'DATA_KEY');
  const file = path.join(dataDir, KEY_FILE);
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  try {
    // 'wx': never over a key another process has just written.
    writeFileSync(file, randomBytes(32).toString('base64'), { mode: 0o600, flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  chmodSync(file, 0o600);
  return decodeKey(readFileSync(file, 'utf8'), file);
}
