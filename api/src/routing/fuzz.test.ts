import { randomUUID } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import request from 'supertest';
import {
  DEMO_ACCOUNT,
  PAGE_SIZE,
  contactCreateSchema,
  documentCreateSchema,
  journeyStateSchema,
  wishCreateSchema,
} from '@legacy-planner/contracts';
import { createTestApp, TEST_SESSION_KEYS } from '../testing/testApp';
import { apiRoutes } from '../features';
import { seedDemoAccount } from '../features/auth/demoAccount';
import { SESSION_COOKIE } from '../session/sessionMiddleware';
import { cookieSigner } from '../session/cookieSigner';
import type { AnyRoute } from './declaration';
import { jsonSchemaOf } from './jsonSchema';
import {
  deriveSeed,
  edgeCases,
  randomCase,
  seededRandom,
  type FuzzCase,
  type Random,
} from './fuzzBodies';

// A seeded, bounded fuzz of every write route (POST, PUT, DELETE) that apiRoutes declares, so
// a new write route is fuzzed without being listed here. Each route gets a fixed set of rare
// shapes (deep nesting, 100 000-item arrays, ~900 KB bodies, non-objects, wrong content types)
// and FUZZ_RUNS random bodies, mostly as the signed-in owner. Every answer must be below 500;
// every refusal small JSON { error, message } that repeats nothing that was sent, and it must
// leave the owner's data as it was.
//
//   FUZZ_RUNS=5000 npx jest api/src/routing/fuzz.test.ts --selectProjects api   (thousands)
//   FUZZ_SEED=1234 npx jest api/src/routing/fuzz.test.ts --selectProjects api   (replay a run)

const RUNS = wholeNumber(process.env.FUZZ_RUNS, 100);
const SEED = wholeNumber(process.env.FUZZ_SEED, Math.floor(Math.random() * 2 ** 31));
const WRITE_METHODS = new Set(['POST', 'PUT', 'DELETE']);
/** The most an error answer may weigh. */
const MAX_ERROR_BYTES = 4 * 1024;
/** Per collection, the owner keeps at least MIN records (ids for paths) and at most MAX. */
const KEEP = { min: 3, max: 20 } as const;

jest.setTimeout(Math.max(60_000, RUNS * 150));

function wholeNumber(text: string | undefined, fallback: number): number {
  const value = Number(text);
  return text && Number.isSafeInteger(value) && value >= 0 ? value : fallback;
}

const testApp = createTestApp({ trustProxy: true });
const { store } = testApp;
const signCookie = cookieSigner(TEST_SESSION_KEYS);
const writeRoutes = apiRoutes({
  config: testApp.config,
  store,
  blobs: testApp.blobs,
  sealer: testApp.sealer,
  clock: () => new Date(),
  mail: null,
}).filter((route) => WRITE_METHODS.has(route.method));
const labelOf = (route: AnyRoute) => `${route.method} /api${route.path}`;

// ---------------------------------------------------------------------------------------------
// The people who send requests

type CallerName = 'owner' | 'anonymous' | 'demo';

interface Caller {
  name: CallerName;
  userId: string | null;
  /** The Cookie header, empty for anonymous. */
  cookie: string;
  /** The session behind the cookie, to put back when a request ended or replaced it. */
  session: { id: string; data: Record<string, unknown> } | null;
}

const callers = {} as Record<CallerName, Caller>;

function cookieHeader(response: request.Response): string {
  const lines = (response.headers['set-cookie'] as unknown as string[] | undefined) ?? [];
  return lines.map((line) => line.split(';')[0]).join('; ');
}

async function signedInCaller(name: CallerName, response: request.Response): Promise<Caller> {
  const cookie = cookieHeader(response);
  const id = decodeURIComponent(/(?:^|; )lp\.sid=([^;]+)/.exec(cookie)?.[1] ?? '');
  const data = await store.sessions.get(id);
  if (!id || !data || !cookie.includes(SESSION_COOKIE)) throw new Error(`${name}: no session`);
  return { name, userId: (response.body as { id: string }).id, cookie, session: { id, data } };
}

/**
 * Signing up, signing in and signing out as the owner are legitimate answers, but each ends
 * the session the cookie names. Signing in again would cost a password check per request (and
 * meet the sign-in limits), so the caller gets a session with the same data under a new id,
 * in a cookie signed as the app signs it: an ended session stays ended, even for the store.
 */
