import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { serverStartPort } from './support/settings';

// The API as `npm start` runs it, built: api/dist/start.js runs the server bundle
// (api/webpack.config.mjs) with a code cache in DATA_DIR/code-cache. Started twice on one data
// folder: the libraries come from inside the bundle (from node_modules only its native SQLite
// driver), none of those loaded at first use is loaded at start, and the second start takes the
// code the first one cached.

const repositoryRoot = path.resolve(__dirname, '..');
const SERVING = 'Legacy Planner is serving';
const loadedAtFirstUse = JSON.parse(
  readFileSync(path.join(repositoryRoot, 'api/src/loadedAtFirstUse.json'), 'utf8'),
) as string[];

/**
 * Loaded before start.js: once the server says it serves, prints which packages came from
 * node_modules and whether the bundle's script was given a code cache and took it.
 */
const REPORTER = `
  const vm = require('node:vm');
  let cache = 'none';
  const Script = vm.Script;
  vm.Script = class extends Script {
    constructor(source, options) {
      super(source, options);
      if (options?.cachedData) cache = this.cachedDataRejected ? 'rejected' : 'accepted';
    }
  };
  const log = console.log;
  console.log = (...words) => {
    log(...words);
    if (!String(words[0]).startsWith(${JSON.stringify(SERVING)})) return;
    const packages = Object.keys(require.cache)
      .map((file) => /node_modules[\\\\/]((?:@[^\\\\/]+[\\\\/])?[^\\\\/]+)/.exec(file)?.[1])
      .filter(Boolean);
    log('\\n' + JSON.stringify({ cache, packages: [...new Set(packages)] }));
  };`;

interface Report {
  cache: 'none' | 'accepted' | 'rejected';
  packages: string[];
}

let dataDir: string;
let reporter: string;

test.beforeAll(() => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'lp-server-start-'));
  reporter = path.join(dataDir, 'reporter.cjs');
  writeFileSync(reporter, REPORTER);
});
test.afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

/** Starts the built API until it serves; the caller stops it. */
async function startServer(port: number) {
  const child = spawn(process.execPath, ['-r', reporter, 'api/dist/start.js'], {
    cwd: repositoryRoot,
    env: {
      ...process.env,
      MONGODB_URI: '',
      DATA_DIR: path.join(dataDir, 'data'),
      PORT: String(port),
      HOST: '127.0.0.1',
      SERVE_FRONTEND: 'false',
      LOG_LEVEL: 'silent',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const report = await new Promise<Report>((resolve, reject) => {
    child.stdout.on('data', () => {
      const line = output.split('\n').find((each) => each.startsWith('{"cache"'));
      if (line) resolve(JSON.parse(line) as Report);
    });
    child.once('exit', (code) => reject(new Error(`the server exited with ${code}: ${output}`)));
  });
  const stop = () =>
    new Promise<void>((resolve) => {
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
  return { report, stop, health: `http://127.0.0.1:${port}/api/health` };
}

test('the built API starts from its bundle and, started again, from the code it cached', async () => {
  const cacheDir = path.join(dataDir, 'data', 'code-cache');

  const first = await startServer(serverStartPort);
  try {
    expect(first.report.cache).toBe('none');
    expect(first.report.packages).toContain('better-sqlite3');
    expect(first.report.packages).not.toContain('koa');
    expect(first.report.packages.filter((name) => loadedAtFirstUse.includes(name))).toEqual([]);
    expect((await fetch(first.health)).ok).toBe(true);
    // Written once the server has served for a moment (start.ts).
    await expect
      .poll(() => (existsSync(cacheDir) ? readdirSync(cacheDir) : []), { timeout: 10_000 })
      .toEqual([expect.stringMatching(/\.v8-cache$/)]);
  } finally {
    await first.stop();
  }

  const second = await startServer(serverStartPort);
  try {
    expect(second.report.cache).toBe('accepted');
    expect((await fetch(second.health)).ok).toBe(true);
  } finally {
    await second.stop();
  }
});
