import crypto from 'node:crypto';
import request from 'supertest';
import { DEMO_ACCOUNT } from '@legacy-planner/contracts';
import { createTestApp } from '../../testing/testApp';
import { smtpCapture } from '../../testing/smtpCapture';
import { hashPassword } from '../auth/passwords';
import { seedDemoAccount } from '../auth/demoAccount';
import { accounts as accountService } from '../auth/accounts';
import { base32Decode, base32Encode, stepAt, totpCode } from './totp';
import { sealSecret } from './twoFactor';
import { FORGOT_PASSWORD_ANSWER } from './passwordRoutes';
import { MAX_CODE_TRIES_PER_ACCOUNT, MAX_VERIFICATION_MAILS_PER_ACCOUNT } from './limits';

// The account's security against the real app, store and an SMTP server on 127.0.0.1. Sign-ins
// run scrypt at its production cost: accounts are made in the store with one shared hash.
jest.setTimeout(60_000);

type Agent = ReturnType<typeof request.agent>;
const MINUTE = 60_000;
const PASSWORD = 'password-1';

let now = new Date();
const clock = () => now;
let testApp: ReturnType<typeof createTestApp>;
let smtp: Awaited<ReturnType<typeof smtpCapture>>;
let passwordHash: string;

beforeAll(async () => {
  smtp = await smtpCapture();
  testApp = createTestApp(
    { smtpUrl: smtp.url, trustProxy: true, adminEmails: new Set(['boss@example.com']) },
    {},
    undefined,
    { clock },
  );
  passwordHash = await hashPassword(PASSWORD);
});
afterAll(async () => {
  await testApp.close();
  await smtp.close();
});
beforeEach(() => {
  now = new Date();
});

let visitors = 0;
/** A browser of its own, from an address of its own. */
const visitor = () => {
  const n = ++visitors;
  return request
    .agent(testApp.app.callback())
    .set('X-Forwarded-For', `10.1.${(n >> 8) & 255}.${n & 255}`)
    .set('User-Agent', 'Mozilla/5.0 (X11; Linux x86_64) Chrome/131.0.0.0 Safari/537.36');
};

let accounts = 0;
async function account(name = 'ann') {
  const email = `${name}-${++accounts}@example.com`;
  const user = await testApp.store.users.create({ name, email, passwordHash, role: 'user' });
  return { user, email };
}

async function signIn(email: string, password = PASSWORD, agent = visitor()) {
  await agent.post('/api/auth/login').send({ email, password }).expect(200);
  return agent;
}

/** The newest mail to `address`, after the outbox was sent. */
async function lastMailTo(address: string) {
  await testApp.mail!.flush();
  return smtp.to(address).at(-1);
}

const tokenIn = (text: string | undefined, path: string) => {
  const match = new RegExp(`${path}\\?token=([A-Za-z0-9_-]{43})`).exec(text ?? '');
  return match?.[1] ?? null;
};

const signedIn = (agent: Agent) => agent.get('/api/auth/user').then((response) => response.status);

/** Asks for a reset link by email, and answers the token the mail carries. */
async function resetToken(email: string) {
  await visitor().post('/api/auth/password/forgot').send({ email }).expect(202);
  return tokenIn((await lastMailTo(email))?.text, '/reset-password');
}

/** Resets the password through the emailed link. */
async function resetPassword(email: string, password = 'new-password-2') {
  const token = await resetToken(email);
  await visitor().post('/api/auth/password/reset').send({ token, password }).expect(204);
}

