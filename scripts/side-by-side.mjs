// Runs checks side by side, each one program (or a few in turn) that uses about one core, in the
// repository's root: our machines have two cores, and checks run one after another left one of
// them idle. Prints each check's output when it ends (so outputs do not interleave) and resolves
// to whether all passed. `npm run lint` and `npm run typecheck` use it.
import { spawn } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');

function runStep([program, ...args]) {
  return new Promise((resolve) => {
    const child = spawn(program, args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    // A program that cannot start fails its check; the other checks still finish and print.
    child.on('error', (error) => resolve({ passed: false, output: `${output}${error}` }));
    child.on('close', (code) => resolve({ passed: code === 0, output }));
  });
}

async function run({ name, steps }) {
  const started = Date.now();
  let result = { passed: true, output: '' };
  for (const step of steps) {
    result = await runStep(step);
    if (!result.passed) break;
  }
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  console.log(`${result.passed ? 'ok  ' : 'FAIL'} ${name} (${seconds} s)`);
  const shown = result.output
    .split('\n')
    .filter((line) => line.trim() && !line.startsWith('npm warn'))
    .join('\n');
  if (shown) console.log(shown);
  return result.passed;
}

/** `checks`: [{ name, steps: [[program, ...args], …] }]; the steps of one check run in turn. */
export async function runSideBySide(checks) {
  const results = await Promise.all(checks.map(run));
  return results.every(Boolean);
}
