import { ConfigError, loadConfig } from '../config/config';
import { openStore } from '../storage/openStore';
import { runAdminCommand } from './adminCommand';

// The command-line entry of `npm run admin`; see adminCommand.ts.
async function main(): Promise<number> {
  const config = loadConfig();
  const store = await openStore(config);
  try {
    return await runAdminCommand(
      process.argv.slice(2),
      store,
      { adminEmails: config.adminEmails, publicUrl: config.publicUrl, clock: () => new Date() },
      console,
    );
  } finally {
    await store.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof ConfigError ? error.message : error);
    process.exit(1);
  },
);