describe('email verification', () => {
  it('signs up with a link by email that verifies once, and a verified listed email is admin', async () => {
    const agent = visitor();
    await agent
      .post('/api/auth/signup')
      .send({ name: 'Boss', email: 'boss@example.com', password: PASSWORD })
      .expect(201);
    await agent
      .get('/api/account/security')
      .expect(200)
      .expect((response) => {
        expect(response.body).toMatchObject({
          emailVerified: false,
          emailEnabled: true,
          twoFactorEnabled: false,
        });
      });
    // Listed in ADMIN_EMAILS, but nobody proved the email yet.
    expect((await agent.get('/api/auth/user')).body.role).toBe('user');

    const mail = await lastMailTo('boss@example.com');
    expect(mail?.subject).toBe('Confirm your email address');
    const token = tokenIn(mail?.text, 'http://localhost:8080/verify-email');
    expect(token).not.toBeNull();

    await visitor().post('/api/auth/verify-email').send({ token }).expect(200);
    expect((await agent.get('/api/account/security')).body.emailVerified).toBe(true);
    expect((await agent.get('/api/auth/user')).body.role).toBe('admin');

    const again = await visitor().post('/api/auth/verify-email').send({ token }).expect(400);
    expect(again.body).toEqual({ error: 'invalid_link', message: expect.any(String) });
  });

  it('sends the link again (a few times an hour), and a link expires after 24 hours', async () => {
    const { email } = await account();
    const agent = await signIn(email);
    for (let sent = 0; sent < MAX_VERIFICATION_MAILS_PER_ACCOUNT; sent++) {
      await agent.post('/api/account/email/verification').expect(204);
    }
    await agent.post('/api/account/email/verification').expect(429);
    const token = tokenIn((await lastMailTo(email))?.text, '/verify-email');
    // Only the newest link works.
    expect(smtp.to(email)).toHaveLength(MAX_VERIFICATION_MAILS_PER_ACCOUNT);
    const older = tokenIn(smtp.to(email)[0]?.text, '/verify-email');
    await visitor().post('/api/auth/verify-email').send({ token: older }).expect(400);

    now = new Date(Date.now() + 24 * 60 * MINUTE + 1000);
    await visitor().post('/api/auth/verify-email').send({ token }).expect(400);
    expect((await testApp.store.users.findByEmail(email))?.emailVerified).toBe(false);
  });

  it('refuses a malformed token with a small error', async () => {
    const response = await visitor()
      .post('/api/auth/verify-email')
      .send({ token: 'short', extra: 1 })
      .expect(400);
    expect(response.body.error).toBe('validation_failed');
  });
});

describe('password reset', () => {
  it('answers the same for an unknown email, and mails only an account', async () => {
    const { email } = await account();
    const known = await visitor().post('/api/auth/password/forgot').send({ email }).expect(202);
    const unknown = await visitor()
      .post('/api/auth/password/forgot')
      .send({ email: 'nobody@example.com' })
      .expect(202);
    expect(known.body).toEqual({ message: FORGOT_PASSWORD_ANSWER });
    expect(unknown.body).toEqual(known.body);
    expect((await lastMailTo(email))?.subject).toBe('Reset your password');
    expect(smtp.to('nobody@example.com')).toHaveLength(0);
  });

  it('sets a new password once, ends every session, and keeps the rules of sign-up', async () => {
    const { email } = await account();
    const elsewhere = await signIn(email);
    const token = await resetToken(email);

    const short = await visitor()
      .post('/api/auth/password/reset')
      .send({ token, password: '123' })
      .expect(400);
    expect(short.body.message).toBe('Password must be at least 6 characters');
    expect(await signedIn(elsewhere)).toBe(200);

    await visitor()
      .post('/api/auth/password/reset')
      .send({ token, password: 'new-password-2' })
      .expect(204);
    expect(await signedIn(elsewhere)).toBe(401);
    await visitor()
      .post('/api/auth/password/reset')
      .send({ token, password: 'new-password-3' })
      .expect(400);
    await visitor().post('/api/auth/login').send({ email, password: PASSWORD }).expect(401);
    await signIn(email, 'new-password-2');
  });

  it('keeps a session it ended ended, though a request of it still in flight writes it back', async () => {
    const { user, email } = await account();
    const elsewhere = await signIn(email);
    const [session] = await testApp.store.sessions.listForUser(user.id);
    await resetPassword(email);

    // What koa-session does when a request of that session finishes after the reset (it
    // writes a session back to renew it).
    await testApp.store.sessions.set(session!.id, session!.data, 60 * MINUTE);
    expect(await signedIn(elsewhere)).toBe(401);
  });

  it('hashes nothing for a link that is not valid: fake resets take no turn from sign-ins', async () => {
    // The API tests hash with scryptSync at a low cost (jest.setup.ts), production with scrypt.
    const hashes = [jest.spyOn(crypto, 'scrypt'), jest.spyOn(crypto, 'scryptSync')];
    try {
      const refused = await visitor()
        .post('/api/auth/password/reset')
        .send({ token: 'x'.repeat(43), password: 'new-password-2' })
        .expect(400);
      expect(refused.body.error).toBe('invalid_link');
      expect(hashes.map((hash) => hash.mock.calls.length)).toEqual([0, 0]);
    } finally {
      for (const hash of hashes) hash.mockRestore();
    }
  });

  it('refuses a link older than 30 minutes', async () => {
    const { email } = await account();
    const token = await resetToken(email);
    now = new Date(Date.now() + 30 * MINUTE + 1000);
    await visitor()
      .post('/api/auth/password/reset')
      .send({ token, password: 'new-password-2' })
      .expect(400);
    expect((await testApp.store.users.findByEmail(email))?.passwordHash).toBe(passwordHash);
  });
});

