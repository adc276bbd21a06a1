// npm run bench:scale: how /app copes with a large plan. For each size (10, 200 and 2,000 items
// in each of documents, wishes and contacts) it starts the real server (as `npm start` does,
// as a child process, SERVE_FRONTEND on, SQLite in a fresh temporary DATA_DIR, its own port),
// signs an owner up and seeds their plan through the API, as a person's plan is made: varied
// categories, statuses and roles, a few requests at a time. Then, per round, in a fresh Chromium
// context: it signs in, opens /app, lets the other tabs' modules load (the pointer moves over the
// page, as a person's does), and clicks Documents, Wishes, Contacts, Privacy and back to the
// Dashboard (the baseline), timing each click to the frame that shows the tab's first screen of
// content (its title, a row of its list or the list's empty state, and no spinner left in it),
// with the longest main-thread task from the click until a second after its content showed.
// After the last tab: the page's JavaScript heap after a garbage collection, and its elements.
//
//   node scripts/bench-scale.mjs [--sizes 10,200,2000] [--rounds 3] [--quick]
//
// --quick is --sizes 10,200 --rounds 1, to check the script itself. A click waits for its
// content up to BENCH_CLICK_TIMEOUT_S seconds (default 300: the Privacy tab once took 164 s at
// 1,990 items). BENCH_ROOT benchmarks another checkout (with its own node_modules and built
// output) with this script; BENCH_SCALE_PORT (default 18480) is the server's port.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { chromiumArgs, chromiumPath } from './chromium.mjs';
import { serverEntry } from './server-entry.mjs';

const root = path.resolve(process.env.BENCH_ROOT ?? path.join(import.meta.dirname, '..'));
const port = Number(process.env.BENCH_SCALE_PORT ?? 18480);
const origin = `http://127.0.0.1:${port}`;
const clickTimeoutMs = Number(process.env.BENCH_CLICK_TIMEOUT_S ?? 300) * 1000;

function option(name) {
  const at = process.argv.indexOf(name);
  return at === -1 ? undefined : process.argv[at + 1];
}
const quick = process.argv.includes('--quick');
const sizes = (option('--sizes') ?? (quick ? '10,200' : '10,200,2000'))
  .split(',')
  .map((size) => Number(size.replace(/_/g, '')));
const rounds = Number(option('--rounds') ?? (quick ? 1 : 3));
if (sizes.some((size) => !Number.isInteger(size) || size < 0 || size > 2000)) {
  throw new Error('--sizes takes whole numbers from 0 to 2000 (the API keeps at most 2,000)');
}
if (!Number.isInteger(rounds) || rounds < 1) throw new Error('--rounds takes a whole number');

const PASSWORD = 'bench-scale-password';
// Requests in flight while seeding: enough to keep the server busy, few enough that each
// request's unit of work does not wait long for the one before.
const SEED_CONCURRENCY = 8;
// A person looks at a tab before the next click, and the page goes quiet meanwhile (the tab just
// left is rendered afresh, out of sight, for its next visit).
const PAUSE_BEFORE_CLICK_MS = 1000;
// Long tasks are counted from the click until this long after its content showed.
const AFTER_CONTENT_MS = 1000;

// Each tab's first screen of content: a row of its list (or the list's empty state) in the
// shown tab. The dashboard is the baseline: its title and nothing left loading.
const tabs = [
  {
    label: 'Documents',
    title: 'Documents',
    row: 'section[aria-labelledby="your-documents-title"] article',
    empty: 'holds no documents yet',
  },
  {
    label: 'Wishes',
    title: 'Wishes',
    row: 'section[aria-labelledby="all-preferences-title"] li',
    empty: 'No wishes yet',
  },
  {
    label: 'Contacts',
    title: 'Contacts',
    row: 'section[aria-labelledby^="group-"] li',
    empty: 'No contacts yet',
  },
  {
    label: 'Privacy',
    title: 'Privacy',
    row: 'section[aria-labelledby="information-access-title"] li[aria-label]',
    empty: 'Your plan has no items yet',
  },
  { label: 'Dashboard', title: 'Your Legacy Plan', row: null, empty: null },
];

// Nothing is pinned to a core, unlike bench:api: Chromium's browser, network and renderer
// processes pinned to one core made the Documents click at 200 items take 6.6 s instead of 0.55 s.

let server = null;
let browser = null;
const tempDirs = [];

async function healthy() {
  try {
    return (await fetch(`${origin}/api/health`)).ok;
  } catch {
    return false;
  }
}

