import path from 'node:path';

// Three folders up from this module, wherever it runs: api/dist/config (tsc's output), the server
// bundle in api/dist/bundle (which keeps its own __dirname, see webpack.config.mjs) or api/src
// (the tests). No imports beyond node's: dist/start.js reads it before the bundle loads.

/** The repository's folder, where the front ends' dist folders are. */
export const repositoryRoot = path.resolve(__dirname, '..', '..', '..');

/** Where the API keeps its data when DATA_DIR is not set. */
export const defaultDataDir = path.join(repositoryRoot, 'data');
