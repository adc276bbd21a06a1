import { execFileSync } from 'node:child_process';
import {
  chmodSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { CodeCacheUse } from './runBundle';

// The bundles here are small CommonJS files; the server's own is run by the end-to-end tests
// (e2e/server-start.spec.ts, and every spec through `npm start`). Each start is a process of its
// own, as a server's is: within one process V8 compiles a source once and would not even look
// at a cache.

let dir: string;
let cacheDir: string;

beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'lp-run-bundle-'));
  cacheDir = path.join(dir, 'data', 'code-cache');
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** A bundle beside a module it requires, whose exports say where it ran. */
function writeBundle(answer: number): string {
  writeFileSync(path.join(dir, 'sibling.js'), 'module.exports = "beside the bundle";');
  const file = path.join(dir, 'server.js');
  writeFileSync(
    file,
    `const path = require('node:path');
     module.exports = {
       answer: ${answer},
       file: __filename,
       folder: path.basename(__dirname),
       sibling: require('./sibling'),
       isExports: this === module.exports,
       double: (n) => n * 2,
     };`,
  );
  return file;
}

interface Start {
  codeCache: CodeCacheUse;
  exports: { answer: number; file: string; folder: string; sibling: string; doubled: number };
}

/** Runs the bundle in a node process of its own, and saves its code cache if asked to. */
function start(file: string, { save = false } = {}): Start {
  const script = `
    const { runBundle } = require(${JSON.stringify(path.join(__dirname, 'runBundle.ts'))});
    const bundle = runBundle(${JSON.stringify(file)}, ${JSON.stringify(cacheDir)});
    if (${save}) bundle.saveCodeCache();
    const { double, ...exported } = bundle.exports;
    console.log(JSON.stringify({
      codeCache: bundle.codeCache,
      exports: { ...exported, doubled: double(21) },
    }));`;
  const output = execFileSync(
    process.execPath,
    ['-r', path.join(__dirname, '..', 'testing', 'registerTypeScript.cjs'), '-e', script],
    { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] },
  );
  return JSON.parse(output) as Start;
}

const cacheFiles = () => (existsSync(cacheDir) ? readdirSync(cacheDir) : []);
const cacheFile = () => path.join(cacheDir, cacheFiles()[0]!);

test('runs a bundle as node requires a CommonJS module: its own file, folder and requires', () => {
  const file = writeBundle(42);
  expect(start(file)).toEqual({
    codeCache: 'none',
    exports: {
      answer: 42,
      file,
      folder: path.basename(dir),
      sibling: 'beside the bundle',
      isExports: true,
      doubled: 42,
    },
  });
});

test('a later start takes the code cache the first one saved, kept private', () => {
  const file = writeBundle(1);
  expect(start(file, { save: true }).codeCache).toBe('none');
  expect(cacheFiles()).toEqual([expect.stringMatching(/^[0-9a-f]{64}\.v[\d.]+\.v8-cache$/)]);
  expect(statSync(cacheDir).mode & 0o777).toBe(0o700);
  expect(statSync(cacheFile()).mode & 0o777).toBe(0o600);

  const again = start(file);
  expect(again.codeCache).toBe('accepted');
  expect(again.exports).toMatchObject({ answer: 1, doubled: 42 });
});

test('a bundle changed in place is never offered the cache of what it was, which it replaces', () => {
  const file = writeBundle(1);
  start(file, { save: true });
  const before = cacheFiles();
  // The same name and length: V8 itself would take the first one's cache, and run its code.
  writeBundle(2);
  const changed = start(file, { save: true });
  expect(changed.codeCache).toBe('none');
  expect(changed.exports).toMatchObject({ answer: 2 });
  expect(cacheFiles()).toHaveLength(1);
  expect(cacheFiles()).not.toEqual(before);
});

test("another server's cache being written beside it is left alone", () => {
  const file = writeBundle(6);
  mkdirSync(cacheDir, { recursive: true, mode: 0o700 });
  const partial = path.join(cacheDir, 'abc.v20.0.0.v8-cache.4242.partial');
  writeFileSync(partial, 'half written');
  start(file, { save: true });
  expect(existsSync(partial)).toBe(true);
  expect(cacheFiles()).toHaveLength(2);
});

test('a cache V8 refuses is ignored, then written again', () => {
  const file = writeBundle(3);
  start(file, { save: true });
  writeFileSync(cacheFile(), 'not a code cache');

  const refused = start(file, { save: true });
  expect(refused.codeCache).toBe('rejected');
  expect(refused.exports).toMatchObject({ answer: 3 });
  expect(start(file).codeCache).toBe('accepted');
});

test('a cache others may write, or in a folder others may write, is not read', () => {
  const file = writeBundle(4);
  start(file, { save: true });
  chmodSync(cacheFile(), 0o644);
  expect(start(file).codeCache).toBe('none');

  chmodSync(cacheFile(), 0o600);
  chmodSync(cacheDir, 0o777);
  expect(start(file).codeCache).toBe('none');
  chmodSync(cacheDir, 0o700);
  expect(start(file).codeCache).toBe('accepted');
});

test('no cache is written into a folder others may write', () => {
  const file = writeBundle(5);
  mkdirSync(cacheDir, { recursive: true, mode: 0o777 });
  chmodSync(cacheDir, 0o777);
  expect(() => start(file, { save: true })).toThrow(/is not the server's alone/);
  expect(cacheFiles()).toEqual([]);
});
