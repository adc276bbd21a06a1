import path from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import request from 'supertest';
import { DEMO_ACCOUNT } from '@legacy-planner/contracts';
import { createTestApp } from '../../testing/testApp';
import { seedDemoAccount } from './demoAccount';
import { hashPassword } from './passwords';
import { SESSION_COOKIE } from '../../session/sessionMiddleware';
import {
  MAX_ATTEMPTS_PER_ADDRESS,
  MAX_DEMO_SIGN_INS_PER_ADDRESS,
  MAX_FAILURES_PER_EMAIL,
  MAX_SIGNUPS_PER_ADDRESS,
} from './signInLimits';
import { DEMO_SESSION_MS } from './routes';
import { SQLITE_FILE_NAME } from '../../storage/sqlite/sqliteStore';
import { PLAN_REVIEW_REMINDER } from '../planReview/planReview';

// Every sign-up and sign-in runs scrypt at its production cost (a few hundred ms each).
jest.setTimeout(30_000);

const ann = { name: 'Ann Lee', email: 'ann@example.com', password: 'secret-1' };

function sessionIdOf(response: request.Response): string | undefined {
  const cookies = (response.headers['set-cookie'] as unknown as string[] | undefined) ?? [];
  const cookie = cookies.find((line) => line.startsWith(`${SESSION_COOKIE}=`));
  return cookie?.split(';')[0]?.split('=')[1];
}

