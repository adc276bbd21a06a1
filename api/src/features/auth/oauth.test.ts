import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import request from 'supertest';
import { createTestApp } from '../../testing/testApp';
import { SESSION_COOKIE } from '../../session/sessionMiddleware';
import { CODE_STEP_PATH, SIGN_IN_ROUND_TRIP_MS } from './oauth';
import { base32Encode, newTotpSecret, stepAt, totpCode } from '../security/totp';
import { sealSecret } from '../security/twoFactor';
import { MAX_PROVIDER_SIGN_INS_PER_ADDRESS } from './signInLimits';
import { SQLITE_FILE_NAME } from '../../storage/sqlite/sqliteStore';
import { PLAN_REVIEW_REMINDER } from '../planReview/planReview';

// The whole Google round trip, with the real grant middleware, against a real OpenID Connect
// provider on 127.0.0.1 (scripts/local-oauth-provider.mjs): Google itself is unreachable here.
const PROVIDER_PORT = 18191;
const provider = `http://127.0.0.1:${PROVIDER_PORT}`;
let providerProcess: ChildProcess;

beforeAll(async () => {
  providerProcess = spawn(
    process.execPath,
    [
      path.resolve(__dirname, '../../../../scripts/local-oauth-provider.mjs'),
      String(PROVIDER_PORT),
      'Grace@Example.com',
      'Grace Hopper',
    ],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  await new Promise<void>((resolve, reject) => {
    providerProcess.stdout!.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('ready')) resolve();
    });
    providerProcess.once('exit', (code) => reject(new Error(`provider exited with ${code}`)));
  });
});
afterAll(() => {
  providerProcess.kill();
});