async function keepSessionsAlive(): Promise<void> {
  for (const caller of Object.values(callers)) {
    if (caller.session && !(await store.sessions.get(caller.session.id))) {
      const id = randomUUID();
      await store.sessions.set(id, caller.session.data, 60 * 60 * 1000);
      const value = `${SESSION_COOKIE}=${id}`;
      caller.session = { ...caller.session, id };
      caller.cookie = `${value}; ${SESSION_COOKIE}.sig=${signCookie.sign(value)}`;
    }
  }
}

/** Mostly the owner (who passes every policy, so bodies reach validation); a sample of others. */
function pickCaller(random: Random): Caller {
  const roll = random.next();
  return roll < 0.1 ? callers.anonymous : roll < 0.2 ? callers.demo : callers.owner;
}

// ---------------------------------------------------------------------------------------------
// What the store holds

const collections = {
  documents: store.documents,
  wishes: store.wishes,
  contacts: store.contacts,
} as const;
type CollectionName = keyof typeof collections;
const collectionNames = Object.keys(collections) as CollectionName[];

/** Adds a record of a kind, with the defaults the API's own schemas fill in. */
const addSample: Record<CollectionName, (userId: string) => Promise<unknown>> = {
  documents: (userId) =>
    store.documents.create(userId, documentCreateSchema.cast({ title: 'Kept by the fuzz' })),
  wishes: (userId) =>
    store.wishes.create(userId, wishCreateSchema.cast({ preference: 'Kept by the fuzz' })),
  contacts: (userId) =>
    store.contacts.create(
      userId,
      contactCreateSchema.cast({ firstName: 'Kept', lastName: 'By the fuzz' }),
    ),
};

interface Snapshot {
  /** Each part as JSON, compared as text. */
  parts: Record<string, string>;
  ids: Record<CollectionName, string[]>;
}

/**
 * Everything a write could change for one user: every record (the fuzz keeps fewer than one
 * page of 500), the newest activities (a refused request that logged one would put it first),
 * the journey and the account.
 */
async function snapshotOf(userId: string): Promise<Snapshot> {
  const page = { limit: PAGE_SIZE.max };
  const lists = await Promise.all(
    collectionNames.map((name) => collections[name].list(userId, page)),
  );
  const [activities, journey, user] = await Promise.all([
    store.activities.list(userId, { limit: 20 }),
    store.journeys.get(userId),
    store.users.findById(userId),
  ]);
  const parts: Record<string, string> = {
    activities: JSON.stringify(activities),
    journey: JSON.stringify(journey),
    user: JSON.stringify(user),
  };
  const ids = {} as Record<CollectionName, string[]>;
  collectionNames.forEach((name, index) => {
    parts[name] = JSON.stringify(lists[index]);
    ids[name] = lists[index]!.items.map((item) => item.id);
  });
  return { parts, ids };
}

function changedParts(before: Snapshot, after: Snapshot): string[] {
  return Object.keys(before.parts).filter((part) => before.parts[part] !== after.parts[part]);
}

/**
 * After accepted writes: enough records to aim paths at, and not so many that a list outgrows
 * the snapshot's page or the collection cap stops every create.
 */
async function keepCollectionsInRange(userId: string, snapshot: Snapshot): Promise<boolean> {
  let changed = false;
  for (const name of collectionNames) {
    const ids = snapshot.ids[name];
    for (let count = ids.length; count < KEEP.min; count++) await addSample[name](userId);
    // Past the maximum, the older half goes (lists are newest first).
    const oldest = ids.length > KEEP.max ? ids.slice(KEEP.max / 2) : [];
    for (const id of oldest) await collections[name].remove(userId, id);
    changed ||= ids.length < KEEP.min || oldest.length > 0;
  }
  return changed;
}

/** The account fields no write route may change for its caller (onboarding ones may change). */
const IDENTITY = ['id', 'email', 'passwordHash', 'role', 'roleSource', 'isDemo', 'emailVerified'];

function identityChanges(before: Snapshot, after: Snapshot): string[] {
  const [was, is] = [before, after].map(
    (snapshot) => JSON.parse(snapshot.parts.user!) as Record<string, unknown>,
  );
  return IDENTITY.filter((field) => JSON.stringify(was?.[field]) !== JSON.stringify(is?.[field]));
}

// ---------------------------------------------------------------------------------------------
// Sending

let server: http.Server;
/** Thousands of requests: one connection each would spend more time connecting than fuzzing. */
const keepAlive = new http.Agent({ keepAlive: true, maxSockets: 1 });

