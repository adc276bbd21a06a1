// npm run bench:api: requests per second and p99 latency of the real API server
// (as `npm start` runs it, as a child process, SQLite in a fresh temporary DATA_DIR,
// SERVE_FRONTEND=false, LOG_LEVEL=warn) under autocannon, next to two bare baselines run in
// another child process (scripts/bench-api/bare-server.mjs):
//
//   GET /api/documents     signed in, 50 documents      vs  bare Koa + better-sqlite3, 50 rows
//   GET /api/auth/user     signed in                    vs  bare Koa, small JSON object
//   POST /api/wishes       at 1 k and at 100 k stored activities (filler users' activities are
//                          inserted straight into the SQLite file while the server runs: WAL)
//
// and the ratios documents / bare rows (target >= 0.8), auth/user / bare JSON (target >= 0.5),
// POST wishes at 100 k / at 1 k (target >= 0.9); then a cold restart of each (from starting the
// process to its first answer, the API on the data it already keeps), API / bare (target <= 2).
// The two cases of each ratio are measured in alternating rounds, so that other work on the
// machine weighs on both alike; the load average is printed at the start and the end.
//
//   node scripts/bench-api.mjs [--quick]
//
// Per case a 2 s warm-up, then 5 rounds of 1 s (--quick: 1 s, then 3 rounds). BENCH_ROOT
// benchmarks another checkout (with its own node_modules and built api/dist) with this script;
// BENCH_API_PORT (default 18381) is the API's port, the baselines use the next one.
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { serverEntry } from './server-entry.mjs';

const root = path.resolve(process.env.BENCH_ROOT ?? path.join(import.meta.dirname, '..'));
const requireFromRoot = createRequire(path.join(root, 'package.json'));
const BetterSqlite3 = requireFromRoot('better-sqlite3');

const quick = process.argv.includes('--quick');
const WARMUP_S = quick ? 1 : 2;
const ROUNDS = quick ? 3 : 5;
const ROUND_S = 1;
const CONNECTIONS = 10;
const LOG_LEVEL = 'warn';
const apiPort = Number(process.env.BENCH_API_PORT ?? 18381);
const barePort = apiPort + 1;
const api = `http://127.0.0.1:${apiPort}`;
const bare = `http://127.0.0.1:${barePort}`;

const DOCUMENT_COUNT = 50;
// One connection per wish writer, and the writers' wishes are deleted before every round, so each
// writer keeps at most one round of one connection's requests: far below the per-user cap (2,000).
const WISH_WRITERS = CONNECTIONS;
const ACTIVITIES_SMALL = 1_000;
const ACTIVITIES_LARGE = 100_000;
const FILLER_ACTIVITIES_PER_USER = 100;
const SQLITE_FILE_NAME = 'legacy-planner.sqlite';

const children = [];
let startLoad = 0;
const tempDirs = [];

// With two cores or more, autocannon (this process) runs on CPU 0 and the servers on CPU 1, so
// that the load generator and the server under test do not compete for one core. BENCH_PIN=0
// turns that off.
const TASKSET = '/usr/bin/taskset';
const pinned = process.env.BENCH_PIN !== '0' && availableParallelism() >= 2 && existsSync(TASKSET);
if (pinned) execFileSync(TASKSET, ['-cp', '0', String(process.pid)], { stdio: 'ignore' });

function startChild(args, env, isReady, pollMs = 100) {
  const [command, commandArgs] = pinned
    ? [TASKSET, ['-c', '1', process.execPath, ...args]]
    : [process.execPath, args];
  const child = spawn(command, commandArgs, {
    cwd: root,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk) => (output = (output + chunk).slice(-8000));
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const ready = (async () => {
    const deadline = Date.now() + 60_000;
    let gone = false;
    exited.then(() => (gone = true));
    while (Date.now() < deadline && !gone) {
      if (await isReady(() => output)) return;
      await new Promise((resolve) => setTimeout(resolve, pollMs));
    }
    throw new Error(`${args.join(' ')} did not start:\n${output}`);
  })();
  const handle = { child, ready, exited, args, output: () => output };
  children.push(handle);
  return handle;
}

async function stopChild({ child, exited }) {
  if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
  await exited;
  clearTimeout(timer);
}

async function healthy(origin) {
  try {
    return (await fetch(`${origin}/api/health`)).ok;
  } catch {
    return false;
  }
}

const cookieOf = (response) =>
  response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .filter((pair) => pair.startsWith('lp.sid'))
    .join('; ');

async function signUp(n) {
  const response = await fetch(`${api}/api/auth/signup`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      name: `Bench User ${n}`,
      email: `bench-${n}@bench.invalid`,
      password: `bench-password-${n}`,
    }),
  });
  if (response.status !== 201) {
    throw new Error(`sign-up answered ${response.status}: ${await response.text()}`);
  }
  return { email: `bench-${n}@bench.invalid`, cookie: cookieOf(response) };
}

