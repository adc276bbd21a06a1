import { createCipheriv, createDecipheriv, randomBytes, randomUUID } from 'node:crypto';
import { BlobTooLargeError, checkBlobId, type BlobStore, type RawBlobs } from './blobStore';

// A blob at rest: format byte, 12-byte IV (fresh for every blob), AES-256-GCM ciphertext, and
// the 16-byte authentication tag. The format byte leaves room for another scheme later.
const FORMAT_AES_256_GCM = Buffer.from([1]);
const IV_BYTES = 12;
const TAG_BYTES = 16;
export const BLOB_OVERHEAD_BYTES = FORMAT_AES_256_GCM.length + IV_BYTES + TAG_BYTES;

/** A blob store that encrypts every blob with `key` (32 bytes) before `raw` keeps it. */
export function encryptedBlobStore(raw: RawBlobs, key: Buffer): BlobStore {
  if (key.length !== 32) throw new Error('The data key must be 32 bytes');
  return {
    async put(source, maxBytes) {
      const id = randomUUID();
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      let size = 0;
      async function* sealed() {
        yield Buffer.concat([FORMAT_AES_256_GCM, iv]);
        for await (const chunk of source) {
          size += chunk.length;
          // Counted as the bytes arrive: nothing past the limit is ever written.
          if (size > maxBytes) throw new BlobTooLargeError(maxBytes);
          yield cipher.update(chunk);
        }
        yield cipher.final();
        yield cipher.getAuthTag();
      }
      await raw.write(id, sealed());
      return { id, size };
    },

    async get(id) {
      const sealed = await raw.read(checkBlobId(id));
      if (!sealed) return null;
      if (sealed.length < BLOB_OVERHEAD_BYTES || sealed[0] !== FORMAT_AES_256_GCM[0]) {
        throw new Error(`Blob ${id} is not in a known format`);
      }
      const iv = sealed.subarray(1, 1 + IV_BYTES);
      const tag = sealed.subarray(sealed.length - TAG_BYTES);
      const decipher = createDecipheriv('aes-256-gcm', key, iv);
      decipher.setAuthTag(tag);
      // The tag is checked by final(): a changed byte throws instead of returning bad data.
      return Buffer.concat([
        decipher.update(sealed.subarray(1 + IV_BYTES, sealed.length - TAG_BYTES)),
        decipher.final(),
      ]);
    },

    async delete(id) {
      await raw.remove(checkBlobId(id));
    },

    async sweep(isKept, writtenBefore) {
      let removed = await raw.removeIncomplete(writtenBefore);
      for await (const id of raw.ids(writtenBefore)) {
        if (!(await isKept(id))) {
          await raw.remove(id);
          removed += 1;
        }
      }
      return removed;
    },
  };
}
