// `npm run typecheck`: the whole repository's type check in three programs, run side by side
// (each tsc uses one core): every front-end workspace together (tsconfig.front-end.json), the
// contracts (built: the API reads their declarations) then the API with its tests, and the
// end-to-end specs. One program per front-end workspace checked React's and MUI's types
// thirteen times over (3.4 min); together they take about 40 s. Prints each one's output when it
// ends, and fails when any fails.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { runSideBySide } from './side-by-side.mjs';

const root = path.resolve(import.meta.dirname, '..');
const readJson = (file) => JSON.parse(readFileSync(path.join(root, file), 'utf8'));

// A front-end workspace (its tsconfig extends tsconfig.web.json) left out of the combined
// program would never be checked: say so rather than pass.
const frontEnd = readJson('tsconfig.front-end.json').include;
const missing = readJson('package.json').workspaces.filter((workspace) => {
  try {
    return (
      readJson(`${workspace}/tsconfig.json`).extends === '../tsconfig.web.json' &&
      !frontEnd.includes(`${workspace}/src`)
    );
  } catch {
    return false;
  }
});
if (missing.length > 0) {
  console.error(`tsconfig.front-end.json leaves out ${missing.join(', ')}: add its src.`);
  process.exit(1);
}

const tsc = (...args) => ['npx', 'tsc', ...args];
const checks = [
  { name: 'front end', steps: [tsc('-p', 'tsconfig.front-end.json')] },
  {
    name: 'contracts and api',
    steps: [tsc('-b', 'contracts'), tsc('-p', 'api/tsconfig.test.json')],
  },
  { name: 'e2e', steps: [tsc('-p', 'e2e')] },
];

if (!(await runSideBySide(checks))) process.exit(1);