async function startServer() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'lp-bench-scale-'));
  tempDirs.push(dataDir);
  const env = { ...process.env };
  delete env.MONGODB_URI;
  const child = spawn(process.execPath, [serverEntry(root)], {
    cwd: root,
    env: {
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: origin,
      DATA_DIR: dataDir,
      SERVE_FRONTEND: 'true',
      LOG_LEVEL: 'warn',
      TRUST_PROXY: 'false',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk) => (output = (output + chunk).slice(-8000));
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const exited = new Promise((resolve) => child.once('exit', resolve));
  let gone = false;
  exited.then(() => (gone = true));
  const deadline = Date.now() + 60_000;
  while (!(await healthy())) {
    if (gone || Date.now() > deadline) throw new Error(`The server did not start:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  server = { child, exited, dataDir };
}

async function stopServer() {
  if (!server) return;
  const { child, exited, dataDir } = server;
  server = null;
  if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
  await exited;
  clearTimeout(timer);
  rmSync(dataDir, { recursive: true, force: true });
}

const sessionCookieOf = (response) =>
  response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .filter((pair) => pair.startsWith('lp.sid'))
    .join('; ');

async function call(method, address, cookie, body) {
  const response = await fetch(origin + address, {
    method,
    headers: { cookie, ...(body && { 'Content-Type': 'application/json' }) },
    body: body && JSON.stringify(body),
  });
  if (!response.ok) {
    throw new Error(`${method} ${address} answered ${response.status}: ${await response.text()}`);
  }
  return response;
}

/** A new owner, signed up and past onboarding (so /app opens on the dashboard). */
async function signUpOwner() {
  const email = 'owner@bench-scale.invalid';
  const response = await fetch(`${origin}/api/auth/signup`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ name: 'Morgan Bench', email, password: PASSWORD }),
  });
  if (response.status !== 201) {
    throw new Error(`sign-up answered ${response.status}: ${await response.text()}`);
  }
  const cookie = sessionCookieOf(response);
  await call('PUT', '/api/auth/onboarding', cookie, {
    onboardingComplete: true,
    onboardingStep: 6,
  });
  return { email, cookie };
}

const pick = (list, n) => list[n % list.length];
const documentCategories = ['will', 'health', 'poa', 'financial', 'property', 'insurance', 'other'];
const documentStatuses = ['not_started', 'in_progress', 'completed', 'needs_update'];
const wishCategories = ['ceremony', 'burial', 'music', 'food', 'readings', 'flowers', 'charity'];
const contactRoles = ['family', 'friend', 'executor', 'beneficiary', 'professional', 'other'];
const firstNames = ['Ada', 'Ben', 'Cara', 'Dev', 'Elena', 'Farid', 'Grace', 'Hugo', 'Ines'];

// The n-th record of each collection, as a person would write it: varied, with a few details.
const seeds = {
  documents: (n) => ({
    path: '/api/documents',
    body: {
      title: `Scale document ${n}`,
      category: pick(documentCategories, n),
      status: pick(documentStatuses, n),
      privacyLevel: 'Private',
      completionPercentage: (n * 17) % 101,
    },
  }),
  wishes: (n) => ({
    path: '/api/wishes',
    body: {
      category: pick(wishCategories, n),
      subcategory: 'Service',
      preference: `Scale wish ${n}`,
      details: 'Played during the ceremony, before the eulogy, by whoever knew me best.',
      importance: pick(['low', 'medium', 'high'], n),
    },
  }),
  contacts: (n) => ({
    path: '/api/contacts',
    body: {
      firstName: pick(firstNames, n),
      lastName: `Scale ${n}`,
      email: `contact-${n}@bench-scale.invalid`,
      phone: `+1 555 01${String(n % 100).padStart(2, '0')}`,
      relation: pick(['Sister', 'Friend', 'Lawyer', 'Neighbour'], n),
      role: pick(contactRoles, n),
      notes: 'Knows where the keys to the house are kept.',
    },
  }),
};

/** How many records a paged list holds, following its `Link: rel="next"` pages. */
async function countListed(address, cookie) {
  let count = 0;
  let next = `${address}?limit=500`;
  while (next) {
    const response = await call('GET', next, cookie);
    // A page is the records themselves (the next page's address is in the Link header).
    const answer = await response.json();
    count += (Array.isArray(answer) ? answer : answer.items).length;
    const link = response.headers.get('link')?.match(/<([^>]+)>;\s*rel="next"/)?.[1];
    next = link ? new URL(link, origin).pathname + new URL(link, origin).search : null;
  }
  return count;
}

/**
 * `size` records in each collection, created through the API with SEED_CONCURRENCY requests in
 * flight (the plan's write routes are bounded by the per-user cap, not by a rate limit).
 */
async function seedPlan(cookie, size) {
  const jobs = Object.values(seeds).flatMap((seed) =>
    Array.from({ length: size }, (_, n) => seed(n + 1)),
  );
  let nextJob = 0;
  const worker = async () => {
    while (nextJob < jobs.length) {
      const { path: address, body } = jobs[nextJob++];
      await call('POST', address, cookie, body);
    }
  };
  await Promise.all(Array.from({ length: SEED_CONCURRENCY }, worker));
  for (const kind of Object.keys(seeds)) {
    const listed = await countListed(`/api/${kind}`, cookie);
    if (listed !== size) throw new Error(`GET /api/${kind} lists ${listed} records, not ${size}`);
  }
}

/** Remembers every long task (50 ms or more) of the page, from its start. */
function watchLongTasks() {
  window.__longTasks = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      window.__longTasks.push({ start: entry.startTime, duration: entry.duration });
    }
  }).observe({ type: 'longtask', buffered: true });
}

/**
 * Clicks the tab and answers the milliseconds to the first frame that shows its content, timed
 * in that frame's animation-frame callback once its styles and layout are computed (only the
 * paint is left out), and when the click began on the page's clock.
 */
function clickAndWaitForContent({ label, title, row, empty, timeoutMs }) {
  const shownPanel = () => {
    const heading = [...document.querySelectorAll('main h1')].find(
      (h1) => h1.textContent === title && h1.checkVisibility(),
    );
    if (!heading) return null;
    // The tab's panel: the heading's ancestor just below <main>.
    let panel = heading;
    while (panel.parentElement && panel.parentElement.tagName !== 'MAIN') {
      panel = panel.parentElement;
    }
    return panel;
  };
  const loading = (panel) =>
    [...panel.querySelectorAll('[role=progressbar]:not([aria-valuenow])')].some((spinner) =>
      spinner.checkVisibility(),
    );
  const hasContent = (panel) => {
    if (!row) return true;
    for (const candidate of panel.querySelectorAll(row)) {
      if (candidate.checkVisibility()) return true;
    }
    return panel.textContent.includes(empty);
  };
  const button = [...document.querySelectorAll('nav[aria-label="Main"] button')].find(
    (candidate) => candidate.textContent === label,
  );
  if (!button) throw new Error(`No tab named ${label}`);
  const start = performance.now();
  button.click();
  return new Promise((resolve) => {
    const check = () => {
      document.body.getBoundingClientRect(); // the frame's styles and layout, done now
      const elapsed = performance.now() - start;
      const panel = shownPanel();
      if (panel && !loading(panel) && hasContent(panel)) resolve({ start, content: elapsed });
      else if (elapsed > timeoutMs) resolve({ start, content: null });
      else requestAnimationFrame(check);
    };
    requestAnimationFrame(check);
  });
}

/** The longest task that ended after `from` and began before `to` (page clock), or 0. */
async function longestTask(page, from, to) {
  return page.evaluate(
    async ({ from, to }) => {
      // Entries of a task that just ended reach the observer in a later task.
      await new Promise((resolve) => setTimeout(resolve, 50));
      return Math.max(
        0,
        ...window.__longTasks
          .filter((task) => task.start + task.duration > from && task.start < to)
          .map((task) => task.duration),
      );
    },
    { from, to },
  );
}

async function measureRound(owner) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  try {
    const signIn = await context.request.post(`${origin}/api/auth/login`, {
      data: { email: owner.email, password: PASSWORD },
    });
    if (!signIn.ok()) throw new Error(`sign-in answered ${signIn.status()}`);
    await context.addInitScript(watchLongTasks);
    const page = await context.newPage();
    await page.goto(`${origin}/app`);
    await page
      .getByRole('heading', { level: 1, name: 'Your Legacy Plan' })
      .waitFor({ timeout: 120_000 });
    const tabCount = await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('button')
      .count();
    // The other tabs' modules load at the first sign of use (shell/src/remotes/remoteLoader.ts);
    // the clicks come once they are in and have had time to run.
    await page.mouse.move(200, 300, { steps: 5 });
    await page.waitForFunction(
      (count) =>
        performance
          .getEntriesByType('resource')
          .filter(({ name }) => name.includes('/__federation_expose_')).length >= count,
      tabCount,
      { timeout: 120_000 },
    );
    await page.waitForTimeout(2000);

    const clicks = [];
    for (const tab of tabs) {
      await page.waitForTimeout(PAUSE_BEFORE_CLICK_MS);
      await page
        .getByRole('navigation', { name: 'Main' })
        .getByRole('button', { name: tab.label, exact: true })
        .hover();
      const { start, content } = await page.evaluate(clickAndWaitForContent, {
        ...tab,
        timeoutMs: clickTimeoutMs,
      });
      await page.waitForTimeout(AFTER_CONTENT_MS);
      const end = start + (content ?? clickTimeoutMs) + AFTER_CONTENT_MS;
      clicks.push({ label: tab.label, content, longest: await longestTask(page, start, end) });
    }

    const cdp = await context.newCDPSession(page);
    await cdp.send('HeapProfiler.collectGarbage');
    await cdp.send('Performance.enable');
    const { metrics } = await cdp.send('Performance.getMetrics');
    const heapBytes = metrics.find((metric) => metric.name === 'JSHeapUsedSize').value;
    const elements = await page.evaluate(() => document.getElementsByTagName('*').length);
    return { clicks, heapBytes, elements };
  } finally {
    await context.close();
  }
}

/** The lowest and highest of `values` as the issue writes them: 352–393 ms, 1.2–2.2 s, 21 MB. */
const span = (values, format) => {
  const [low, high] = [Math.min(...values), Math.max(...values)].map(format);
  if (low === high) return low;
  const [lowNumber, lowUnit] = low.split(' ');
  return lowUnit && high.endsWith(` ${lowUnit}`) ? `${lowNumber}–${high}` : `${low}–${high}`;
};
const ms = (value) =>
  value >= 1000 ? `${(value / 1000).toFixed(1)} s` : `${Math.round(value)} ms`;
const taskMs = (value) => (value === 0 ? '< 50 ms' : ms(value));
const whole = (value) => Math.round(value).toLocaleString('en');

function printSize(size, seedSeconds, results) {
  console.log(
    `\n${size.toLocaleString('en')} items in each of documents, wishes and contacts ` +
      `(seeded in ${seedSeconds.toFixed(1)} s), ${results.length} ` +
      `${results.length === 1 ? 'round' : 'rounds'}`,
  );
  console.log(`  ${'tab'.padEnd(10)} ${'click to content'.padEnd(20)} longest task`);
  for (const [index, { label }] of tabs.entries()) {
    const clicks = results.map((result) => result.clicks[index]);
    const timedOut = clicks.filter((click) => click.content === null).length;
    const shown = clicks.filter((click) => click.content !== null).map((click) => click.content);
    const content =
      (shown.length ? span(shown, ms) : '') +
      (timedOut ? ` ${timedOut} over ${ms(clickTimeoutMs)}` : '');
    console.log(
      `  ${label.padEnd(10)} ${content.trim().padEnd(20)} ` +
        span(
          clicks.map((click) => click.longest),
          taskMs,
        ),
    );
  }
  console.log(
    `  after every tab: ${span(
      results.map((result) => result.heapBytes / 1024 / 1024),
      (mb) => `${mb.toFixed(0)} MB`,
    )} heap, ${span(
      results.map((result) => result.elements),
      whole,
    )} elements`,
  );
}

const loadLine = () =>
  loadavg()
    .map((load) => load.toFixed(2))
    .join(', ');

async function main() {
  const started = Date.now();
  console.log(
    `Scale benchmark of ${root}\n` +
      `  server: node ${serverEntry(root)}, SQLite in a fresh temporary DATA_DIR per size, ` +
      `SERVE_FRONTEND=true, port ${port}\n` +
      `  sizes: ${sizes.map((size) => size.toLocaleString('en')).join(', ')} items per ` +
      `collection; ${rounds} ${rounds === 1 ? 'round' : 'rounds'} each${quick ? ' (--quick)' : ''}` +
      `; a click waits up to ${ms(clickTimeoutMs)} for its content\n` +
      `  Chromium (${chromiumPath}), headless, 1280x800, loopback\n` +
      `  load average at start: ${loadLine()}`,
  );
  browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  for (const size of sizes) {
    await startServer();
    const owner = await signUpOwner();
    const seeding = Date.now();
    await seedPlan(owner.cookie, size);
    const seedSeconds = (Date.now() - seeding) / 1000;
    const results = [];
    for (let round = 0; round < rounds; round++) results.push(await measureRound(owner));
    await stopServer();
    printSize(size, seedSeconds, results);
  }
  console.log(
    `\n  load average at end: ${loadLine()}\n` +
      `  took ${((Date.now() - started) / 1000).toFixed(0)} s`,
  );
}

async function cleanUp() {
  await browser?.close();
  await stopServer();
  for (const dir of tempDirs) rmSync(dir, { recursive: true, force: true });
}

process.once('SIGINT', () => cleanUp().finally(() => process.exit(130)));
main()
  .then(cleanUp)
  .catch(async (error) => {
    console.error(error.stack ?? error.message);
    await cleanUp();
    process.exit(1);
  });