describe('changing the password and the email', () => {
  it('asks for the current password, and ends the other sessions only', async () => {
    const { email } = await account();
    const here = await signIn(email);
    const elsewhere = await signIn(email);
    await here
      .post('/api/account/password')
      .send({ currentPassword: 'wrong-one', newPassword: 'new-password-2' })
      .expect(403);
    expect(await signedIn(elsewhere)).toBe(200);
    await here
      .post('/api/account/password')
      .send({ currentPassword: PASSWORD, newPassword: 'new-password-2' })
      .expect(204);
    expect(await signedIn(here)).toBe(200);
    expect(await signedIn(elsewhere)).toBe(401);
  });

  it('moves to a new email only through the link sent there, tells the old one, and signs out', async () => {
    const { email } = await account();
    const agent = await signIn(email);
    const newEmail = `moved-${accounts}@example.com`;
    await agent
      .post('/api/account/email')
      .send({ email: newEmail, password: 'wrong-one' })
      .expect(403);
    await agent
      .post('/api/account/email')
      .send({ email: newEmail, password: PASSWORD })
      .expect(204);
    expect((await agent.get('/api/auth/user')).body.email).toBe(email);
    expect((await lastMailTo(email))?.text).toContain(newEmail);
    const token = tokenIn((await lastMailTo(newEmail))?.text, '/verify-email');

    await visitor().post('/api/auth/verify-email').send({ token }).expect(200);
    // Every session ends with the move (issue 24): the owner signs in again with the new email.
    expect(await signedIn(agent)).toBe(401);
    const again = await signIn(newEmail);
    expect((await again.get('/api/account/security')).body).toMatchObject({
      email: newEmail,
      emailVerified: true,
    });
  });
});

describe('links that would hand the account back', () => {
  /** Asks, as someone holding the password, to move the account to their own address. */
  async function pendingMove(agent: Agent) {
    const theirs = `taker-${++accounts}@example.com`;
    await agent.post('/api/account/email').send({ email: theirs, password: PASSWORD }).expect(204);
    return tokenIn((await lastMailTo(theirs))?.text, '/verify-email');
  }

  it('a password reset or change voids a pending email change', async () => {
    for (const endWith of ['reset', 'change'] as const) {
      const { email } = await account();
      const agent = await signIn(email);
      const move = await pendingMove(agent);
      if (endWith === 'reset') {
        await resetPassword(email);
      } else {
        await agent
          .post('/api/account/password')
          .send({ currentPassword: PASSWORD, newPassword: 'new-password-2' })
          .expect(204);
      }
      await visitor().post('/api/auth/verify-email').send({ token: move }).expect(400);
      expect((await testApp.store.users.findByEmail(email))?.email).toBe(email);
    }
  });

  it('a provider proving the email voids the links and the two-factor secret set before', async () => {
    const { email, user } = await account();
    const agent = await signIn(email);
    const move = await pendingMove(agent);
    await testApp.store.twoFactor.enable(user.id, 'sealed-by-someone-else', ['code-hash']);

    const service = accountService(testApp.store, new Set(), () => new Date());
    await service.findOrCreateVerified(email, 'Ann Owner');

    await visitor().post('/api/auth/verify-email').send({ token: move }).expect(400);
    await expect(testApp.store.twoFactor.get(user.id)).resolves.toBeNull();
  });
});

