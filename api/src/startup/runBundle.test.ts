import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { CodeCacheUse } from './runBundle';

// The bundles here are small CommonJS files; the server's own is run by the end-to-end tests,
// which start the API as `npm start` does. Each start is a process of its own, as a server's is:
// within one process V8 compiles a source once and would not even look at a cache.

let dir: string;
let cacheDir: string;

beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'lp-run-bundle-'));
  cacheDir = path.join(dir, 'data', 'code-cache');
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** A bundle named as webpack names the server's, whose exports say where it ran. */
function writeBundle(name: string, answer: number): string {
  const file = path.join(dir, name);
  writeFileSync(
    file,
    `const path = require('node:path');
     module.exports = {
       answer: ${answer},
       file: __filename,
       folder: path.basename(__dirname),
       double: (n) => n * 2,
     };`,
  );
  return file;
}

interface Start {
  codeCache: CodeCacheUse;
  exports: { answer: number; file: string; folder: string; doubled: number };
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
    { encoding: 'utf8' },
  );
  return JSON.parse(output) as Start;
}

const cacheFiles = () => (existsSync(cacheDir) ? readdirSync(cacheDir) : []);

test('runs a bundle as node requires a CommonJS module, with its own file and folder', () => {
  const file = writeBundle('server.0a1b.js', 42);
  expect(start(file)).toEqual({
    codeCache: 'none',
    exports: { answer: 42, file, folder: path.basename(dir), doubled: 42 },
  });
});

test('a later start takes the code cache the first one saved, kept private', () => {
  const file = writeBundle('server.0a1b.js', 1);
  expect(start(file, { save: true }).codeCache).toBe('none');
  expect(cacheFiles()).toEqual([`server.0a1b.js.${process.version}.v8-cache`]);
  expect(statSync(cacheDir).mode & 0o777).toBe(0o700);
  expect(statSync(path.join(cacheDir, cacheFiles()[0]!)).mode & 0o777).toBe(0o600);

  const again = start(file);
  expect(again.codeCache).toBe('accepted');
  expect(again.exports).toMatchObject({ answer: 1, doubled: 42 });
});

test('a bundle of other content is never offered the cache of another, and replaces it', () => {
  // The same length as the first: V8 would take the first one's cache for it.
  start(writeBundle('server.0a1b.js', 1), { save: true });
  const other = start(writeBundle('server.9f8e.js', 2), { save: true });
  expect(other.codeCache).toBe('none');
  expect(other.exports).toMatchObject({ answer: 2 });
  expect(cacheFiles()).toEqual([`server.9f8e.js.${process.version}.v8-cache`]);
});

test('a cache V8 refuses is ignored, then written again', () => {
  const file = writeBundle('server.0a1b.js', 3);
  start(file, { save: true });
  writeFileSync(path.join(cacheDir, cacheFiles()[0]!), 'not a code cache');

  const refused = start(file, { save: true });
  expect(refused.codeCache).toBe('rejected');
  expect(refused.exports).toMatchObject({ answer: 3 });
  expect(start(file).codeCache).toBe('accepted');
});
