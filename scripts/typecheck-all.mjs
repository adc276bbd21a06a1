// `npm run typecheck`: every workspace's own type check, and the end-to-end specs', as many at
// once as there are cores (each tsc uses one). Prints each one's output together when it ends,
// and fails when any fails.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const { workspaces } = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
const checks = workspaces
  .filter((workspace) => {
    const manifest = JSON.parse(readFileSync(path.join(root, workspace, 'package.json'), 'utf8'));
    return Boolean(manifest.scripts?.typecheck);
  })
  .map((workspace) => ({
    name: workspace,
    command: ['npm', 'run', '--silent', 'typecheck', '-w', workspace],
  }))
  .concat({ name: 'e2e', command: ['npx', 'tsc', '-p', 'e2e'] })
  // The longest first (the API builds its references, then checks its tests), so the others
  // fill the other cores around it.
  .sort((a, b) => (b.name === 'api') - (a.name === 'api'));

function run({ name, command: [program, ...args] }) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(program, args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      console.log(`${code === 0 ? 'ok  ' : 'FAIL'} ${name} (${seconds} s)`);
      const shown = output
        .split('\n')
        .filter((line) => line.trim() && !line.startsWith('npm warn'))
        .join('\n');
      if (shown) console.log(shown);
      resolve(code === 0);
    });
  });
}

const queue = [...checks];
const results = await Promise.all(
  Array.from({ length: Math.min(availableParallelism(), queue.length) }, async () => {
    const passed = [];
    for (let check = queue.shift(); check; check = queue.shift()) passed.push(await run(check));
    return passed.every(Boolean);
  }),
);
if (!results.every(Boolean)) process.exit(1);
