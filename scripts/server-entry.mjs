// The file `npm start` runs once everything is built: the API from its bundle, through
// api/dist/start.js. A checkout from before the bundle (a benchmark's BENCH_ROOT, to compare with
// older code) has only api/dist/server.js.
import { existsSync } from 'node:fs';
import path from 'node:path';

/** @param {string} root a checkout's folder */
export const serverEntry = (root) =>
  existsSync(path.join(root, 'api/dist/start.js')) ? 'api/dist/start.js' : 'api/dist/server.js';
