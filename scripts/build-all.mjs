// Builds everything `npm start` serves: the API (tsc -b, incremental, then its one-file bundle,
// api/webpack.config.mjs) and every front-end package (webpack, production). A bundle whose
// inputs have not changed since its last build is skipped, so a second start is quick. Builds run two at a time (our machines
// have two cores).
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { remotes } from '../build-config/remotes.mjs';

const root = path.resolve(import.meta.dirname, '..');
const frontEnds = ['public-pages', 'shell', ...remotes.map((remote) => remote.workspace)];
// Inputs every front-end build depends on besides its own folder.
const commonInputs = [
  'shared-ui',
  'planner-client',
  'contracts/src',
  'build-config',
  'package-lock.json',
];
// Inputs of one build besides those.
const ownInputs = {
  // app.html holds the dashboard's first screen in demo mode, pre-rendered from what
  // mfe-dashboard exports (shell/src/prerender).
  shell: ['mfe-dashboard/src'],
  // What else changes tsc's output, which the API's bundle is made of.
  api: ['tsconfig.base.json', 'contracts/package.json', 'contracts/tsconfig.json'],
};
// The page each build writes (index.html unless said here), present once it has been built.
const pageOf = { shell: 'app.html' };
const CONCURRENCY = 2;

function run(command, args, cwd) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', reject);
    child.on('close', (code) =>
      code === 0
        ? resolve(output)
        : reject(new Error(`${command} ${args.join(' ')} in ${cwd} failed:\n${output}`)),
    );
  });
}

function hashTree(hash, target) {
  if (!existsSync(target)) return;
  const stats = statSync(target);
  if (stats.isFile()) {
    hash.update(path.relative(root, target));
    hash.update(readFileSync(target));
    return;
  }
  for (const entry of readdirSync(target).sort()) {
    if (
      ['node_modules', 'dist', 'build-report'].includes(entry) ||
      entry.endsWith('.test.ts') ||
      entry.endsWith('.test.tsx')
    )
      continue;
    hashTree(hash, path.join(target, entry));
  }
}

function fingerprintOf(workspace) {
  const hash = createHash('sha256');
  for (const input of [workspace, ...(ownInputs[workspace] ?? []), ...commonInputs])
    hashTree(hash, path.join(root, input));
  return hash.digest('hex');
}

/** Runs webpack in a workspace unless its inputs are those of its last build. */
async function bundle(
  workspace,
  { output, args, stamp = path.join('build-report', 'fingerprint') },
) {
  const dir = path.join(root, workspace);
  const stampFile = path.join(dir, stamp);
  const fingerprint = fingerprintOf(workspace);
  const upToDate =
    existsSync(path.join(dir, output)) &&
    existsSync(stampFile) &&
    readFileSync(stampFile, 'utf8') === fingerprint;
  if (upToDate) {
    console.log(`  ${workspace}: up to date`);
    return;
  }
  const started = Date.now();
  await run(
    process.execPath,
    [path.join(root, 'node_modules/webpack-cli/bin/cli.js'), ...args],
    dir,
  );
  mkdirSync(path.dirname(stampFile), { recursive: true });
  writeFileSync(stampFile, fingerprint);
  console.log(`  ${workspace}: built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

async function main() {
  console.log('Building Legacy Planner...');
  await run(
    process.execPath,
    [path.join(root, 'node_modules/typescript/bin/tsc'), '-b', 'api/tsconfig.json'],
    root,
  );
  // The server bundle is made of tsc's output, so it is fingerprinted by its sources. Its stamp
  // lies in its own folder, which every webpack run empties: a bundle made by another command
  // (npm run build -w api) is never taken for this one.
  await bundle('api', {
    output: 'dist/bundle/server.js',
    args: ['--config', 'webpack.config.mjs'],
    stamp: 'dist/bundle/.fingerprint',
  });
  const queue = [...frontEnds];
  const worker = async () => {
    while (queue.length) {
      const workspace = queue.shift();
      await bundle(workspace, {
        output: path.join('dist', pageOf[workspace] ?? 'index.html'),
        args: ['--mode', 'production'],
      });
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
}

main().catch((error) => {
  console.error(error.message);
  process.exit(1);
});
