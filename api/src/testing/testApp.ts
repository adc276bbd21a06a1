import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pino, { type Logger } from 'pino';
import { loadConfig, type Config } from '../config/config';
import { openSqliteStore } from '../storage/sqlite/sqliteStore';
import type { StoreOptions } from '../storage/port';
import { createApp } from '../app';
import { encryptedBlobStore } from '../storage/blobs/encryptedBlobStore';
import { jsonSealer } from '../storage/sealedJson';
import { mailDelivery } from '../mail/mailDelivery';
import type { Pacing } from '../features/admin/airtablePacer';
import { jobWorker } from '../jobs/jobWorker';
import { jobHandlers } from '../jobs/jobHandlers';

/** The keys that sign the test app's session cookie. */
export const TEST_SESSION_KEYS = ['test-session-key-that-is-long-enough-to-sign'];

/**
 * Where a test app keeps its data: another app's (its `dataDir` and `dataKey`), to be a second
 * API process on the same SQLite file, or the same server after a restart.
 */
export interface TestAppData {
  dataDir: string;
  dataKey: Buffer;
}

/**
 * The real app on a real SQLite store in a fresh temporary data directory (or `extras.data`'s,
 * which `close()` then leaves in place for its owner). Call `close()` in afterEach/afterAll.
 */
export function createTestApp(
  overrides: Partial<Config> = {},
  storeOptions: StoreOptions = {},
  logger: Logger = pino({ level: 'silent' }),
  extras: { clock?: () => Date; airtablePacing?: Pacing; data?: TestAppData } = {},
) {
  const { data, ...appExtras } = extras;
  const dataDir = data?.dataDir ?? mkdtempSync(path.join(tmpdir(), 'lp-api-'));
  const config: Config = { ...loadConfig({}), dataDir, serveFrontend: false, ...overrides };
  const store = openSqliteStore(dataDir, storeOptions);
  const key = data?.dataKey ?? randomBytes(32);
  const blobs = encryptedBlobStore(store.blobs, key);
  const sealer = jsonSealer(key);
  const mail = config.smtpUrl
    ? mailDelivery(store, { smtpUrl: config.smtpUrl, from: config.mailFrom })
    : null;
  // Not started: a test runs due jobs itself (jobs.runDue()) after moving its clock.
  const jobs = jobWorker({
    store,
    sealer,
    config,
    clock: appExtras.clock ?? (() => new Date()),
    mail,
    handlers: jobHandlers(),
    log: () => {},
  });
  const app = createApp({
    config,
    store,
    logger,
    sessionKeys: TEST_SESSION_KEYS,
    blobs,
    sealer,
    ...appExtras,
    mail,
    jobs,
  });
  return {
    app,
    store,
    blobs,
    sealer,
    config,
    dataDir,
    dataKey: key,
    mail,
    jobs,
    async close() {
      mail?.close();
      // A run a route's kick started ends before its store closes.
      await jobs.stop();
      await store.close();
      if (!data) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
