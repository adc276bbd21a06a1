import type { Config } from '../config/config';
import type { StoragePort } from '../storage/port';
import type { BlobStore } from '../storage/blobs/blobStore';
import type { JsonSealer } from '../storage/sealedJson';
import type { MailDelivery } from '../mail/mailDelivery';
import type { Pacing } from './admin/airtablePacer';

// What every feature is built from. Its own module, not the router's (features/index.ts): the
// router imports the features, so a feature importing from it would import itself.

export interface FeatureDependencies {
  config: Config;
  store: StoragePort;
  /** The uploaded files' bytes, encrypted. */
  blobs: BlobStore;
  /** Seals the records kept encrypted at rest. */
  sealer: JsonSealer;
  /** The time the access rules read; tests move it. */
  clock: () => Date;
  /** Null without SMTP_URL. */
  mail: MailDelivery | null;
  /**
   * This process's job worker, as much of it as a route needs: kick it after scheduling a job
   * that is due at once.
   */
  jobs?: { kick(): void } | null;
  /** How fast the Airtable sync may go (tests wait less after a 429). */
  airtablePacing?: Pacing;
}