/** A fresh client address for every request, so no rate limit answers before validation. */
function randomAddress(random: Random): string {
  return [random.int(1, 223), random.int(0, 255), random.int(0, 255), random.int(1, 254)].join('.');
}

const STRANGE_IDS = [
  '0',
  '-1',
  '1e308',
  'null',
  'undefined',
  '__proto__',
  'constructor',
  "' OR '1'='1",
  '{"$gt":""}',
  'a\u0000b',
  '😀',
  'x'.repeat(2000),
];
const ID_CHARACTERS = Array.from('abcdefXYZ0123456789-_.~ %/?#&+=:;"\'<>éß😀\u0000\u202e');
/** Sent exactly as written: broken percent-encodings, encoded slashes and dots. */
const RAW_SEGMENTS = [
  '%',
  '%zz',
  '%E0%A4%A',
  '%C0%AF',
  '%ED%A0%80',
  '..%2F..%2Fauth%2Fuser',
  '%2e%2e',
];

/** One path segment and what it is, for failure messages. */
interface Segment {
  text: string;
  label: string;
}

const encoded = (value: string): Segment => ({
  text: encodeURIComponent(value),
  label: JSON.stringify(value.slice(0, 40)),
});

/** Another user's record, a strange value, a broken encoding or random characters. */
function strangeSegment(random: Random, othersIds: string[]): Segment {
  const roll = random.next();
  if (roll < 0.25 && othersIds.length > 0) {
    return { text: random.pick(othersIds), label: "another user's id" };
  }
  if (roll < 0.45) return encoded(random.pick(STRANGE_IDS));
  if (roll < 0.6) {
    const text = random.pick(RAW_SEGMENTS);
    return { text, label: `raw ${JSON.stringify(text)}` };
  }
  return encoded(
    Array.from({ length: random.int(1, 64) }, () => random.pick(ID_CHARACTERS)).join(''),
  );
}

/** Fills :params: half the time with an id the owner has, otherwise with something else. */
function fillPath(
  path: string,
  random: Random,
  owner: Snapshot,
  others: Snapshot[],
): { path: string; params: string } {
  // The collection a path is about (/wishes/:id), or any when it is about none of them.
  const about = collectionNames.find((name) => path.startsWith(`/${name}/`));
  const labels: string[] = [];
  const filled = path.replace(/:(\w+)/g, () => {
    const name = about ?? random.pick(collectionNames);
    const own = owner.ids[name];
    const segment =
      random.chance(0.5) && own.length > 0
        ? { text: random.pick(own), label: 'an id of the owner' }
        : strangeSegment(
            random,
            others.flatMap((other) => other.ids[name]),
          );
    labels.push(segment.label);
    return segment.text;
  });
  return { path: `/api${filled}`, params: labels.join(', ') };
}

function send(
  method: string,
  path: string,
  fuzzCase: FuzzCase,
  caller: Caller,
  random: Random,
): Promise<request.Response> {
  const verb = method.toLowerCase() as 'post' | 'put' | 'delete';
  const client = request(server);
  let call = client[verb](path).agent(keepAlive).set('X-Forwarded-For', randomAddress(random));
  if (caller.cookie) call = call.set('Cookie', caller.cookie);
  if (fuzzCase.contentType) call = call.set('Content-Type', fuzzCase.contentType);
  if (fuzzCase.payload !== undefined) call = call.send(fuzzCase.payload);
  return call;
}

// ---------------------------------------------------------------------------------------------
// Checking answers

/** What is wrong with an answer, judged on the answer alone. */
function answerProblems(response: request.Response, fuzzCase: FuzzCase): string[] {
  const { status, text } = response;
  // Without SMTP_URL (as here) the routes that mail a link say so: the one 5xx by design.
  const mailOff =
    status === 503 && (response.body as { error?: unknown })?.error === 'mail_not_configured';
  if (status >= 500 && !mailOff) return [`answered ${status}: ${text.slice(0, 200)}`];
  if (status < 300) return [];
  const problems: string[] = [];
  const bytes = Buffer.byteLength(text ?? '');
  if (bytes > MAX_ERROR_BYTES) problems.push(`answered ${status} with a ${bytes}-byte error`);
  if (!String(response.headers['content-type']).startsWith('application/json')) {
    problems.push(`answered ${status} as ${response.headers['content-type']}, not JSON`);
  }
  const body = response.body as Record<string, unknown>;
  const keys = Object.keys(body ?? {}).sort();
  if (typeof body?.error !== 'string' || typeof body.message !== 'string' || keys.length !== 2) {
    problems.push(`answered ${status} with ${text.slice(0, 200)}, not { error, message }`);
  }
  const echoed = fuzzCase.markers.filter((marker) => text?.includes(marker));
  if (echoed.length > 0) {
    problems.push(
      `answered ${status} repeating what was sent (${echoed[0]}): ${text.slice(0, 200)}`,
    );
  }
  return problems;
}

