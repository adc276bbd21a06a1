// npm run bench:lighthouse: Lighthouse 12 performance audits of `/`, `/login` and `/app` (demo
// mode), each with the mobile preset (Lighthouse's default: simulated slow 4G and a 4x slower
// CPU) and the desktop preset, against a freshly started production server. Prints the score,
// FCP, LCP, TBT, CLS and the bytes transferred of each.
//
// BENCH_ROOT=/path/to/other/checkout measures that checkout's built output instead (its own
// API serves its own dist folders), so a change can be compared with the code
// before it. BENCH_RUNS=n audits each case n times and prints Lighthouse's median run, since
// one run on a shared machine varies by a few points. BENCH_PORT chooses the server's port.
// BENCH_PAGES (e.g. `/app`) and BENCH_PRESETS (e.g. `mobile`), comma-separated, audit only
// those pages and presets, to repeat one measurement without waiting for the others.
// BENCH_REPORTS=<folder> writes every run's Lighthouse JSON there, to see what a bad run lost.
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import lighthouse, { desktopConfig } from 'lighthouse';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import puppeteer from 'puppeteer-core';
import { chromiumArgs, chromiumPath } from './chromium.mjs';
import { serverEntry } from './server-entry.mjs';

const root = path.resolve(process.env.BENCH_ROOT ?? path.join(import.meta.dirname, '..'));
const port = Number(process.env.BENCH_PORT ?? 18580);
const runs = Number(process.env.BENCH_RUNS ?? 1);
const origin = `http://localhost:${port}`;

/** @param {string | undefined} list a comma-separated list, or nothing for every value */
const chosen = (list) => (value) => !list || list.split(',').includes(value);

const pages = [
  { address: '/', demoMode: false },
  { address: '/login', demoMode: false },
  { address: '/app', demoMode: true },
].filter(({ address }) => chosen(process.env.BENCH_PAGES)(address));
const presets = [
  { name: 'mobile', config: undefined },
  { name: 'desktop', config: desktopConfig },
].filter(({ name }) => chosen(process.env.BENCH_PRESETS)(name));

async function startServer() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'lp-lighthouse-'));
  const server = spawn(process.execPath, [serverEntry(root)], {
    cwd: root,
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise((_resolve, reject) =>
    server.once('exit', (code) => reject(new Error(`The server in ${root} exited (${code})`))),
  );
  const ready = (async () => {
    for (;;) {
      try {
        if ((await fetch(`${origin}/api/health`)).ok) return;
      } catch {
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }
  })();
  await Promise.race([ready, exited]);
  return () => {
    server.kill();
    rmSync(dataDir, { recursive: true, force: true });
  };
}

/** One Lighthouse navigation in a fresh tab; the storage reset happens before the load. */
async function audit(browser, { address, demoMode }, preset) {
  const page = await browser.newPage();
  if (demoMode) {
    // Lighthouse clears the origin's storage before it loads the page, so the demo flag is
    // written again into every new document of this origin, before the page's scripts run.
    await page.evaluateOnNewDocument((demoOrigin) => {
      if (window.location.origin === demoOrigin) sessionStorage.setItem('demoMode', 'true');
    }, origin);
  }
  try {
    const result = await lighthouse(
      origin + address,
      { output: 'json', logLevel: 'error', onlyCategories: ['performance'] },
      preset.config,
      page,
    );
    if (!result) throw new Error(`Lighthouse returned nothing for ${address}`);
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`${address}: ${lhr.runtimeError.message}`);
    return lhr;
  } finally {
    await page.close();
  }
}

const seconds = (audit) => `${(audit.numericValue / 1000).toFixed(2)} s`.padStart(8);

const scoreOf = (lhr) => Math.round((lhr.categories.performance.score ?? 0) * 100);

function printRow(pageName, presetName, lhr, allRuns) {
  const { audits } = lhr;
  const score = scoreOf(lhr);
  console.log(
    [
      pageName.padEnd(16),
      presetName.padEnd(8),
      String(score).padStart(5),
      seconds(audits['first-contentful-paint']),
      seconds(audits['largest-contentful-paint']),
      `${Math.round(audits['total-blocking-time'].numericValue)} ms`.padStart(8),
      audits['cumulative-layout-shift'].numericValue.toFixed(3).padStart(6),
      `${(audits['total-byte-weight'].numericValue / 1024).toFixed(1)} KB`.padStart(10),
      // Every run's score, so that the spread shows beside the median.
      ...(allRuns.length > 1 ? [` runs ${allRuns.map(scoreOf).join(' ')}`] : []),
    ].join(' '),
  );
}

const reportsDir = process.env.BENCH_REPORTS;

function saveReports(folder, pageName, presetName, results) {
  mkdirSync(folder, { recursive: true });
  const slug = pageName.replace(/[^a-z]+/g, '-').replace(/^-|-$/g, '') || 'landing';
  const stamp = Date.now();
  results.forEach((lhr, run) =>
    writeFileSync(
      path.join(folder, `${slug}.${presetName}.${stamp}.${run}.json`),
      JSON.stringify(lhr),
    ),
  );
}

const stopServer = await startServer();
const browser = await puppeteer.launch({
  executablePath: chromiumPath,
  headless: true,
  args: ['--headless=new', ...chromiumArgs],
});
try {
  console.log(`Lighthouse ${runs > 1 ? `(median of ${runs} runs) ` : ''}on ${root}`);
  console.log('page             preset   score      FCP      LCP      TBT    CLS transferred');
  for (const target of pages) {
    for (const preset of presets) {
      const results = [];
      for (let run = 0; run < runs; run++) results.push(await audit(browser, target, preset));
      const pageName = target.address + (target.demoMode ? ' (demo)' : '');
      printRow(pageName, preset.name, computeMedianRun(results), results);
      if (reportsDir) saveReports(reportsDir, pageName, preset.name, results);
    }
  }
} finally {
  await browser.close();
  stopServer();
}
