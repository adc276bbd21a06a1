// npm run bench:bundle: what a first visit downloads. For `/` (signed out) and `/app` (demo
// mode) in a fresh Chromium profile: the gzipped KB of JavaScript downloaded before first
// (contentful) paint and in total, per chunk, and how many copies of React, ReactDOM, MUI and
// emotion came down. Sizes are gzip -6 of the served files, whatever encoding the server chose.
// Then, on /app, how long the first click on each other tab takes to show that tab (its title,
// then its content with nothing left loading), once the dashboard has shown and the page has
// gone quiet (its background loads done). The pointer
// moves over the page and onto each tab before its click, as a person's does: the other tabs'
// modules download and run at the first sign of use (a pointer moving, a key) or 3 s after
// load, and a click with no pointer movement before it timed loading a module that a visit
// would have had ready.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { chromiumArgs, chromiumPath } from './chromium.mjs';
import { serverEntry } from './server-entry.mjs';
import { chunkInfo, copiesOf, gzippedBytes, repositoryRoot } from './bundle-report.cjs';

const port = Number(process.env.BENCH_PORT ?? 18180);
const origin = `http://localhost:${port}`;
const watched = ['react', 'react-dom', '@mui/material', '@emotion/react', '@emotion/styled'];

const scenarios = [
  { address: '/', demoMode: false, ready: 'Plan Once. Be Remembered Forever.' },
  { address: '/app', demoMode: true, ready: 'Your Legacy Plan' },
];