const cleanPrototype = new Set(Reflect.ownKeys(Object.prototype));

/** Keys a request added to Object.prototype (the server runs in this process). */
function prototypePollution(): string[] {
  const added = Reflect.ownKeys(Object.prototype).filter((key) => !cleanPrototype.has(key));
  // Removed again, so that one pollution is reported by the request that made it only.
  for (const key of added) delete (Object.prototype as Record<PropertyKey, unknown>)[key];
  return added.map(String);
}

function describeCase(fuzzCase: FuzzCase): string {
  const { payload, contentType } = fuzzCase;
  const sent =
    payload === undefined
      ? 'no body'
      : `${Buffer.byteLength(payload)} bytes: ${JSON.stringify(payload.slice(0, 60))}${payload.length > 60 ? '…' : ''}`;
  return `${fuzzCase.summary} [${contentType ?? 'no content type'}; ${sent}]`;
}

// ---------------------------------------------------------------------------------------------
// The run's record

interface RouteStats {
  requests: number;
  statuses: Map<number, number>;
}
const stats = new Map<string, RouteStats>();
/** The slowest responses, slowest first. */
const slowest: { ms: number; what: string }[] = [];
const SLOWEST_KEPT = 3;
/** Measured around each request: how long the event loop (shared with the server) was blocked. */
const loopDelay = monitorEventLoopDelay({ resolution: 10 });
const longestStall = { ms: 0, what: '' };
const runStartedAt = Date.now();

function record(
  label: string,
  status: number,
  ms: number,
  stallMs: number,
  what: () => string,
): void {
  const route = stats.get(label) ?? { requests: 0, statuses: new Map<number, number>() };
  route.requests++;
  route.statuses.set(status, (route.statuses.get(status) ?? 0) + 1);
  stats.set(label, route);
  const fastest = slowest[slowest.length - 1];
  if (slowest.length < SLOWEST_KEPT || ms > fastest!.ms) {
    slowest.push({ ms, what: what() });
    slowest.sort((a, b) => b.ms - a.ms).splice(SLOWEST_KEPT);
  }
  if (stallMs > longestStall.ms) Object.assign(longestStall, { ms: stallMs, what: what() });
}

function summary(): string {
  const width = Math.max(...[...stats.keys()].map((label) => label.length));
  const lines = [...stats].map(([label, route]) => {
    const statuses = [...route.statuses]
      .sort(([a], [b]) => a - b)
      .map(([status, count]) => `${status}×${count}`)
      .join(' ');
    return `  ${label.padEnd(width)}  ${String(route.requests).padStart(5)} requests  ${statuses}`;
  });
  const total = [...stats.values()].reduce((sum, route) => sum + route.requests, 0);
  return [
    `write-route fuzz: seed ${SEED} (replay with FUZZ_SEED=${SEED}), FUZZ_RUNS=${RUNS} random bodies per route plus the fixed rare shapes`,
    ...lines,
    `  ${total} requests in ${((Date.now() - runStartedAt) / 1000).toFixed(1)} s`,
    `  slowest responses:`,
    ...slowest.map(({ ms, what }) => `    ${ms.toFixed(0)} ms: ${what}`),
    `  longest event-loop stall during a request: ${longestStall.ms.toFixed(0)} ms (${longestStall.what})`,
  ].join('\n');
}

// ---------------------------------------------------------------------------------------------

const validWish = { category: 'music', preference: 'Clair de lune', details: 'Debussy' };
let bystanders: { name: string; userId: string; before: Snapshot }[] = [];

