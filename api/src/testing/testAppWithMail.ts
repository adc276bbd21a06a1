import request from 'supertest';
import type { Config } from '../config/config';
import { hashPassword } from '../features/auth/passwords';
import { movableClock, type MovableClock } from './movableClock';
import { smtpCapture } from './smtpCapture';
import { createTestApp, type TestAppData } from './testApp';

export type Agent = ReturnType<typeof request.agent>;
export type TestAppWithMail = Awaited<ReturnType<typeof createTestAppWithMail>>;

/** The password of every account that `signedIn` makes. */
export const TEST_PASSWORD = 'password-1';

/**
 * The real app (createTestApp) on the given clock, its mail sent to a local SMTP capture
 * (`smtp`), and behind a "proxy": each `visitor()` is a browser of its own from an address of its
 * own, so that no test meets the rate limits another test used up. `close()` closes both.
 */
export async function createTestAppWithMail(
  clock: () => Date,
  overrides: Partial<Config> = {},
  data?: TestAppData,
) {
  const smtp = await smtpCapture();
  const testApp = createTestApp(
    { smtpUrl: smtp.url, trustProxy: true, ...overrides },
    {},
    undefined,
    { clock, data },
  );
  let visitors = 0;
  let accounts = 0;
  // Sign-in runs scrypt at its production cost: one hash serves every account.
  let passwordHash: Promise<string> | undefined;

  const visitor = (): Agent => {
    const n = ++visitors;
    return request
      .agent(testApp.app.callback())
      .set('X-Forwarded-For', `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`);
  };

  /**
   * A user made straight in the store (sign-up and its email are tested elsewhere), signed in
   * with TEST_PASSWORD by a visitor of their own; the email, from the first name, is unique.
   */
  async function signedIn(name = 'Ann Lee', options: { verified?: boolean; admin?: boolean } = {}) {
    const email = `${name.split(' ')[0]!.toLowerCase()}-${++accounts}@example.com`;
    passwordHash ??= hashPassword(TEST_PASSWORD);
    const user = await testApp.store.users.create({
      name,
      email,
      passwordHash: await passwordHash,
      role: 'user',
      emailVerified: options.verified ?? true,
    });
    if (options.admin) await testApp.store.users.setRole(user.id, 'admin', 'command_line');
    const agent = visitor();
    await agent.post('/api/auth/login').send({ email, password: TEST_PASSWORD }).expect(200);
    return { agent, user, email };
  }

  return {
    ...testApp,
    smtp,
    visitor,
    signedIn,
    async close() {
      await testApp.close();
      await smtp.close();
    },
  };
}

/**
 * The app with mail that a test file's tests share, on a movable clock (`testApp.clock`): built
 * before the first test and closed after the last; before each test the clock is set back to
 * `start()`, the present unless given. Its members are there from the first test on.
 */
export function testAppWithMailPerFile(start: () => Date = () => new Date()) {
  const clock = movableClock(start());
  const testApp = { clock } as TestAppWithMail & { clock: MovableClock };
  beforeAll(async () => {
    Object.assign(testApp, await createTestAppWithMail(clock));
  });
  afterAll(() => testApp.close());
  beforeEach(() => {
    clock.set(start());
  });
  return testApp;
}
