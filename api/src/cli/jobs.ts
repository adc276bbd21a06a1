import { ConfigError, loadConfig } from '../config/config';
import { openStore } from '../storage/openStore';
import { runJobsCommand } from './jobsCommand';

// The command-line entry of `npm run jobs`; see jobsCommand.ts.
async function main(): Promise<number> {
  const config = loadConfig();
  const store = await openStore(config);
  try {
    return await runJobsCommand(process.argv.slice(2), store, () => new Date(), console);
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
