import request from 'supertest';
import { hashPassword } from '../features/auth/passwords';
import type { createTestApp } from './testApp';

export type Agent = ReturnType<typeof request.agent>;

/** The password of every account that `signedIn` makes. */
export const TEST_PASSWORD = 'password-1';

type AppUnderTest = Pick<ReturnType<typeof createTestApp>, 'app' | 'store'>;

/**
 * Browsers and signed-in accounts for the app `appOf()` returns. It is asked at each call, so a
 * test file can make these at its top while its app is made in beforeAll (or is another app in
 * another describe block).
 */
export function visitorsOf(appOf: () => AppUnderTest) {
  let addresses = 0;
  let accounts = 0;
  // Sign-in runs scrypt at its production cost: one hash serves every account.
  let passwordHash: Promise<string> | undefined;

  /**
   * An address no visitor had before (10.0.0.1 on): the sign-in and access routes limit each
   * address, and no test should meet the limits another one used up. It counts where the app
   * trusts the proxy (createTestApp({ trustProxy: true })).
   */
  const newAddress = () => {
    const n = ++addresses;
    return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
  };

  /** A browser of its own, from a new address unless one is given. */
  const visitor = (address = newAddress()): Agent =>
    request.agent(appOf().app.callback()).set('X-Forwarded-For', address);

  /**
   * A user made straight in the store (sign-up and its email are tested elsewhere), signed in
   * with TEST_PASSWORD by a visitor of their own; the email, from the first name, is unique.
   */
  async function signedIn(name = 'Ann Lee', options: { verified?: boolean; admin?: boolean } = {}) {
    const { store } = appOf();
    const email = `${name.split(' ')[0]!.toLowerCase()}-${++accounts}@example.com`;
    passwordHash ??= hashPassword(TEST_PASSWORD);
    const user = await store.users.create({
      name,
      email,
      passwordHash: await passwordHash,
      role: 'user',
      emailVerified: options.verified ?? true,
    });
    if (options.admin) await store.users.setRole(user.id, 'admin', 'command_line');
    const agent = visitor();
    await agent.post('/api/auth/login').send({ email, password: TEST_PASSWORD }).expect(200);
    return { agent, user, email };
  }

  /** A `signedIn` owner who has made the master access key (`key`) that opens the standard level. */
  async function signedInWithKey(name?: string) {
    const owner = await signedIn(name);
    const key: string = (await owner.agent.post('/api/privacy/access-key').expect(201)).body
      .accessKey;
    return { ...owner, key };
  }

  return { newAddress, visitor, signedIn, signedInWithKey };
}
