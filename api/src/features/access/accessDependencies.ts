import type { Config } from '../../config/config';
import type { MailDelivery } from '../../mail/mailDelivery';
import type { StoragePort } from '../../storage/port';
import type { JsonSealer } from '../../storage/sealedJson';

/** What the access and privacy features work with; the clock is injected so tests can move it. */
export interface AccessDependencies {
  store: StoragePort;
  sealer: JsonSealer;
  config: Config;
  clock: () => Date;
  /** Null without SMTP_URL: then notices are in the app only. */
  mail: MailDelivery | null;
}