describe('two-factor sign-in', () => {
  let email: string;
  let userId: string;
  let secret: Buffer;
  let recoveryCodes: string[] = [];
  const codeAt = (offsetSteps: number) => totpCode(secret, stepAt(now) + offsetSteps);
  const passwordStep = async (agent = visitor()) => {
    const response = await agent.post('/api/auth/login').send({ email, password: PASSWORD });
    expect(response.status).toBe(202);
    expect(response.body).toEqual({ twoFactorRequired: true });
    return agent;
  };

  beforeAll(async () => {
    const made = await account('tess');
    email = made.email;
    userId = made.user.id;
  });

  it('turns on with a confirmed code, and answers ten recovery codes once', async () => {
    const agent = await signIn(email);
    // A set-up left open in another tab.
    const otherTab = await signIn(email);
    const otherSetup = (
      await otherTab.post('/api/account/two-factor/setup').send({ password: PASSWORD }).expect(201)
    ).body;
    const setup = await agent
      .post('/api/account/two-factor/setup')
      .send({ password: PASSWORD })
      .expect(201);
    expect(setup.body.qrCode).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(setup.body.otpauthUri).toContain(`secret=${setup.body.secret}`);
    secret = base32Decode(setup.body.secret);

    await agent.post('/api/account/two-factor/enable').send({ code: '000000' }).expect(400);
    const enabled = await agent
      .post('/api/account/two-factor/enable')
      .send({ code: codeAt(0) })
      .expect(201);
    expect(enabled.body.recoveryCodes).toHaveLength(10);
    recoveryCodes = enabled.body.recoveryCodes;
    // Kept sealed: the store never holds the secret as it was shown.
    const stored = await testApp.store.twoFactor.get(userId);
    // The other tab's set-up never replaces the secret in use.
    await otherTab
      .post('/api/account/two-factor/enable')
      .send({ code: totpCode(base32Decode(otherSetup.secret), stepAt(now) + 1) })
      .expect(409);
    expect((await testApp.store.twoFactor.get(userId))?.sealedSecret).toBe(stored?.sealedSecret);
    expect(stored?.sealedSecret).toMatch(/^v1\./);
    expect(JSON.stringify(stored)).not.toContain(setup.body.secret);
    expect((await agent.get('/api/account/security')).body).toMatchObject({
      twoFactorEnabled: true,
      recoveryCodesLeft: 10,
    });
  });

  it('asks for the password before a set-up starts: a browser left signed in is not enough', async () => {
    const other = await account('otto');
    const agent = await signIn(other.email);
    await agent.post('/api/account/two-factor/setup').send({}).expect(403);
    const wrong = await agent
      .post('/api/account/two-factor/setup')
      .send({ password: 'not-it' })
      .expect(403);
    expect(wrong.body.error).toBe('wrong_password');
    await agent.post('/api/account/two-factor/setup').send({ password: PASSWORD }).expect(201);
  });

  it('asks for a code after the password; the previous step passes, a used or older one not', async () => {
    now = new Date(now.getTime() + 5 * MINUTE);
    const agent = await passwordStep();
    expect(await signedIn(agent)).toBe(401);
    await agent
      .post('/api/auth/login/two-factor')
      .send({ code: codeAt(-1) })
      .expect(200);
    expect(await signedIn(agent)).toBe(200);

    const reuse = await passwordStep();
    await reuse
      .post('/api/auth/login/two-factor')
      .send({ code: codeAt(-1) })
      .expect(400);
    await reuse
      .post('/api/auth/login/two-factor')
      .send({ code: codeAt(-2) })
      .expect(400);
    await reuse
      .post('/api/auth/login/two-factor')
      .send({ code: codeAt(1) })
      .expect(200);
  });

  it('takes each recovery code once', async () => {
    const first = await passwordStep();
    await first.post('/api/auth/login/two-factor').send({ code: recoveryCodes[0] }).expect(200);
    const second = await passwordStep();
    await second.post('/api/auth/login/two-factor').send({ code: recoveryCodes[0] }).expect(400);
    const lower = recoveryCodes[1]!.toLowerCase().replace('-', ' ');
    await second.post('/api/auth/login/two-factor').send({ code: lower }).expect(200);
  });

  it('turns off only with a current code', async () => {
    const agent = visitor();
    // Later than the steps the tests above used.
    now = new Date(now.getTime() + 10 * MINUTE);
    await passwordStep(agent);
    await agent
      .post('/api/auth/login/two-factor')
      .send({ code: codeAt(0) })
      .expect(200);
    await agent.post('/api/account/two-factor/disable').send({}).expect(400);
    await agent
      .post('/api/account/two-factor/disable')
      .send({ code: codeAt(-3) })
      .expect(400);
    now = new Date(now.getTime() + MINUTE);
    await agent
      .post('/api/account/two-factor/disable')
      .send({ code: codeAt(0) })
      .expect(204);
    expect(await testApp.store.twoFactor.get(userId)).toBeNull();
    await signIn(email);
  });

  it('limits the codes tried for an account', async () => {
    // Another account, with two-factor sign-in turned on in the store.
    const other = await account('lim');
    email = other.email;
    await testApp.store.twoFactor.enable(
      other.user.id,
      sealSecret(testApp.sealer, other.user.id, base32Encode(secret)),
      [],
    );
    const agent = await passwordStep();
    for (let tries = 0; tries < MAX_CODE_TRIES_PER_ACCOUNT; tries++) {
      await agent.post('/api/auth/login/two-factor').send({ code: '000000' }).expect(400);
    }
    await agent
      .post('/api/auth/login/two-factor')
      .send({ code: codeAt(0) })
      .expect(429);
    // Without a password step first, no code is taken at all.
    await visitor()
      .post('/api/auth/login/two-factor')
      .send({ code: codeAt(0) })
      .expect(401);
  });
});

