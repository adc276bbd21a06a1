import pino from 'pino';
import { ConfigError, loadConfig, type Config } from './config/config';
import { openStore } from './storage/openStore';
import { sessionKeys } from './session/sessionKeys';
import { createApp } from './app';
import { seedDemoAccount } from './auth/demoAccount';

const SESSION_CLEANUP_INTERVAL_MS = 15 * 60 * 1000;

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
  const app = createApp({
    config,
    store,
    logger,
    sessionKeys: sessionKeys(config.sessionSecret, config.dataDir),
  });

  const cleanup = setInterval(() => {
    store.sessions
      .deleteExpired()
      .catch((err: unknown) => logger.warn({ err }, 'session cleanup failed'));
  }, SESSION_CLEANUP_INTERVAL_MS);
  cleanup.unref();

  const server = app.listen(config.port, config.host, () => {
    const where = config.mongodbUri ? 'MongoDB' : `SQLite in ${config.dataDir}`;
    console.log(`Legacy Planner is serving http://localhost:${config.port} (store: ${where})`);
  });

  const shutdown = (signal: string) => {
    logger.info({ signal }, 'shutting down');
    server.close(() => {
      store.close().finally(() => process.exit(0));
    });
  };
  process.once('SIGINT', () => shutdown('SIGINT'));
  process.once('SIGTERM', () => shutdown('SIGTERM'));
}

main().catch((error: unknown) => {
  console.error('Legacy Planner could not start:', error);
  process.exit(1);
});