async function signUpMany(count) {
  // Two at a time: each runs a deliberately slow scrypt (128 MiB) and we have two cores.
  const users = [];
  for (let n = 0; n < count; n += 2) {
    const batch = [n, n + 1].filter((i) => i < count);
    users.push(...(await Promise.all(batch.map(signUp))));
  }
  return users;
}

async function request(method, url, cookie, body) {
  const response = await fetch(url, {
    method,
    headers: { cookie, ...(body && { 'Content-Type': 'application/json' }) },
    body: body && JSON.stringify(body),
  });
  if (!response.ok) {
    throw new Error(`${method} ${url} answered ${response.status}: ${await response.text()}`);
  }
  return response.json();
}

const listLength = (answer) => (Array.isArray(answer) ? answer : (answer?.items ?? [])).length;

function openDatabase(dataDir) {
  const db = new BetterSqlite3(path.join(dataDir, SQLITE_FILE_NAME));
  db.pragma('busy_timeout = 10000');
  return db;
}

const countActivities = (db) => db.prepare('SELECT COUNT(*) FROM activities').pluck().get();

/**
 * Brings `activities` to `target` rows with filler users' activities (seq 1..n per filler user,
 * valid whether seq is numbered per user or across the table), inserted or deleted straight in
 * the SQLite file while the server runs (WAL mode allows it).
 */
function setActivities(db, target) {
  db.transaction(() => {
    db.prepare("DELETE FROM activities WHERE user_id LIKE 'bench-filler-%'").run();
    db.prepare("DELETE FROM users WHERE id LIKE 'bench-filler-%'").run();
    let missing = target - countActivities(db);
    const insertUser = db.prepare(
      `INSERT INTO users (id, name, email, role, created_at, updated_at)
       VALUES (?, 'Filler', ?, 'user', ?, ?)`,
    );
    const insertActivity = db.prepare(
      `INSERT INTO activities (id, user_id, category, status, description, created_at, seq)
       VALUES (?, ?, 'wishes', 'created', 'Added wish: Filler', ?, ?)`,
    );
    const createdAt = new Date(Date.now() - 86_400_000).toISOString();
    for (let n = 1; missing > 0; n++) {
      const userId = `bench-filler-${n}`;
      insertUser.run(userId, `${userId}@bench.invalid`, createdAt, createdAt);
      const count = Math.min(FILLER_ACTIVITIES_PER_USER, missing);
      for (let seq = 1; seq <= count; seq++) {
        insertActivity.run(`${userId}-${seq}`, userId, createdAt, seq);
      }
      missing -= count;
    }
  })();
  return countActivities(db);
}

/** Removes the wish writers' wishes and their log, so every round starts from the same state. */
function resetWishWriters(db, writers) {
  const ids = writers.map((writer) => writer.id);
  const marks = ids.map(() => '?').join(', ');
  const hasEvents = db
    .prepare("SELECT COUNT(*) FROM sqlite_master WHERE type = 'table' AND name = 'events'")
    .pluck()
    .get();
  db.transaction(() => {
    db.prepare(`DELETE FROM activities WHERE user_id IN (${marks})`).run(...ids);
    db.prepare(`DELETE FROM wishes WHERE user_id IN (${marks})`).run(...ids);
    // Newer schemas also log each change as an event of its owner.
    if (hasEvents) db.prepare(`DELETE FROM events WHERE owner_id IN (${marks})`).run(...ids);
  })();
}

// The server's CPU time per request, beside its req/s. req/s also measures autocannon, which
// shares the machine: with CPU 0 busy, bare Koa's 15,000 req/s fell to 6,000 while the API's
// 4,300 fell to 3,400, and the auth/user ratio went from 0.3 to 0.56 with no change of code.
// The CPU a server spends per request does not depend on how fast it is asked.
const CLOCK_TICK_MS = 1000 / Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }));

