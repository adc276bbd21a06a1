import { randomBytes } from 'node:crypto';
import { chmodSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The secret kept in `dataDir/fileName`: 32 random bytes in `encoding`, generated on first run
 * and readable by its owner only, so `npm start` needs no configuration and the secret
 * survives restarts.
 */
export function generatedSecret(
  dataDir: string,
  fileName: string,
  encoding: 'hex' | 'base64',
): string {
  const file = path.join(dataDir, fileName);
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  try {
    // Created private ('wx': never over a secret another process has just written).
    writeFileSync(file, randomBytes(32).toString(encoding), { mode: 0o600, flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  // Whatever the umask was, and for a secret an older version left readable by others.
  chmodSync(file, 0o600);
  return readFileSync(file, 'utf8').trim();
}
