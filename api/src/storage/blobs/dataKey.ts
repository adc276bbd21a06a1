import { generatedSecret } from '../../config/generatedSecret';

function decodeKey(text: string, source: string): Buffer {
  const key = Buffer.from(text.trim(), 'base64');
  if (key.length !== 32) throw new Error(`${source} must be 32 bytes, base64-encoded`);
  return key;
}

/**
 * The key that encrypts uploaded files and wizard records at rest: DATA_KEY (32 bytes, base64)
 * when set, required when several API instances share the data; otherwise a key generated on
 * first run into the data directory (see generatedSecret). Losing it loses every file and
 * every wizard record: back it up with the data directory.
 */
export function dataKey(configured: string | undefined, dataDir: string): Buffer {
  if (configured) return decodeKey(configured, 'DATA_KEY');
  return decodeKey(generatedSecret(dataDir, 'data-key', 'base64'), 'The generated data key');
}
