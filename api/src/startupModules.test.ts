import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import loadedAtFirstUse from './loadedAtFirstUse.json';

// The libraries only a few routes use (loadedAtFirstUse.json) are loaded at their first use, not at
// start (issue 30's cold restart): each costs tens of milliseconds of every start, before the API
// answers anything. The server bundle (webpack.config.mjs) leaves them out for the same reason.
// The server is started for real (server.ts in a child process: the program `npm start` runs from
// its bundle) and asked which packages it has loaded once it serves.

jest.setTimeout(60_000);

/** A port nothing listens on (PORT must name one). */
function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

async function packagesLoadedAtStart(dataDir: string): Promise<string[]> {
  const script = `
    const serving = 'Legacy Planner is serving';
    const log = console.log;
    console.log = (...words) => {
      log(...words);
      if (!String(words[0]).startsWith(serving)) return;
      const packages = Object.keys(require.cache)
        .map((file) => /node_modules[\\\\/]((?:@[^\\\\/]+[\\\\/])?[^\\\\/]+)/.exec(file)?.[1])
        .filter(Boolean);
      process.stdout.write('\\n' + JSON.stringify([...new Set(packages)]) + '\\n');
      process.exit(0);
    };
    require(${JSON.stringify(path.join(__dirname, 'server.ts'))});`;
  const child = spawn(
    process.execPath,
    [
      '--conditions=source',
      '-r',
      path.join(__dirname, 'testing', 'registerTypeScript.cjs'),
      '-e',
      script,
    ],
    {
      env: {
        ...process.env,
        MONGODB_URI: '',
        DATA_DIR: dataDir,
        PORT: String(await freePort()),
        HOST: '127.0.0.1',
        SERVE_FRONTEND: 'false',
        LOG_LEVEL: 'silent',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  // A server that never says it serves is not left running after the test.
  const stop = setTimeout(() => child.kill(), 50_000);
  return new Promise((resolve, reject) =>
    child.on('exit', (code) => {
      clearTimeout(stop);
      const last = stdout.trim().split('\n').at(-1) ?? '';
      if (code === 0 && last.startsWith('[')) resolve(JSON.parse(last) as string[]);
      else reject(new Error(`the server exited with ${code}: ${stderr}${stdout}`));
    }),
  );
}

describe('the API at start', () => {
  let dataDir: string;
  beforeAll(() => (dataDir = mkdtempSync(path.join(tmpdir(), 'lp-startup-'))));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('serves without loading the libraries of the PDF, export, mail, Airtable, QR, provider sign-in and upload routes', async () => {
    const loaded = await packagesLoadedAtStart(dataDir);
    // The packages it does need are there: the check reads what was really loaded.
    expect(loaded).toEqual(expect.arrayContaining(['koa', 'better-sqlite3']));
    expect(loaded.filter((name) => loadedAtFirstUse.includes(name))).toEqual([]);
  });
});
