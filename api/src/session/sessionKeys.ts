import { generatedSecret } from '../config/generatedSecret';

/**
 * SESSION_SECRET when set (required when several API instances share sessions); otherwise a
 * secret generated on first run into the data directory (see generatedSecret).
 */
export function sessionKeys(sessionSecret: string | undefined, dataDir: string): string[] {
  if (sessionSecret) return [sessionSecret];
  return [generatedSecret(dataDir, 'session-secret', 'hex')];
}
