/**
 * Where uploaded files' bytes live: the storage port's counterpart for bytes. The records that
 * describe files (name, type, owner) stay in the store; a blob is only its encrypted bytes,
 * named by a random id.
 */
export interface BlobStore {
  /**
   * Stores what `source` yields, encrypted, under a new id. The blob exists only once all of it
   * is written: when `source` fails, or yields more than `maxBytes` (BlobTooLargeError),
   * nothing is kept and the promise rejects.
   */
  put(
    source: AsyncIterable<Uint8Array> | Iterable<Uint8Array>,
    maxBytes: number,
  ): Promise<{ id: string; size: number }>;
  /** The whole blob, decrypted and checked against tampering, or null when there is none. */
  get(id: string): Promise<Buffer | null>;
  /** Removes the blob; nothing happens when there is none. */
  delete(id: string): Promise<void>;
  /**
   * Start-up clean-up after a crash: removes half-written blobs, and complete blobs that
   * `isKept` does not claim (their record was never written), of those begun before
   * `writtenBefore`: later ones may be uploads that another API instance is still finishing.
   * Answers how many went.
   */
  sweep(isKept: (id: string) => Promise<boolean>, writtenBefore: Date): Promise<number>;
}

/** The bytes were more than the limit: nothing was kept. */
export class BlobTooLargeError extends Error {
  override name = 'BlobTooLargeError';
  constructor(readonly maxBytes: number) {
    super(`The file is larger than ${maxBytes} bytes.`);
  }
}

/**
 * What each adapter provides: atomic writes of opaque bytes. Encryption sits above it
 * (encryptedBlobStore), so every adapter keeps only ciphertext.
 */
export interface RawBlobs {
  /** Writes the chunks under `id`; visible only once complete. On failure nothing is left. */
  write(id: string, chunks: AsyncIterable<Buffer>): Promise<void>;
  read(id: string): Promise<Buffer | null>;
  remove(id: string): Promise<void>;
  /** The ids of the complete blobs, of those written before the date when one is given. */
  ids(writtenBefore?: Date): AsyncIterable<string>;
  /** Removes what interrupted writes begun before the date left; answers how many. */
  removeIncomplete(writtenBefore: Date): Promise<number>;
}

/** Blob ids are random UUIDs; anything else is refused before it reaches a path or a query. */
export function checkBlobId(id: string): string {
  if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/.test(id)) {
    throw new Error('Not a blob id');
  }
  return id;
}