async function startServer() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'lp-bench-'));
  const server = spawn(process.execPath, [serverEntry(repositoryRoot)], {
    cwd: repositoryRoot,
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: 'ignore',
  });
  for (let attempt = 0; attempt < 100; attempt++) {
    try {
      if ((await fetch(`${origin}/api/health`)).ok) break;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  return () => {
    server.kill();
    rmSync(dataDir, { recursive: true, force: true });
  };
}

const kb = (bytes) => (bytes / 1024).toFixed(1).padStart(7);

async function measure(browser, { address, demoMode, ready }) {
  const context = await browser.newContext();
  if (demoMode)
    await context.addInitScript(() => window.sessionStorage.setItem('demoMode', 'true'));
  const page = await context.newPage();
  await page.goto(origin + address);
  await page.getByRole('heading', { level: 1, name: ready }).waitFor();
  await page.waitForLoadState('networkidle');
  const timings = await page.evaluate(() => ({
    firstContentfulPaint:
      performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Infinity,
    scripts: performance
      .getEntriesByType('resource')
      .filter((entry) => new URL(entry.name).pathname.endsWith('.js'))
      .map((entry) => ({ path: new URL(entry.name).pathname, responseEnd: entry.responseEnd })),
  }));
  await context.close();

  const chunks = timings.scripts.map((script) => ({
    ...script,
    gzip: gzippedBytes(script.path),
    beforePaint: script.responseEnd <= timings.firstContentfulPaint,
    packages: chunkInfo(script.path)?.packages ?? [],
  }));
  const sum = (list) => list.reduce((total, chunk) => total + chunk.gzip, 0);
  const paths = chunks.map((chunk) => chunk.path);
  const beforePaintPaths = chunks.filter((chunk) => chunk.beforePaint).map((chunk) => chunk.path);

  console.log(`\n${address}${demoMode ? ' (demo mode)' : ''}`);
  console.log(
    `  first contentful paint: ${timings.firstContentfulPaint.toFixed(0)} ms (local, unthrottled)`,
  );
  console.log(
    `  JavaScript before first paint: ${kb(sum(chunks.filter((chunk) => chunk.beforePaint)))} KB gz in ${beforePaintPaths.length} files`,
  );
  console.log(
    `  JavaScript in total:           ${kb(sum(chunks))} KB gz in ${chunks.length} files`,
  );
  console.log('  per chunk (KB gz, * = before first paint):');
  for (const chunk of [...chunks].sort((a, b) => b.gzip - a.gzip)) {
    const shown =
      chunk.packages.slice(0, 4).join(', ') + (chunk.packages.length > 4 ? ', ...' : '');
    console.log(
      `   ${kb(chunk.gzip)} ${chunk.beforePaint ? '*' : ' '} ${chunk.path.padEnd(58)} ${shown}`,
    );
  }
  console.log('  copies downloaded (before first paint / in total, and from which builds):');
  for (const name of watched) {
    const all = copiesOf(name, paths);
    console.log(
      `    ${name.padEnd(16)} ${copiesOf(name, beforePaintPaths).length} / ${all.length}  ${all.join(', ')}`,
    );
  }
}

/**
 * Milliseconds from a click on each other tab to the frame that shows the tab's title, and to
 * the frame that shows its content: no spinner (an indeterminate progress bar) and no
 * "Loading …" text left in the main area. Each is timed in that frame's animation-frame
 * callback, once the frame's styles and layout have been computed: only its paint, a few
 * milliseconds, is left out.
 */
async function measureTabSwitches(browser) {
  const context = await browser.newContext();
  await context.addInitScript(() => window.sessionStorage.setItem('demoMode', 'true'));
  const page = await context.newPage();
  await page.goto(`${origin}/app`);
  await page.getByRole('heading', { level: 1, name: 'Your Legacy Plan' }).waitFor();
  const labels = await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('button')
    .allInnerTexts();
  // A person's pointer comes onto the page while they read the dashboard: the other tabs'
  // modules download and run then (shell/src/remotes/remoteLoader.ts). The clicks come once
  // they are in (one exposed module per tab) and have had time to run.
  await page.mouse.move(200, 300, { steps: 5 });
  await page.waitForFunction(
    (tabs) =>
      performance
        .getEntriesByType('resource')
        .filter(({ name }) => name.includes('/__federation_expose_')).length >= tabs,
    labels.length,
  );
  await page.waitForTimeout(2000);
  console.log(
    '\n/app first click on a tab (demo mode, loopback, after the dashboard has shown; ' +
      'the pointer moved over the page, then onto the tab)',
  );
  const nav = page.getByRole('navigation', { name: 'Main' });
  for (const label of labels.slice(1)) {
    // A person looks at a tab before the next click: the page has gone quiet (the tab just
    // left is rendered afresh, out of sight, for its next visit).
    await page.waitForTimeout(1000);
    await nav.getByRole('button', { name: label, exact: true }).hover();
    const { title, content, heading } = await page.evaluate(async (tabLabel) => {
      const shownTitle = () =>
        [...document.querySelectorAll('h1')].find(
          (h1) => h1.checkVisibility() && h1.textContent === tabLabel,
        );
      const loading = () =>
        [...document.querySelectorAll('main [role=progressbar]:not([aria-valuenow])')].some(
          (spinner) => spinner.checkVisibility(),
        ) || /Loading [a-z]/.test(document.querySelector('main').innerText);
      const button = [...document.querySelectorAll('nav[aria-label="Main"] button')].find(
        (candidate) => candidate.textContent === tabLabel,
      );
      const start = performance.now();
      button.click();
      return new Promise((resolve) => {
        let title;
        const check = () => {
          document.body.getBoundingClientRect(); // the frame's styles and layout, done now
          const now = performance.now() - start;
          const heading = shownTitle()?.textContent;
          if (heading) title ??= now;
          if (heading && !loading()) resolve({ title, content: now, heading });
          else requestAnimationFrame(check);
        };
        requestAnimationFrame(check);
      });
    }, label);
    const ms = (value) => `${value.toFixed(0).padStart(5)} ms`;
    console.log(`  ${label.padEnd(10)} title ${ms(title)}, content ${ms(content)}  (${heading})`);
  }
  await context.close();
}

const stopServer = await startServer();
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
try {
  for (const scenario of scenarios) await measure(browser, scenario);
  await measureTabSwitches(browser);
} finally {
  await browser.close();
  stopServer();
}