/** User and system CPU time, in ms, a process has used so far (Linux's /proc). */
function cpuMsOf(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) * CLOCK_TICK_MS;
}

// Requests still in flight when autocannon stops finish before the next step.
const settle = () => new Promise((resolve) => setTimeout(resolve, 150));

/** Fires requests for `seconds`; the result has `cpuUsPerRequest` of the server `pid`. */
async function fire(options, seconds, pid) {
  const cpuBefore = cpuMsOf(pid);
  const result = await autocannon({ ...options, connections: CONNECTIONS, duration: seconds });
  await settle();
  result.cpuUsPerRequest = ((cpuMsOf(pid) - cpuBefore) * 1000) / result.requests.total;
  return result;
}

const median = (values) => {
  const sorted = [...values].sort((x, y) => x - y);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

function problemsOf(results) {
  const codes = {};
  let errors = 0;
  let timeouts = 0;
  for (const result of results) {
    errors += result.errors;
    timeouts += result.timeouts;
    for (const [code, { count }] of Object.entries(result.statusCodeStats ?? {})) {
      if (!code.startsWith('2')) codes[code] = (codes[code] ?? 0) + Number(count);
    }
  }
  const problems = Object.entries(codes).map(([code, count]) => `${count} x ${code}`);
  if (errors) problems.push(`${errors} errors`);
  if (timeouts) problems.push(`${timeouts} timeouts`);
  return problems;
}

/**
 * Measures two cases in alternating rounds (A B A B …), each after its own warm-up, so that
 * whatever else the machine is doing weighs on both alike; answers each case's median req/s
 * and p99, and the median of the rounds' B / A ratios.
 */
async function compare(a, b) {
  for (const side of [a, b]) {
    side.prepare?.();
    await fire(side.options, WARMUP_S, side.pid);
    side.results = [];
    side.notes = [];
  }
  const ratios = [];
  for (let round = 0; round < ROUNDS; round++) {
    for (const side of [a, b]) {
      side.prepare?.();
      const before = side.note?.();
      side.results.push(await fire(side.options, ROUND_S, side.pid));
      if (side.note) side.notes.push(`${before} -> ${side.note()}`);
    }
    ratios.push(b.results.at(-1).requests.average / a.results.at(-1).requests.average);
  }
  for (const side of [a, b]) {
    const perRound = side.results.map((result) => result.requests.average);
    side.rps = median(perRound);
    side.cpuUs = median(side.results.map((result) => result.cpuUsPerRequest));
    const extra = [
      `rounds ${perRound.map((rps) => rps.toFixed(0)).join(' / ')}`,
      ...(side.notes.length ? [`activities ${side.notes.join(', ')}`] : []),
      ...problemsOf(side.results),
    ].join('; ');
    console.log(
      `  ${side.label.padEnd(44)} ${side.rps.toFixed(0).padStart(7)} ` +
        `${median(side.results.map((result) => result.latency.p99))
          .toFixed(0)
          .padStart(7)} ${side.cpuUs.toFixed(0).padStart(7)}   ${extra}`,
    );
  }
  return { ratio: median(ratios), ratios, cpu: b.cpuUs / a.cpuUs };
}

async function main() {
  const started = Date.now();
  console.log(
    `API benchmark of ${root}\n` +
      `  server: node ${serverEntry(root)}, SQLite in a fresh temporary DATA_DIR, ` +
      `SERVE_FRONTEND=false, LOG_LEVEL=${LOG_LEVEL}, port ${apiPort}\n` +
      `  baselines: bare Koa in another child process, port ${barePort}\n` +
      `  autocannon: ${CONNECTIONS} connections; per case ${WARMUP_S} s warm-up, then ` +
      `${ROUNDS} rounds of ${ROUND_S} s alternating with the case it is compared with` +
      `${quick ? ' (--quick)' : ''}\n` +
      `  cores: ${pinned ? 'autocannon on CPU 0, servers on CPU 1' : 'not pinned'}`,
  );
  const [load] = loadavg();
  startLoad = load;
  if (load > 1) {
    console.log(
      `  WARNING: the machine is busy (load average ${load.toFixed(1)} over the last minute): ` +
        'the figures vary with it',
    );
  }

  const dataDir = mkdtempSync(path.join(tmpdir(), 'lp-bench-api-'));
  tempDirs.push(dataDir);
  const env = { ...process.env };
  delete env.MONGODB_URI;
  const apiEnv = {
    ...env,
    PORT: String(apiPort),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    SERVE_FRONTEND: 'false',
    LOG_LEVEL,
    TRUST_PROXY: 'false',
  };
  const server = startChild([serverEntry(root)], apiEnv, () => healthy(api));
  await server.ready;

  // Users: one who keeps 50 documents (and asks who they are), and one per wish writer.
  const [reader, ...writers] = await signUpMany(1 + WISH_WRITERS);
  for (let n = 1; n <= DOCUMENT_COUNT; n++) {
    await request('POST', `${api}/api/documents`, reader.cookie, {
      title: `Document ${n}`,
      category: 'will',
      status: 'in_progress',
      privacyLevel: 'Private',
      completionPercentage: 40,
    });
  }
  const listed = listLength(await request('GET', `${api}/api/documents`, reader.cookie));
  if (listed !== DOCUMENT_COUNT) throw new Error(`GET /api/documents listed ${listed} documents`);

  const db = openDatabase(dataDir);
  const idOf = db.prepare('SELECT id FROM users WHERE email = ?').pluck();
  for (const user of [reader, ...writers]) user.id = idOf.get(user.email);

  // The baselines read the very rows the API keeps.
  const bareDir = mkdtempSync(path.join(tmpdir(), 'lp-bench-bare-'));
  tempDirs.push(bareDir);
  const bareFile = path.join(bareDir, 'bare.sqlite');
  const bareDb = new BetterSqlite3(bareFile);
  bareDb.pragma('journal_mode = WAL');
  bareDb.exec(`CREATE TABLE documents (
      id TEXT PRIMARY KEY,
      user_id TEXT NOT NULL,
      data TEXT NOT NULL,
      created_at TEXT NOT NULL,
      updated_at TEXT NOT NULL
    );
    CREATE INDEX documents_user ON documents (user_id, created_at);`);
  const copy = bareDb.prepare(
    'INSERT INTO documents (id, user_id, data, created_at, updated_at) VALUES (?, ?, ?, ?, ?)',
  );
  for (const row of db
    .prepare('SELECT id, user_id, data, created_at, updated_at FROM documents WHERE user_id = ?')
    .raw()
    .iterate(reader.id)) {
    copy.run(...row);
  }
  bareDb.close();
  const bareArgs = [path.join(import.meta.dirname, 'bench-api', 'bare-server.mjs')];
  const bareEnv = {
    ...env,
    BENCH_ROOT: root,
    PORT: String(barePort),
    DB_FILE: bareFile,
    USER_ID: reader.id,
  };
  const baseline = startChild(bareArgs, bareEnv, async (output) => output().includes('ready'));
  await baseline.ready;
  const bareRows = await (await fetch(`${bare}/rows`)).json();
  if (bareRows.length !== DOCUMENT_COUNT) throw new Error(`bare /rows answered ${bareRows.length}`);

  console.log(
    `\n  ${'case'.padEnd(44)} ${'req/s'.padStart(7)} ${'p99 ms'.padStart(7)} ` +
      `${'CPU µs'.padStart(7)}  (the server's CPU per request)`,
  );
  const documents = await compare(
    {
      label: `bare Koa + better-sqlite3: ${DOCUMENT_COUNT} rows`,
      options: { url: `${bare}/rows` },
      pid: baseline.child.pid,
    },
    {
      label: `GET /api/documents (${DOCUMENT_COUNT} documents)`,
      options: { url: `${api}/api/documents`, headers: { cookie: reader.cookie } },
      pid: server.child.pid,
    },
  );
  const authUser = await compare(
    { label: 'bare Koa: small JSON', options: { url: `${bare}/json` }, pid: baseline.child.pid },
    {
      label: 'GET /api/auth/user (signed in)',
      options: { url: `${api}/api/auth/user`, headers: { cookie: reader.cookie } },
      pid: server.child.pid,
    },
  );

  const wishBody = JSON.stringify({
    category: 'music',
    subcategory: 'Service',
    preference: 'Amazing Grace, sung by the choir',
    details: 'During the ceremony, before the eulogy.',
    importance: 'high',
  });
  let nextWriter = 0;
  const postWishes = {
    url: `${api}/api/wishes`,
    method: 'POST',
    body: wishBody,
    // Each connection writes as its own user.
    setupClient: (client) =>
      client.setHeaders({
        'content-type': 'application/json',
        cookie: writers[nextWriter++ % writers.length].cookie,
      }),
  };
  const atActivities = (target) => ({
    label: `POST /api/wishes at ${target.toLocaleString('en')} activities`,
    options: postWishes,
    pid: server.child.pid,
    prepare: () => {
      resetWishWriters(db, writers);
      setActivities(db, target);
    },
    note: () => countActivities(db).toLocaleString('en'),
  });
  const wishes = await compare(atActivities(ACTIVITIES_SMALL), atActivities(ACTIVITIES_LARGE));
  db.close();

  // A cold restart: from starting the process to its first answer, the API on the data it keeps
  // (its migrations already applied, and the code cache its first start made there, as a
  // deployed server restarts) against bare Koa, in alternating rounds.
  await Promise.all([stopChild(server), stopChild(baseline)]);
  const restarts = await coldStarts(
    { args: [serverEntry(root)], env: apiEnv, ready: () => healthy(api) },
    { args: bareArgs, env: bareEnv, ready: async () => (await fetch(`${bare}/json`)).ok },
  );

  const ratio = (label, { ratio: value, ratios, cpu }, target) =>
    console.log(
      `  ${label.padEnd(44)} ${value.toFixed(2).padStart(7)}   target >= ${target}` +
        `${value >= target ? '' : ' BELOW TARGET'}; rounds ` +
        ratios.map((each) => each.toFixed(2)).join(' / ') +
        `; CPU per request ${cpu.toFixed(2)}x`,
    );
  console.log('\n  ratios (median of the rounds)');
  ratio('documents / bare SQLite route', documents, 0.8);
  ratio('auth/user / bare Koa', authUser, 0.5);
  ratio(
    `POST wishes at ${ACTIVITIES_LARGE / 1000} k / at ${ACTIVITIES_SMALL / 1000} k`,
    wishes,
    0.9,
  );
  console.log(
    `  ${'cold restart: API / bare Koa'.padEnd(44)} ${restarts.ratio.toFixed(2).padStart(7)}   ` +
      `target <= 2${restarts.ratio <= 2 ? '' : ' ABOVE TARGET'}; API ${restarts.api} ms, ` +
      `bare ${restarts.bare} ms (median of ${ROUNDS})`,
  );
  console.log(
    `\n  took ${((Date.now() - started) / 1000).toFixed(0)} s; load average ` +
      `${startLoad.toFixed(2)} at the start, ${loadavg()[0].toFixed(2)} at the end`,
  );
}

/** Milliseconds from spawning a process to its first good answer (polled every 5 ms). */
async function startTime({ args, env, ready }) {
  const startedAt = performance.now();
  const handle = startChild(args, env, () => ready().catch(() => false), 5);
  await handle.ready;
  const ms = performance.now() - startedAt;
  await stopChild(handle);
  return ms;
}

/** Each side's median start time over ROUNDS alternating rounds, and the median API / bare. */
async function coldStarts(apiSide, bareSide) {
  const api = [];
  const bare = [];
  const ratios = [];
  for (let round = 0; round < ROUNDS; round++) {
    api.push(await startTime(apiSide));
    bare.push(await startTime(bareSide));
    ratios.push(api.at(-1) / bare.at(-1));
  }
  return {
    api: median(api).toFixed(0),
    bare: median(bare).toFixed(0),
    ratio: median(ratios),
  };
}

async function cleanUp() {
  await Promise.all(children.map(stopChild));
  for (const dir of tempDirs) rmSync(dir, { recursive: true, force: true });
}

process.once('SIGINT', () => cleanUp().finally(() => process.exit(130)));
main()
  .then(cleanUp)
  .catch(async (error) => {
    console.error(error.stack ?? error.message);
    for (const { child, args, output } of children) {
      if (child.exitCode !== null) console.error(`\n${args[0]} exited early:\n${output()}`);
    }
    await cleanUp();
    process.exit(1);
  });