beforeAll(async () => {
  console.log(`write-route fuzz: seed ${SEED}, FUZZ_RUNS=${RUNS}`);
  server = http.createServer(testApp.app.callback());
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  if (!port) throw new Error('the test server is not listening');

  const signup = await request(server)
    .post('/api/auth/signup')
    .set('X-Forwarded-For', '10.0.0.1')
    .send({ name: 'Owen Owner', email: 'owner@example.com', password: 'owner-secret-1' })
    .expect(201);
  callers.owner = await signedInCaller('owner', signup);
  await seedDemoAccount(store);
  const demoSignIn = await request(server)
    .post('/api/auth/login')
    .set('X-Forwarded-For', '10.0.0.2')
    .send({ email: DEMO_ACCOUNT.email, password: DEMO_ACCOUNT.password })
    .expect(200);
  callers.demo = await signedInCaller('demo', demoSignIn);
  callers.anonymous = { name: 'anonymous', userId: null, cookie: '', session: null };

  // Another user's records: the owner's paths sometimes name them, and they must not change.
  const other = await store.users.create({
    name: 'Bea Bystander',
    email: 'bystander@example.com',
    passwordHash: null,
    role: 'user',
  });
  for (const name of collectionNames) await addSample[name](other.id);
  const owner = callers.owner.userId!;
  for (const name of collectionNames) await addSample[name](owner);
  await store.journeys.put(owner, journeyStateSchema.cast({ step: 1, priorities: ['wishes'] }));

  bystanders = [
    { name: 'another user', userId: other.id, before: await snapshotOf(other.id) },
    {
      name: 'the demo account',
      userId: callers.demo.userId!,
      before: await snapshotOf(callers.demo.userId!),
    },
  ];
  loopDelay.enable();
});

afterAll(async () => {
  loopDelay.disable();
  console.log(summary());
  keepAlive.destroy();
  await new Promise((resolve) => server?.close(resolve));
  await testApp.close();
});

test.each(writeRoutes.map((route) => [labelOf(route), route] as const))(
  'fuzz %s',
  async (label, route) => {
    const random = seededRandom(deriveSeed(SEED, label));
    const schema = route.body ? jsonSchemaOf(route.body.schema) : null;
    const fixed = edgeCases(schema, random);
    const ownerId = callers.owner.userId!;
    const others = bystanders.map((bystander) => bystander.before);
    const failures: string[] = [];
    let before = await snapshotOf(ownerId);

    for (let index = 0; index < fixed.length + RUNS; index++) {
      const fuzzCase = fixed[index] ?? randomCase(schema, random);
      // The rare shapes go to the owner, who gets furthest into the route.
      const caller = index < fixed.length ? callers.owner : pickCaller(random);
      const target = fillPath(route.path, random, before, others);
      const where = () =>
        `seed ${SEED}, ${label}, case #${index} as ${caller.name}` +
        `${target.params ? ` (${target.params})` : ''}: ${describeCase(fuzzCase)}`;

      loopDelay.reset();
      const startedAt = performance.now();
      const response = await send(route.method, target.path, fuzzCase, caller, random);
      record(label, response.status, performance.now() - startedAt, loopDelay.max / 1e6, where);

      const problems = answerProblems(response, fuzzCase);
      await keepSessionsAlive();
      let after = await snapshotOf(ownerId);
      if (response.status >= 400) {
        for (const part of changedParts(before, after)) {
          problems.push(`refused with ${response.status} but changed the owner's ${part}`);
        }
      }
      const changedIdentity = identityChanges(before, after);
      if (changedIdentity.length > 0) {
        problems.push(`changed the owner's ${changedIdentity.join(', ')}`);
      }
      const polluted = prototypePollution();
      if (polluted.length > 0) problems.push(`set ${polluted.join(', ')} on Object.prototype`);
      if (response.status < 300 && (await keepCollectionsInRange(ownerId, after))) {
        after = await snapshotOf(ownerId);
      }
      before = after;
      for (const problem of problems) failures.push(`${where()} → ${problem}`);
    }

    if (failures.length > 0) {
      throw new Error(
        `${failures.length} problem(s) in ${label}; the first ones:\n` +
          failures.slice(0, 15).join('\n'),
      );
    }
  },
);

test('the server is healthy afterwards, and nobody else’s data changed', async () => {
  await request(server).get('/api/health').expect(200);
  const created = await request(server)
    .post('/api/wishes')
    .set('Cookie', callers.owner.cookie)
    .send(validWish)
    .expect(201);
  expect(created.body).toMatchObject(validWish);
  for (const bystander of bystanders) {
    const now = await snapshotOf(bystander.userId);
    expect({ who: bystander.name, changed: changedParts(bystander.before, now) }).toEqual({
      who: bystander.name,
      changed: [],
    });
  }
});
