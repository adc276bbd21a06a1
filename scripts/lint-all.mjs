// `npm run lint`: ESLint and Prettier's check, side by side. ESLint runs in one thread: with its
// worker threads (--concurrency auto) it took longer on our two cores (45 s against 37 s), and
// Prettier (28 s) takes the other core; one after another they took 73 s, side by side about 50 s.
import { runSideBySide } from './side-by-side.mjs';

const checks = [
  { name: 'eslint', steps: [['npx', 'eslint', '.']] },
  { name: 'prettier', steps: [['npx', 'prettier', '--check', '.']] },
];

if (!(await runSideBySide(checks))) process.exit(1);
