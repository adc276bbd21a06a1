import pino from 'pino';
import { ConfigError, loadConfig, type Config } from './config/config';
import { openStore } from './storage/openStore';
import { sessionKeys } from './session/sessionKeys';
import { createApp } from './app';
import { listen } from './http/listen';
import { seedDemoAccount } from './features/auth/demoAccount';
import { startSweeping } from './maintenance/sweepExpired';
import { startAccessUpkeep } from './maintenance/accessUpkeep';
import { jobWorker } from './jobs/jobWorker';
import { jobHandlers } from './jobs/jobHandlers';
import { mailDelivery } from './mail/mailDelivery';
import { encryptedBlobStore } from './storage/blobs/encryptedBlobStore';
import { dataKey } from './storage/blobs/dataKey';
import { jsonSealer } from './storage/sealedJson';
import { sweepUnfinishedUploads } from './features/files/sweepUnfinishedUploads';

function readConfig(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

async function main() {
  const config = readConfig();
  const logger = pino({ level: config.logLevel });
  const store = await openStore(config);
  await seedDemoAccount(store);
  const key = dataKey(config.dataKey, config.dataDir);
  const blobs = encryptedBlobStore(store.blobs, key);
  const swept = await sweepUnfinishedUploads(store, blobs, config.requestTimeoutMs);
  if (swept > 0) logger.info({ swept }, 'removed unfinished uploads');
  const sealer = jsonSealer(key);
  const clock = () => new Date();
  const log = (message: string, err?: unknown) => logger.warn({ err }, message);
  const mail = config.smtpUrl
    ? mailDelivery(store, { smtpUrl: config.smtpUrl, from: config.mailFrom, log })
    : null;
  const jobs = jobWorker({ store, sealer, config, clock, mail, handlers: jobHandlers(), log });
  const app = createApp({
    config,
    store,
    logger,
    sessionKeys: sessionKeys(config.sessionSecret, config.dataDir),
    blobs,
    sealer,
    clock,
    mail,
    jobs,
  });

  startSweeping(store, logger);
  startAccessUpkeep({ store, sealer, config, clock, mail }, logger);
  jobs.start();

  const server = await listen(app, {
    port: config.port,
    host: config.host,
    requestTimeoutMs: config.requestTimeoutMs,
  });
  const where = config.mongodbUri ? 'MongoDB' : `SQLite in ${config.dataDir}`;
  console.log(`Legacy Planner is serving http://localhost:${config.port} (store: ${where})`);

  const shutdown = (signal: string) => {
    logger.info({ signal }, 'shutting down');
    server.close(() => {
      // A job under way finishes (or its unit of work rolls back) before the store closes.
      void jobs
        .stop()
        .finally(() => store.close())
        .finally(() => process.exit(0));
    });
  };
  process.once('SIGINT', () => shutdown('SIGINT'));
  process.once('SIGTERM', () => shutdown('SIGTERM'));
}

/** Settles once the server serves (start.ts caches the code then). */
export const serving = main().catch((error: unknown) => {
  console.error('Legacy Planner could not start:', error);
  process.exit(1);
});
