import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

// Records that must not be readable at rest (the wizards: wills, medical wishes, account
// passwords) are sealed above the storage port with the same data key as the files:
// AES-256-GCM, a fresh 12-byte IV per seal, the tag checked on open. The context (whose record,
// which kind) is authenticated too, so a sealed value copied to another user's row fails to
// open instead of leaking into their account.

const FORMAT = 'v1';
const IV_BYTES = 12;
const TAG_BYTES = 16;

export interface JsonSealer {
  /** `value` as JSON, encrypted and bound to `context`: `v1.<base64>`. */
  seal(value: unknown, context: string): string;
  /** The value sealed under `context`; throws when the text was changed or moved. */
  open(sealed: string, context: string): unknown;
}

export function jsonSealer(key: Buffer): JsonSealer {
  if (key.length !== 32) throw new Error('The data key must be 32 bytes');
  return {
    seal(value, context) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      cipher.setAAD(Buffer.from(context));
      const body = Buffer.concat([cipher.update(JSON.stringify(value)), cipher.final()]);
      return `${FORMAT}.${Buffer.concat([iv, body, cipher.getAuthTag()]).toString('base64')}`;
    },
    open(sealed, context) {
      const [format, payload] = sealed.split('.');
      if (format !== FORMAT || !payload) throw new Error('Sealed data is not in a known format');
      const bytes = Buffer.from(payload, 'base64');
      const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(0, IV_BYTES));
      decipher.setAAD(Buffer.from(context));
      decipher.setAuthTag(bytes.subarray(bytes.length - TAG_BYTES));
      const text = Buffer.concat([
        decipher.update(bytes.subarray(IV_BYTES, bytes.length - TAG_BYTES)),
        decipher.final(),
      ]).toString('utf8');
      return JSON.parse(text) as unknown;
    },
  };
}