describe('sessions', () => {
  it('lists the signed-in sessions, ends one, then every other', async () => {
    const { email } = await account();
    const here = await signIn(email);
    const second = await signIn(email);
    const third = await signIn(email);
    const listed = (await here.get('/api/account/sessions').expect(200)).body;
    expect(listed).toHaveLength(3);
    expect(listed.filter((session: { current: boolean }) => session.current)).toHaveLength(1);
    expect(listed[0]).toEqual({
      id: expect.any(String),
      device: 'Chrome on Linux',
      signedInAt: expect.any(String),
      lastSeenAt: expect.any(String),
      current: true,
    });

    const secondId = (await second.get('/api/account/sessions')).body.find(
      (session: { current: boolean }) => session.current,
    ).id;
    await here.delete(`/api/account/sessions/${secondId}`).expect(204);
    expect(await signedIn(second)).toBe(401);
    await here.delete(`/api/account/sessions/${secondId}`).expect(404);
    expect(await signedIn(third)).toBe(200);

    await here.post('/api/account/sessions/end-others').expect(204);
    expect(await signedIn(third)).toBe(401);
    expect((await here.get('/api/account/sessions')).body).toHaveLength(1);
  });
});

describe('the demo account', () => {
  it('changes none of it (403), and gets no reset mail', async () => {
    await seedDemoAccount(testApp.store);
    const demo = await signIn(DEMO_ACCOUNT.email, DEMO_ACCOUNT.password);
    const refusals = [
      demo
        .post('/api/account/password')
        .send({ currentPassword: DEMO_ACCOUNT.password, newPassword: 'taken-over' }),
      demo.post('/api/account/email').send({ email: 'x@example.com', password: 'demo-account' }),
      demo.post('/api/account/two-factor/setup'),
      demo.post('/api/account/email/verification'),
      demo.post('/api/account/sessions/end-others'),
    ];
    for (const response of await Promise.all(refusals)) {
      expect(response.status).toBe(403);
      expect(response.body.error).toBe('demo_read_only');
    }
    await visitor()
      .post('/api/auth/password/forgot')
      .send({ email: DEMO_ACCOUNT.email })
      .expect(202);
    await testApp.mail!.flush();
    expect(smtp.to(DEMO_ACCOUNT.email)).toHaveLength(0);
    // Other visitors' demo sessions are not shown.
    await signIn(DEMO_ACCOUNT.email, DEMO_ACCOUNT.password);
    expect((await demo.get('/api/account/sessions').expect(200)).body).toHaveLength(1);
  });
});
