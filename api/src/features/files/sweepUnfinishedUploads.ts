import type { BlobStore } from '../../storage/blobs/blobStore';
import type { StoragePort } from '../../storage/port';

/**
 * Start-up clean-up of what a crash left: half-written uploads, and blobs whose record was
 * never written. With several instances (MongoDB), another one may be finishing an upload
 * now, so only blobs begun before two request timeouts ago go; the embedded store has one
 * instance, not yet listening, so everything unclaimed goes. Answers how many went.
 */
export function sweepUnfinishedUploads(
  store: StoragePort,
  blobs: BlobStore,
  requestTimeoutMs: number,
): Promise<number> {
  const before = store.kind === 'sqlite' ? new Date() : new Date(Date.now() - 2 * requestTimeoutMs);
  return blobs.sweep((id) => store.files.hasBlob(id), before);
}
