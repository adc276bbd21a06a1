import { existsSync } from 'node:fs';
import path from 'node:path';
import { runBundle } from './startup/runBundle';
import { defaultDataDir } from './config/repositoryRoot';

// `npm start` (and the Docker image) run this: the API from its bundle (webpack.config.mjs), with
// a code cache in the data folder. Everything but the bundle and the data folder is left to the
// bundle, which is server.ts: it reads and checks the configuration itself.

/** How long the server serves before its code is cached: its first requests' code is in then. */
const CACHE_AFTER_SERVING_MS = 2000;

const bundle = path.join(__dirname, 'bundle', 'server.js');
if (!existsSync(bundle)) {
  console.error(`${bundle} is missing: run npm run build -w api`);
  process.exit(1);
}
// As config.ts reads DATA_DIR: unset or empty means the default.
const dataDir = path.resolve(process.env.DATA_DIR || defaultDataDir);
const server = runBundle(bundle, path.join(dataDir, 'code-cache'));
if (server.codeCache === 'rejected') {
  console.warn('Legacy Planner: this Node refused the code cache; a new one will be written.');
}
void (server.exports as { serving: Promise<void> }).serving.then(() =>
  setTimeout(() => {
    try {
      server.saveCodeCache();
    } catch (error) {
      // Only later starts are slower without it.
      console.warn('Legacy Planner could not keep its code cache:', error);
    }
  }, CACHE_AFTER_SERVING_MS).unref(),
);
