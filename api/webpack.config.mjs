// The API as `npm start` runs it: server.ts and everything it loads at start, ours and the
// libraries', in one file, dist/bundle/server.js, which dist/start.js runs with a V8 code cache
// (src/startup/runBundle.ts). Loading some 500 files one by one, each resolved,
// read and compiled, was most of a start: a cold restart took 3x a bare Koa app's (issue 30).
// It bundles tsc's output (dist/server.js), so `tsc -b` runs first.
import path from 'node:path';

// Left outside the bundle, required from node_modules at run time:
// - better-sqlite3 loads its native addon by path;
// - the libraries loaded at their first use (src/loadedAtFirstUse.json; startupModules.test.ts
//   checks they are not loaded at start), and the MongoDB driver, loaded only when MONGODB_URI
//   is set: inside the bundle they would still be parsed at every start;
// - pdfmake also reads its fonts from its own folder.
import loadedAtFirstUse from './src/loadedAtFirstUse.json' with { type: 'json' };

const outside = new Set(['better-sqlite3', 'mongoose', ...loadedAtFirstUse]);
const packageOf = (request) =>
  request
    .split('/')
    .slice(0, request.startsWith('@') ? 2 : 1)
    .join('/');

export default {
  mode: 'production',
  target: 'node20',
  context: import.meta.dirname,
  entry: './dist/server.js',
  output: {
    path: path.join(import.meta.dirname, 'dist', 'bundle'),
    filename: 'server.js',
    library: { type: 'commonjs2' },
    clean: true,
  },
  externalsPresets: { node: true },
  externalsType: 'commonjs',
  externals: [
    ({ request }, callback) =>
      request && outside.has(packageOf(request)) ? callback(null, request) : callback(),
  ],
  // __dirname and __filename are the bundle's own at run time (config.ts finds the repository
  // from it). process.env.NODE_ENV is read at run time, as it was before bundling (Koa's error
  // output depends on it), not fixed at build time.
  node: { __dirname: false, __filename: false },
  optimization: { nodeEnv: false, minimize: false },
  devtool: false,
  performance: { hints: false },
  stats: 'errors-warnings',
};
