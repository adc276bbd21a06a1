import { randomBytes } from 'node:crypto';
import { chmodSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const SECRET_FILE = 'session-secret';

/**
 * SESSION_SECRET when set (required when several API instances share sessions); otherwise a
 * secret generated on first run into the data directory, readable by its owner only, so that
 * `npm start` needs no configuration and sessions survive restarts.
 */
export function sessionKeys(sessionSecret: string | undefined, dataDir: string): string[] {
  if (sessionSecret) return [sessionSecret];
  const file = path.join(dataDir, SECRET_FILE);
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  try {
    // Created private ('wx': never over a secret another process has just written).
    writeFileSync(file, randomBytes(32).toString('hex'), { mode: 0o600, flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  // Whatever the umask was, and for a secret an older version left readable by others.
  chmodSync(file, 0o600);
  return [readFileSync(file, 'utf8').trim()];
}