describe('accounts API', () => {
  let testApp: ReturnType<typeof createTestApp>;
  beforeEach(() => {
    testApp = createTestApp({ adminEmails: new Set(['boss@example.com']) });
  });
  afterEach(() => testApp.close());
  const server = () => testApp.app.callback();

  async function signUp(agent = request.agent(server()), who = ann) {
    await agent.post('/api/auth/signup').send(who).expect(201);
    return agent;
  }

  describe('sign-up', () => {
    it('creates the account, signs it in, and never returns the password hash', async () => {
      const agent = request.agent(server());
      const response = await agent.post('/api/auth/signup').send(ann).expect(201);
      expect(response.body).toEqual({
        id: expect.any(String),
        name: 'Ann Lee',
        email: 'ann@example.com',
        role: 'user',
        isDemo: false,
        onboardingComplete: false,
        onboardingStep: 0,
        // Where they sign their documents: not chosen yet.
        signingPlace: null,
        maritalStatus: null,
      });
      expect(JSON.stringify(response.body)).not.toMatch(/scrypt|secret-1|passwordHash/);
      const me = await agent.get('/api/auth/user').expect(200);
      expect(me.body).toEqual(response.body);
      const stored = await testApp.store.users.findByEmail('ann@example.com');
      expect(stored?.passwordHash).toMatch(/^scrypt\$/);
    });

    it('refuses a second account for the same email, whatever its case', async () => {
      await signUp();
      const response = await request(server())
        .post('/api/auth/signup')
        .send({ ...ann, email: 'ANN@Example.com' })
        .expect(409);
      expect(response.body.message).toMatch(/already exists/);
    });

    it('validates with the form rules and changes nothing on bad input', async () => {
      const bad = await request(server())
        .post('/api/auth/signup')
        .send({ name: 'Ann', email: 'not-an-email', password: '123' })
        .expect(400);
      expect(bad.body).toEqual({
        error: 'validation_failed',
        message: 'Please enter a valid email address Password must be at least 6 characters',
      });
      await request(server())
        .post('/api/auth/signup')
        .send({ ...ann, email: { $gt: '' } })
        .expect(400);
      await request(server())
        .post('/api/auth/signup')
        .send({ ...ann, role: 'admin' })
        .expect(400);
      await expect(testApp.store.users.findByEmail('ann@example.com')).resolves.toBeNull();
    });

    it('creates the account with its first plan-review reminder, or neither: a failed sign-up can be tried again', async () => {
      // The jobs table refuses new rows, as a full disk or a lost connection would.
      const db = new BetterSqlite3(path.join(testApp.dataDir, SQLITE_FILE_NAME));
      try {
        db.exec(`CREATE TRIGGER refuse_jobs BEFORE INSERT ON jobs
                 BEGIN SELECT RAISE(ABORT, 'no job can be scheduled'); END`);
        await request(server()).post('/api/auth/signup').send(ann).expect(500);
        await expect(testApp.store.users.findByEmail(ann.email)).resolves.toBeNull();
        db.exec('DROP TRIGGER refuse_jobs');
      } finally {
        db.close();
      }

      await signUp();
      const user = (await testApp.store.users.findByEmail(ann.email))!;
      const waiting = await testApp.store.jobs.listForOwner(user.id, 'waiting');
      expect(waiting.filter((job) => job.kind === PLAN_REVIEW_REMINDER)).toHaveLength(1);
    });

    it('never makes an admin of an email nobody has proven, even one in ADMIN_EMAILS', async () => {
      const response = await request(server())
        .post('/api/auth/signup')
        .send({ ...ann, email: 'Boss@Example.com' })
        .expect(201);
      expect(response.body.role).toBe('user');
    });
  });

  describe('sign-in and sessions', () => {
    it('answers Account not found for an unknown email', async () => {
      const response = await request(server())
        .post('/api/auth/login')
        .send({ email: 'nobody@example.com', password: 'whatever' })
        .expect(401);
      expect(response.body.message).toContain('Account not found');
    });

    it('answers a generic failure for a wrong password', async () => {
      await signUp();
      const response = await request(server())
        .post('/api/auth/login')
        .send({ email: ann.email, password: 'wrong-password' })
        .expect(401);
      expect(response.body).toEqual({
        error: 'invalid_credentials',
        message: 'Incorrect email or password.',
      });
    });

    it('signs in with any case of the email, under a new session id', async () => {
      await signUp(request.agent(server()));
      const agent = request.agent(server());
      const bob = { name: 'Bob', email: 'bob@example.com', password: 'secret-2' };
      const asBob = await agent.post('/api/auth/signup').send(bob).expect(201);
      const before = sessionIdOf(asBob)!;

      const login = await agent
        .post('/api/auth/login')
        .send({ email: 'ANN@example.com', password: ann.password })
        .expect(200);
      const after = sessionIdOf(login);
      expect(after).toBeDefined();
      expect(after).not.toBe(before);
      await expect(testApp.store.sessions.get(decodeURIComponent(before))).resolves.toBeNull();
      await agent
        .get('/api/auth/user')
        .expect(200)
        .expect((r) => expect(r.body.email).toBe(ann.email));
    });

    it('keeps the session in an httpOnly SameSite=Lax cookie, Secure behind HTTPS', async () => {
      const plain = await request(server()).post('/api/auth/signup').send(ann).expect(201);
      const cookie = (plain.headers['set-cookie'] as unknown as string[])[0]!;
      expect(cookie).toMatch(/httponly/i);
      expect(cookie).toMatch(/samesite=lax/i);
      expect(cookie).not.toMatch(/secure/i);

      await testApp.close();
      testApp = createTestApp({ trustProxy: true });
      const overHttps = await request(testApp.app.callback())
        .post('/api/auth/signup')
        .set('X-Forwarded-Proto', 'https')
        .send(ann)
        .expect(201);
      expect((overHttps.headers['set-cookie'] as unknown as string[])[0]).toMatch(/secure/i);
    });

    it('signs out: the session is destroyed in the store', async () => {
      const agent = request.agent(server());
      const signup = await agent.post('/api/auth/signup').send(ann).expect(201);
      const id = decodeURIComponent(sessionIdOf(signup)!);
      await agent.post('/api/auth/logout').expect(204);
      await expect(testApp.store.sessions.get(id)).resolves.toBeNull();
      await agent.get('/api/auth/user').expect(401);
    });

    it('answers 401 for the current user without a session', async () => {
      const response = await request(server()).get('/api/auth/user').expect(401);
      expect(response.body).toEqual({ error: 'unauthorized', message: 'Not signed in.' });
    });
  });

  describe('brute-force protection', () => {
    const wrong = { email: ann.email, password: 'wrong-password' };

    it(`answers 429 with Retry-After after ${MAX_FAILURES_PER_EMAIL} failures, even with the right password`, async () => {
      await signUp();
      for (let attempt = 0; attempt < MAX_FAILURES_PER_EMAIL; attempt++) {
        await request(server()).post('/api/auth/login').send(wrong).expect(401);
      }
      const locked = await request(server())
        .post('/api/auth/login')
        .send({ email: ann.email, password: ann.password })
        .expect(429);
      expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
      expect(locked.body.error).toBe('too_many_requests');
      // Another account is not locked out.
      await request(server())
        .post('/api/auth/login')
        .send({ email: 'other@example.com', password: 'whatever' })
        .expect(401);
    });

    it('cannot be outrun by guesses sent in parallel', async () => {
      await signUp();
      const statuses = await Promise.all(
        Array.from({ length: 20 }, () =>
          request(server())
            .post('/api/auth/login')
            .send(wrong)
            .then((response) => response.status),
        ),
      );
      expect(statuses.filter((status) => status === 401)).toHaveLength(MAX_FAILURES_PER_EMAIL);
      expect(statuses.filter((status) => status === 429)).toHaveLength(20 - MAX_FAILURES_PER_EMAIL);
    });

    it('counts by the address the trusted proxy saw, not one the client wrote', async () => {
      await testApp.close();
      testApp = createTestApp({ trustProxy: true });
      const seen: string[] = [];
      testApp.app.use((ctx) => {
        seen.push(ctx.ip);
        ctx.status = 204;
      });
      await request(server()).get('/address-probe').set('X-Forwarded-For', '6.6.6.6, 192.0.2.1');
      expect(seen).toEqual(['192.0.2.1']);
    });

    it('lets no client lock other people out of their accounts', async () => {
      await testApp.close();
      testApp = createTestApp({ trustProxy: true });
      await signUp();
      const from = (address: string) => ({ 'X-Forwarded-For': address });
      // A guesser is stopped after a few wrong passwords…
      for (let attempt = 0; attempt < MAX_FAILURES_PER_EMAIL; attempt++) {
        await request(server())
          .post('/api/auth/login')
          .set(from('203.0.113.9'))
          .send(wrong)
          .expect(401);
      }
      await request(server())
        .post('/api/auth/login')
        .set(from('203.0.113.9'))
        .send(wrong)
        .expect(429);
      // …but the owner, elsewhere, still signs in.
      await request(server())
        .post('/api/auth/login')
        .set(from('198.51.100.7'))
        .send({ email: ann.email, password: ann.password })
        .expect(200);
    });

    it('does not count a refused address against the accounts it names', async () => {
      await testApp.close();
      testApp = createTestApp({ trustProxy: true });
      await signUp();
      const attacker = { 'X-Forwarded-For': '203.0.113.66' };
      // Use up the address's allowance on accounts that do not exist (no password check).
      for (let n = 0; n < MAX_ATTEMPTS_PER_ADDRESS; n++) {
        await request(server())
          .post('/api/auth/login')
          .set(attacker)
          .send({ email: `nobody${n}@example.com`, password: 'whatever' })
          .expect(401);
      }
      for (let attempt = 0; attempt < MAX_FAILURES_PER_EMAIL + 1; attempt++) {
        await request(server()).post('/api/auth/login').set(attacker).send(wrong).expect(429);
      }
      // Never counted: a hit now is the first.
      const counter = await testApp.store.rateLimits.hit(
        `sign-in:email-address:${ann.email} 203.0.113.66`,
        60_000,
      );
      expect(counter.count).toBe(1);
    });

    it('never locks the public demo account', async () => {
      await seedDemoAccount(testApp.store);
      for (let attempt = 0; attempt < MAX_FAILURES_PER_EMAIL + 2; attempt++) {
        await request(server())
          .post('/api/auth/login')
          .send({ email: DEMO_ACCOUNT.email, password: 'wrong-password' })
          .expect(401);
      }
      await request(server()).post('/api/auth/login').send(DEMO_ACCOUNT).expect(200);
    });

    it(`limits sign-ups to ${MAX_SIGNUPS_PER_ADDRESS} an hour from one address`, async () => {
      for (let n = 0; n < MAX_SIGNUPS_PER_ADDRESS; n++) {
        await request(server())
          .post('/api/auth/signup')
          .send({ ...ann, email: `person${n}@example.com` })
          .expect(201);
      }
      const refused = await request(server())
        .post('/api/auth/signup')
        .send({ ...ann, email: 'one-more@example.com' })
        .expect(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    });

    it('never slows a successful sign-in, which clears the count', async () => {
      await signUp();
      for (let round = 0; round < 2; round++) {
        for (let attempt = 0; attempt < MAX_FAILURES_PER_EMAIL - 1; attempt++) {
          await request(server()).post('/api/auth/login').send(wrong).expect(401);
        }
        await request(server())
          .post('/api/auth/login')
          .send({ email: ann.email, password: ann.password })
          .expect(200);
      }
    });
  });

  describe('cross-site request forgery', () => {
    it('refuses a state-changing request from another origin', async () => {
      const response = await request(server())
        .post('/api/auth/signup')
        .set('Origin', 'https://evil.example')
        .send(ann)
        .expect(403);
      expect(response.body.error).toBe('cross_site_request');
      await expect(testApp.store.users.findByEmail(ann.email)).resolves.toBeNull();
    });

    it('refuses a request the browser marks as cross-site', async () => {
      await request(server())
        .post('/api/auth/logout')
        .set('Sec-Fetch-Site', 'cross-site')
        .expect(403);
    });

    it('refuses a body that is not JSON (what an HTML form would send)', async () => {
      await request(server())
        .post('/api/auth/login')
        .set('Content-Type', 'application/x-www-form-urlencoded')
        .send('email=ann%40example.com&password=secret-1')
        .expect(415);
    });

    it('refuses another origin whatever the case of the path', async () => {
      const agent = await signUp();
      await agent
        .post('/API/documents')
        .set('Origin', 'https://evil.example')
        .send({ title: 'Planted' })
        .expect(403);
      await agent.post('/Api/auth/logout').set('Sec-Fetch-Site', 'cross-site').expect(403);
      await agent.get('/api/documents').expect(200, []);
    });

    it('accepts the same origin', async () => {
      const agent = request.agent(server());
      const origin = 'http://127.0.0.1';
      await agent
        .post('/api/auth/signup')
        .set('Origin', testApp.config.publicUrl)
        .send(ann)
        .expect(201);
      await agent
        .post('/api/auth/logout')
        .set('Origin', origin)
        .set('Host', '127.0.0.1')
        .expect(204);
    });
  });

  describe('onboarding', () => {
    it('saves the progress for the signed-in user', async () => {
      const agent = await signUp();
      const saved = await agent
        .put('/api/auth/onboarding')
        .send({ onboardingComplete: false, onboardingStep: 3 })
        .expect(200);
      expect(saved.body).toMatchObject({ onboardingComplete: false, onboardingStep: 3 });
      await agent
        .get('/api/auth/user')
        .expect((r) => expect(r.body).toMatchObject({ onboardingStep: 3 }));
    });

    it('refuses bad values and anonymous requests', async () => {
      const agent = await signUp();
      await agent
        .put('/api/auth/onboarding')
        .send({ onboardingComplete: 'yes', onboardingStep: 9 })
        .expect(400);
      await request(server())
        .put('/api/auth/onboarding')
        .send({ onboardingComplete: true, onboardingStep: 0 })
        .expect(401);
    });
  });

  describe('demo account', () => {
    it('signs in, reads, and is refused every write with 403', async () => {
      await seedDemoAccount(testApp.store);
      const agent = request.agent(server());
      const login = await agent.post('/api/auth/login').send(DEMO_ACCOUNT).expect(200);
      expect(login.body).toMatchObject({ isDemo: true, onboardingComplete: true });
      await agent.get('/api/auth/user').expect(200);
      const refused = await agent
        .put('/api/auth/onboarding')
        .send({ onboardingComplete: false, onboardingStep: 1 })
        .expect(403);
      expect(refused.body).toEqual({
        error: 'demo_read_only',
        message: 'The demo account is read-only. Sign up to create and save your own plan.',
      });
      await expect(testApp.store.users.findByEmail(DEMO_ACCOUNT.email)).resolves.toMatchObject({
        onboardingComplete: true,
      });
      await agent.post('/api/auth/logout').expect(204);
    });

    it("signs in without a password hash, keeps the browser's demo session, and keeps it short", async () => {
      await seedDemoAccount(testApp.store);
      const agent = request.agent(server());
      const first = await agent.post('/api/auth/login').send(DEMO_ACCOUNT).expect(200);
      const cookie = (first.headers['set-cookie'] as unknown as string[]).find((line) =>
        line.startsWith(`${SESSION_COOKIE}=`),
      )!;
      const expires = Date.parse(/expires=([^;]+)/i.exec(cookie)![1]!);
      expect(expires - Date.now()).toBeLessThanOrEqual(DEMO_SESSION_MS + 60_000);
      // Try Demo again from the same browser: the same session, no new one.
      const again = await agent.post('/api/auth/login').send(DEMO_ACCOUNT).expect(200);
      expect(sessionIdOf(again)).toBeUndefined();
      await agent.get('/api/auth/user').expect(200);
      await agent
        .post('/api/auth/login')
        .send({ ...DEMO_ACCOUNT, password: 'not-the-demo-password' })
        .expect(401);
    });

    it(`limits demo sign-ins to ${MAX_DEMO_SIGN_INS_PER_ADDRESS} per address`, async () => {
      await seedDemoAccount(testApp.store);
      for (let n = 0; n < MAX_DEMO_SIGN_INS_PER_ADDRESS; n++) {
        await request(server()).post('/api/auth/login').send(DEMO_ACCOUNT).expect(200);
      }
      const refused = await request(server())
        .post('/api/auth/login')
        .send(DEMO_ACCOUNT)
        .expect(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    });

    it('is seeded once', async () => {
      await seedDemoAccount(testApp.store);
      await seedDemoAccount(testApp.store);
      await expect(testApp.store.users.findByEmail(DEMO_ACCOUNT.email)).resolves.not.toBeNull();
    });
  });

  describe('admin role', () => {
    it('goes to a proven email listed in ADMIN_EMAILS at sign-in, and leaves with the list', async () => {
      await testApp.store.users.create({
        name: 'Boss',
        email: 'boss@example.com',
        passwordHash: await hashPassword('boss-password'),
        emailVerified: true,
        role: 'user',
      });
      const boss = { email: 'boss@example.com', password: 'boss-password' };
      const login = await request(server()).post('/api/auth/login').send(boss).expect(200);
      expect(login.body.role).toBe('admin');

      // The same account once the email has left the list.
      await testApp.close();
      testApp = createTestApp({ adminEmails: new Set() });
      await testApp.store.users.create({
        name: 'Boss',
        email: 'boss@example.com',
        passwordHash: await hashPassword('boss-password'),
        emailVerified: true,
        role: 'admin',
      });
      await testApp.store.users.setRole(
        (await testApp.store.users.findByEmail('boss@example.com'))!.id,
        'admin',
        'admin_emails',
      );
      const delisted = await request(server()).post('/api/auth/login').send(boss).expect(200);
      expect(delisted.body.role).toBe('user');
    });
  });

  describe('third-party providers', () => {
    it('say which providers are configured, and whether email is sent', async () => {
      await request(server())
        .get('/api/auth/providers')
        .expect(200, { google: false, facebook: false, emailEnabled: false });
    });

    it('send a browser back to sign-in when a provider is not configured', async () => {
      const response = await request(server()).get('/api/auth/facebook').expect(302);
      expect(response.headers.location).toBe('/login?signInError=facebook_not_configured');
    });
  });
});
