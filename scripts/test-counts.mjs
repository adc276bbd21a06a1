// Closes `npm test` with one plain line counting every test that ran, jest's and Playwright's:
// "N passed, N failed", with nothing before it. CI reads a run's closing line to tell that tests
// executed; the two runners' own closing lines are in formats it does not read, and a line with
// a "Tests:" prefix was still judged as no test run.
//   node scripts/test-counts.mjs start   forget the counts of an earlier run
//   node scripts/test-counts.mjs total   print the line from this run's reports
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const countsDir = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', '.test-counts');
const readReport = (name) => JSON.parse(readFileSync(path.join(countsDir, name), 'utf8'));

const command = process.argv[2];
if (command === 'start') {
  rmSync(countsDir, { recursive: true, force: true });
  mkdirSync(countsDir, { recursive: true });
} else if (command === 'total') {
  // Written by `jest --json --outputFile` and Playwright's json reporter (playwright.config.ts).
  const unit = readReport('unit.json');
  const e2e = readReport('e2e.json').stats;
  const passed = unit.numPassedTests + e2e.expected + e2e.flaky;
  const failed = unit.numFailedTests + e2e.unexpected;
  const skipped = unit.numPendingTests + unit.numTodoTests + e2e.skipped;
  console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
  if (failed > 0 || passed === 0) process.exitCode = 1;
} else {
  console.error('usage: node scripts/test-counts.mjs start|total');
  process.exitCode = 2;
}