describe('Google sign-in', () => {
  let testApp: ReturnType<typeof createTestApp>;
  beforeEach(() => {
    testApp = createTestApp({
      publicUrl: 'http://localhost:8080',
      oauth: {
        google: {
          clientId: 'legacy-planner-test',
          clientSecret: 'test-secret',
          authorizeUrl: `${provider}/authorize`,
          tokenUrl: `${provider}/token`,
          userinfoUrl: `${provider}/userinfo`,
        },
        facebook: null,
      },
    });
  });
  afterEach(() => testApp.close());

  async function roundTrip(agent: ReturnType<typeof request.agent>, startQuery = '') {
    const start = await agent.get(`/api/auth/google${startQuery}`).expect(302);
    const authorize = new URL(start.headers.location as string);
    expect(authorize.origin + authorize.pathname).toBe(`${provider}/authorize`);
    expect(authorize.searchParams.get('redirect_uri')).toBe(
      'http://localhost:8080/api/auth/google/callback',
    );
    // The provider signs the user in and sends the browser back with a code.
    const back = await fetch(authorize, { redirect: 'manual' });
    const callback = new URL(back.headers.get('location')!);
    return agent.get(callback.pathname + callback.search);
  }

  it('signs in the verified email, creating the account the first time, and lands on /app', async () => {
    const agent = request.agent(testApp.app.callback());
    const done = await roundTrip(agent);
    expect(done.status).toBe(302);
    expect(done.headers.location).toBe('/app');
    const me = await agent.get('/api/auth/user').expect(200);
    expect(me.body).toMatchObject({
      email: 'grace@example.com',
      name: 'Grace Hopper',
      role: 'user',
    });
    const stored = await testApp.store.users.findByEmail('grace@example.com');
    expect(stored?.passwordHash).toBeNull();

    // A second sign-in reaches the same account.
    const again = request.agent(testApp.app.callback());
    await roundTrip(again);
    await again.get('/api/auth/user').expect((r) => expect(r.body.id).toBe(me.body.id));
  });

  it('creates the account with its first plan-review reminder, or neither: one waiting reminder even after a first try failed', async () => {
    // The jobs table refuses new rows, as a full disk or a lost connection would.
    const db = new BetterSqlite3(path.join(testApp.dataDir, SQLITE_FILE_NAME));
    try {
      db.exec(`CREATE TRIGGER refuse_jobs BEFORE INSERT ON jobs
               BEGIN SELECT RAISE(ABORT, 'no job can be scheduled'); END`);
      const failed = await roundTrip(request.agent(testApp.app.callback()));
      expect(failed.status).toBe(500);
      await expect(testApp.store.users.findByEmail('grace@example.com')).resolves.toBeNull();
      db.exec('DROP TRIGGER refuse_jobs');
    } finally {
      db.close();
    }

    const agent = request.agent(testApp.app.callback());
    expect((await roundTrip(agent)).headers.location).toBe('/app');
    const user = (await testApp.store.users.findByEmail('grace@example.com'))!;
    const reminders = (await testApp.store.jobs.listForOwner(user.id, 'waiting')).filter(
      (job) => job.kind === PLAN_REVIEW_REMINDER,
    );
    expect(reminders).toHaveLength(1);
    // A second sign-in schedules no other.
    await roundTrip(request.agent(testApp.app.callback()));
    await expect(testApp.store.jobs.listForOwner(user.id, 'waiting')).resolves.toEqual(reminders);
  });

  it('returns to the page of the app the sign-in started from, and only to one of this site', async () => {
    const agent = request.agent(testApp.app.callback());
    const done = await roundTrip(agent, '?next=%2Fapp%3Ftab%3Dprivacy');
    expect(done.headers.location).toBe('/app?tab=privacy');

    for (const elsewhere of [
      'https://evil.example/app',
      '//evil.example/app',
      '/api/auth/logout',
    ]) {
      const other = request.agent(testApp.app.callback());
      const back = await roundTrip(other, `?next=${encodeURIComponent(elsewhere)}`);
      expect(back.headers.location).toBe('/app');
    }
  });

  it('is a check-in while check-ins are on', async () => {
    await roundTrip(request.agent(testApp.app.callback()));
    const user = (await testApp.store.users.findByEmail('grace@example.com'))!;
    await testApp.store.checkIns.putSettings(
      user.id,
      { rhythm: 'monthly', pausedUntil: null, contactIds: [], rhythmSince: '2026-01-01T00:00:00Z' },
      '2026-01-01T00:00:00Z',
    );
    const before = Date.now();
    await roundTrip(request.agent(testApp.app.callback()));
    const checkIn = await testApp.store.checkIns.lastCheckIn(user.id);
    expect(checkIn?.method).toBe('sign_in');
    expect(Date.parse(checkIn!.at)).toBeGreaterThanOrEqual(before);
  });

  it('asks for the two-factor code after the provider when two-factor sign-in is on', async () => {
    const first = request.agent(testApp.app.callback());
    await roundTrip(first);
    const user = (await testApp.store.users.findByEmail('grace@example.com'))!;
    const secret = newTotpSecret();
    await testApp.store.twoFactor.enable(
      user.id,
      sealSecret(testApp.sealer, user.id, base32Encode(secret)),
      [],
    );

    const agent = request.agent(testApp.app.callback());
    const done = await roundTrip(agent);
    expect(done.headers.location).toBe(CODE_STEP_PATH);
    await agent.get('/api/auth/user').expect(401);
    // The code step carries on to the page the sign-in started from.
    const deepLinked = await roundTrip(
      request.agent(testApp.app.callback()),
      '?next=%2Fapp%3Ftab%3Dprivacy',
    );
    expect(deepLinked.headers.location).toBe(`${CODE_STEP_PATH}&next=%2Fapp%3Ftab%3Dprivacy`);
    await agent
      .post('/api/auth/login/two-factor')
      .send({ code: totpCode(secret, stepAt(new Date())) })
      .expect(200);
    await agent.get('/api/auth/user').expect(200);
  });

  it('claims an account someone created with that email and a password: the password stops working and its sessions end', async () => {
    // Someone signs up with Grace's email before she ever comes.
    const squatter = request.agent(testApp.app.callback());
    const created = await squatter
      .post('/api/auth/signup')
      .send({ name: 'Not Grace', email: 'grace@example.com', password: 'squatter-password' })
      .expect(201);

    const grace = request.agent(testApp.app.callback());
    await roundTrip(grace);
    await grace.get('/api/auth/user').expect((r) => expect(r.body.id).toBe(created.body.id));

    await squatter.get('/api/auth/user').expect(401);
    await request(testApp.app.callback())
      .post('/api/auth/login')
      .send({ email: 'grace@example.com', password: 'squatter-password' })
      .expect(401);
    await expect(testApp.store.users.findByEmail('grace@example.com')).resolves.toMatchObject({
      emailVerified: true,
      passwordHash: null,
    });
  });

  it('gives the admin role to a listed email once the provider proved it, and takes it away when delisted', async () => {
    await testApp.close();
    const googleConfig = testApp.config.oauth;
    testApp = createTestApp({
      oauth: googleConfig,
      publicUrl: 'http://localhost:8080',
      adminEmails: new Set(['grace@example.com']),
    });
    const agent = request.agent(testApp.app.callback());
    await roundTrip(agent);
    await agent.get('/api/auth/user').expect((r) => expect(r.body.role).toBe('admin'));

    const { store } = testApp;
    const sameStoreApp = createTestApp({
      oauth: googleConfig,
      publicUrl: 'http://localhost:8080',
      adminEmails: new Set(),
    });
    try {
      // The same account signing in where it is no longer listed.
      const user = (await store.users.findByEmail('grace@example.com'))!;
      await sameStoreApp.store.users.create({ ...user, emailVerified: true, passwordHash: null });
      const again = request.agent(sameStoreApp.app.callback());
      await roundTrip(again);
      await again.get('/api/auth/user').expect((r) => expect(r.body.role).toBe('user'));
    } finally {
      await sameStoreApp.close();
    }
  });

  it('keeps the round trip of an anonymous visitor for minutes, not a week', async () => {
    const start = await request(testApp.app.callback()).get('/api/auth/google').expect(302);
    const cookie = (start.headers['set-cookie'] as unknown as string[]).find((line) =>
      line.startsWith(`${SESSION_COOKIE}=`),
    )!;
    const expires = Date.parse(/expires=([^;]+)/i.exec(cookie)![1]!);
    expect(expires - Date.now()).toBeLessThanOrEqual(SIGN_IN_ROUND_TRIP_MS + 60_000);
    // The row in the store ends with it: a sweep after that time leaves nothing behind.
    const id = decodeURIComponent(cookie.split(';')[0]!.split('=')[1]!);
    await expect(testApp.store.sessions.get(id)).resolves.not.toBeNull();
    const realNow = Date.now;
    Date.now = () => realNow() + SIGN_IN_ROUND_TRIP_MS + 60_000;
    try {
      await expect(testApp.store.sessions.get(id)).resolves.toBeNull();
    } finally {
      Date.now = realNow;
    }

    // A completed sign-in gets a full-length session under a new id.
    const agent = request.agent(testApp.app.callback());
    const done = await roundTrip(agent);
    const signedIn = (done.headers['set-cookie'] as unknown as string[]).find((line) =>
      line.startsWith(`${SESSION_COOKIE}=`),
    )!;
    const lasts = Date.parse(/expires=([^;]+)/i.exec(signedIn)![1]!) - Date.now();
    expect(lasts).toBeGreaterThan(testApp.config.sessionMaxAgeMs - 60_000);
  });

  it(`lets one address start at most ${MAX_PROVIDER_SIGN_INS_PER_ADDRESS} sign-ins per 15 minutes`, async () => {
    for (let n = 0; n < MAX_PROVIDER_SIGN_INS_PER_ADDRESS; n++) {
      await request(testApp.app.callback()).get('/api/auth/google').expect(302);
    }
    const refused = await request(testApp.app.callback()).get('/api/auth/google').expect(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('refuses a callback that did not come from a started sign-in', async () => {
    const response = await request(testApp.app.callback())
      .get('/api/auth/google/callback?code=forged&state=forged')
      .expect(302);
    expect(response.headers.location).toBe('/login?signInError=provider_failed');
  });
});
