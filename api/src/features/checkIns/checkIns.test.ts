import request from 'supertest';
import { DEMO_ACCOUNT } from '@legacy-planner/contracts';
import { createTestApp } from '../../testing/testApp';
import { TEST_PASSWORD, testAppWithMailPerFile, type Agent } from '../../testing/testAppWithMail';
import { zipEntries } from '../../testing/zipEntries';
import { hashPassword } from '../auth/passwords';
import { seedDemoAccount } from '../auth/demoAccount';
import { base32Encode, newTotpSecret, stepAt, totpCode } from '../security/totp';
import { sealSecret } from '../security/twoFactor';
import { binaryParser } from '../../testing/binaryBody';

// Check-ins through the real app and store: the settings, "I'm OK", the test check-in mailed
// through a real SMTP server on 127.0.0.1 and its link, signing in as a check-in, "I'm back to
// normal", and the access log of each. The clock is moved, never waited for.

jest.setTimeout(60_000);

const DAY = 86_400_000;

const testApp = testAppWithMailPerFile();
const { clock } = testApp;

const visitor = () => testApp.visitor();
const owner = (options: { verified?: boolean } = {}) => testApp.signedIn('Ann Lee', options);

async function contact(agent: Agent, firstName: string) {
  const made = await agent
    .post('/api/contacts')
    .send({
      firstName,
      lastName: 'Diaz',
      email: `${firstName.toLowerCase()}@example.com`,
      phone: '',
      relation: 'Sister',
      role: 'emergency_contact',
    })
    .expect(201);
  return made.body.id as string;
}

const logOf = async (agent: Agent) =>
  (await agent.get('/api/privacy/log').expect(200)).body as { action: string; detail: string }[];

const tokenIn = (text: string | undefined) =>
  /\/check-in\?token=([A-Za-z0-9_-]{43})/.exec(text ?? '')?.[1] ?? null;

async function lastMailTo(address: string) {
  await testApp.mail!.flush();
  return testApp.smtp.to(address).at(-1);
}

describe('check-in settings', () => {
  it('are off until chosen; a rhythm with ordered contacts gives the next prompt, reminder and first contact', async () => {
    const { agent } = await owner();
    const before = (await agent.get('/api/check-ins').expect(200)).body;
    expect(before).toEqual({
      rhythm: 'off',
      pausedUntil: null,
      contactIds: [],
      rhythmSince: null,
      lastCheckIn: null,
      schedule: {
        paused: false,
        nextPromptAt: null,
        reminderAt: null,
        firstContactAt: null,
        next: null,
      },
      emailEnabled: true,
    });

    clock.set('2026-03-10T08:30:00.000Z');
    const [cy, di] = [await contact(agent, 'Cy'), await contact(agent, 'Di')];
    const saved = await agent
      .put('/api/check-ins/settings')
      .send({ rhythm: 'monthly', pausedUntil: null, contactIds: [di, cy] })
      .expect(200);
    expect(saved.body).toMatchObject({
      rhythm: 'monthly',
      contactIds: [di, cy],
      rhythmSince: '2026-03-10T08:30:00.000Z',
      schedule: {
        paused: false,
        nextPromptAt: '2026-04-10T08:30:00.000Z',
        reminderAt: '2026-04-13T08:30:00.000Z',
        firstContactAt: '2026-04-17T08:30:00.000Z',
        next: { step: 'prompt', at: '2026-04-10T08:30:00.000Z' },
      },
    });
    expect((await logOf(agent))[0]).toMatchObject({
      action: 'check_in.settings_changed',
      detail: 'Monthly, 2 trusted contacts',
    });

    // A pause pushes the prompt to its end; saving the same rhythm keeps its start.
    const pausedUntil = new Date(Date.now() + 90 * DAY).toISOString();
    clock.set('2026-03-20T00:00:00.000Z');
    const paused = await agent
      .put('/api/check-ins/settings')
      .send({ rhythm: 'monthly', pausedUntil, contactIds: [di, cy] })
      .expect(200);
    expect(paused.body.rhythmSince).toBe('2026-03-10T08:30:00.000Z');
    expect(paused.body.schedule).toMatchObject({ paused: true, nextPromptAt: pausedUntil });
  });

  it('take a pause that ends after the server’s clock, whatever the machine’s says', async () => {
    const { agent } = await owner();
    const pause = (pausedUntil: string) =>
      agent.put('/api/check-ins/settings').send({ rhythm: 'monthly', pausedUntil, contactIds: [] });
    // The clock two years behind the machine: ten days on from it is a pause in the future.
    clock.set(Date.now() - 730 * DAY);
    const tenDaysOn = new Date(clock().getTime() + 10 * DAY).toISOString();
    expect((await pause(tenDaysOn).expect(200)).body.pausedUntil).toBe(tenDaysOn);
    // The clock two years ahead: a month from the machine's time is in its past.
    clock.set(Date.now() + 730 * DAY);
    const refused = await pause(new Date(Date.now() + 30 * DAY).toISOString()).expect(400);
    expect(refused.body).toEqual({
      error: 'validation_failed',
      message: 'The end of the pause must be in the future',
    });
  });

  it('take only the owner’s own contacts, each once; a deleted contact drops out of the list', async () => {
    const ann = await owner();
    const bob = await owner();
    const mine = await contact(ann.agent, 'Cy');
    const other = await contact(ann.agent, 'Di');
    const bobs = await contact(bob.agent, 'Flo');
    const refused = await ann.agent
      .put('/api/check-ins/settings')
      .send({ rhythm: 'monthly', pausedUntil: null, contactIds: [mine, bobs] })
      .expect(400);
    expect(refused.body).toEqual({ error: 'unknown_contact', message: expect.any(String) });
    await ann.agent
      .put('/api/check-ins/settings')
      .send({ rhythm: 'monthly', pausedUntil: null, contactIds: [mine, mine] })
      .expect(400);
    await ann.agent
      .put('/api/check-ins/settings')
      .send({ rhythm: 'weekly', pausedUntil: null, contactIds: [] })
      .expect(400);
    await ann.agent
      .put('/api/check-ins/settings')
      .send({ rhythm: 'monthly', pausedUntil: null, contactIds: [other, mine] })
      .expect(200);
    await ann.agent.delete(`/api/contacts/${other}`).expect(204);
    expect((await ann.agent.get('/api/check-ins').expect(200)).body.contactIds).toEqual([mine]);
  });

  it('need a proven email to name contacts; the demo account may read them but not change them', async () => {
    const { agent } = await owner({ verified: false });
    const refused = await agent
      .put('/api/check-ins/settings')
      .send({ rhythm: 'monthly', pausedUntil: null, contactIds: [] })
      .expect(403);
    expect(refused.body.error).toBe('email_not_verified');

    await seedDemoAccount(testApp.store);
    const demo = visitor();
    await demo.post('/api/auth/login').send(DEMO_ACCOUNT).expect(200);
    await demo.get('/api/check-ins').expect(200);
    for (const call of [
      demo
        .put('/api/check-ins/settings')
        .send({ rhythm: 'monthly', pausedUntil: null, contactIds: [] }),
      demo.post('/api/check-ins'),
      demo.post('/api/check-ins/test'),
      demo.post('/api/check-ins/back-to-normal'),
    ]) {
      expect((await call.expect(403)).body.error).toBe('demo_read_only');
    }
  });
});

describe('checking in', () => {
  it('"I\'m OK" in the app records a check-in, restarts the count and is in the log', async () => {
    const { agent } = await owner();
    clock.set('2026-03-10T08:30:00.000Z');
    await agent
      .put('/api/check-ins/settings')
      .send({ rhythm: 'every_3_months', pausedUntil: null, contactIds: [] })
      .expect(200);
    clock.set('2026-05-01T12:00:00.000Z');
    const checked = (await agent.post('/api/check-ins').expect(200)).body;
    expect(checked.lastCheckIn).toEqual({ at: '2026-05-01T12:00:00.000Z', method: 'in_app' });
    expect(checked.schedule.nextPromptAt).toBe('2026-08-01T12:00:00.000Z');
    expect((await logOf(agent))[0]).toMatchObject({
      action: 'check_in.recorded',
      detail: 'In the app',
    });
  });

  it('"Send me a test check-in" mails a link that records a check-in once; a used, unknown or expired link gets one small 400', async () => {
    const { agent, email } = await owner();
    await agent.post('/api/check-ins/test').expect(204);
    const mail = await lastMailTo(email);
    expect(mail?.subject).toBe('Your test check-in');
    expect(mail?.text).toContain('http://localhost:8080/check-in?token=');
    expect(mail?.text).toContain('It works once, within 14 days.');
    const token = tokenIn(mail?.text);
    expect(token).not.toBeNull();
    expect((await logOf(agent))[0]).toMatchObject({
      action: 'check_in.test_sent',
      detail: `To ${email}`,
    });

    clock.advance(DAY);
    const opened = await visitor().post('/api/check-ins/link').send({ token }).expect(200);
    expect(opened.body).toEqual({ at: clock().toISOString(), method: 'email_link' });
    const status = (await agent.get('/api/check-ins').expect(200)).body;
    expect(status.lastCheckIn).toEqual({ at: clock().toISOString(), method: 'email_link' });
    expect((await logOf(agent))[0]).toMatchObject({
      action: 'check_in.recorded',
      detail: 'From the emailed link',
    });

    for (const used of [token, 'A'.repeat(43)]) {
      const refused = await visitor().post('/api/check-ins/link').send({ token: used }).expect(400);
      expect(refused.body).toEqual({ error: 'invalid_link', message: expect.any(String) });
    }

    // A link works for 14 days.
    await agent.post('/api/check-ins/test').expect(204);
    const late = tokenIn((await lastMailTo(email))?.text);
    clock.advance(14 * DAY + 1000);
    await visitor().post('/api/check-ins/link').send({ token: late }).expect(400);
  });

  it('without email on the server, no test check-in is sent and the screen is told so', async () => {
    const quiet = createTestApp({}, {}, undefined, { clock });
    try {
      const email = 'quiet@example.com';
      await quiet.store.users.create({
        name: 'Quiet',
        email,
        passwordHash: await hashPassword(TEST_PASSWORD),
        role: 'user',
        emailVerified: true,
      });
      const agent = request.agent(quiet.app.callback());
      await agent.post('/api/auth/login').send({ email, password: TEST_PASSWORD }).expect(200);
      const refused = await agent.post('/api/check-ins/test').expect(503);
      expect(refused.body.error).toBe('mail_not_configured');
      expect((await agent.get('/api/check-ins').expect(200)).body.emailEnabled).toBe(false);
    } finally {
      await quiet.close();
    }
  });

  it('signing in with a password is a check-in while check-ins are on, and nothing while they are off', async () => {
    const { agent, email, user } = await owner();
    await visitor().post('/api/auth/login').send({ email, password: TEST_PASSWORD }).expect(200);
    expect(await testApp.store.checkIns.lastCheckIn(user.id)).toBeNull();

    await agent
      .put('/api/check-ins/settings')
      .send({ rhythm: 'every_6_months', pausedUntil: null, contactIds: [] })
      .expect(200);
    clock.advance(40 * DAY);
    await visitor().post('/api/auth/login').send({ email, password: TEST_PASSWORD }).expect(200);
    await expect(testApp.store.checkIns.lastCheckIn(user.id)).resolves.toEqual({
      at: clock().toISOString(),
      method: 'sign_in',
    });
    expect((await logOf(agent))[0]).toMatchObject({
      action: 'check_in.recorded',
      detail: 'By signing in',
    });
  });

  it('signing in with a second factor is a check-in once the code is given', async () => {
    const { agent, email, user } = await owner();
    await agent
      .put('/api/check-ins/settings')
      .send({ rhythm: 'monthly', pausedUntil: null, contactIds: [] })
      .expect(200);
    const secret = newTotpSecret();
    await testApp.store.twoFactor.enable(
      user.id,
      sealSecret(testApp.sealer, user.id, base32Encode(secret)),
      [],
    );
    clock.advance(10 * DAY);
    const browser = visitor();
    await browser.post('/api/auth/login').send({ email, password: TEST_PASSWORD }).expect(202);
    // The password alone is no check-in: it did not sign in.
    expect(await testApp.store.checkIns.lastCheckIn(user.id)).toBeNull();
    await browser
      .post('/api/auth/login/two-factor')
      .send({ code: totpCode(secret, stepAt(clock())) })
      .expect(200);
    await expect(testApp.store.checkIns.lastCheckIn(user.id)).resolves.toEqual({
      at: clock().toISOString(),
      method: 'sign_in',
    });
  });
});

describe('"I\'m back to normal"', () => {
  it('ends every grant the check-ins opened, tells those contacts, logs it, and leaves other grants alone', async () => {
    const { agent, user } = await owner();
    const grant = (source: 'check_in' | 'card', name: string, expiresInDays = 3) =>
      testApp.store.grants.create({
        ownerId: user.id,
        level: 'basic',
        viewerName: name,
        viewerEmail: `${name.toLowerCase()}@example.com`,
        viewerRelationship: 'Sister',
        source,
        emergency: true,
        expiresAt: new Date(clock().getTime() + expiresInDays * DAY).toISOString(),
      });
    const opened = await grant('check_in', 'Cy');
    const ended = await grant('check_in', 'Old', -1);
    const card = await grant('card', 'Flo');

    const answer = await agent.post('/api/check-ins/back-to-normal').expect(200);
    expect(answer.body).toEqual({ grantsEnded: 1 });
    const grants = (await agent.get('/api/privacy/grants').expect(200)).body as {
      id: string;
      state: string;
      source: string;
    }[];
    const stateOf = (id: string) => grants.find((found) => found.id === id)?.state;
    expect(stateOf(opened.id)).toBe('revoked');
    expect(stateOf(ended.id)).toBe('expired');
    expect(stateOf(card.id)).toBe('active');
    expect(grants.find((found) => found.id === opened.id)?.source).toBe('check_in');

    const told = await lastMailTo('cy@example.com');
    expect(told?.subject).toBe('Ann is back to normal');
    expect(told?.text).toContain(
      'the access to their plan that you were given when you told us they were unwell or in ' +
        'hospital has ended',
    );
    expect(testApp.smtp.to('old@example.com')).toEqual([]);
    expect(testApp.smtp.to('flo@example.com')).toEqual([]);
    const log = await logOf(agent);
    expect(log[0]).toMatchObject({
      action: 'check_in.back_to_normal',
      detail: '1 access from check-ins ended',
    });
    expect(log[1]).toMatchObject({ action: 'grant.revoked' });

    // Again: nothing is open, and that is said too.
    expect((await agent.post('/api/check-ins/back-to-normal').expect(200)).body).toEqual({
      grantsEnded: 0,
    });
  });
});

describe('the export', () => {
  it('holds the check-in settings, the ordered contacts and the last check-in', async () => {
    const { agent } = await owner();
    const cy = await contact(agent, 'Cy');
    await agent
      .put('/api/check-ins/settings')
      .send({ rhythm: 'monthly', pausedUntil: null, contactIds: [cy] })
      .expect(200);
    await agent.post('/api/check-ins').expect(200);
    const zip = await agent.get('/api/account/export').buffer(true).parse(binaryParser).expect(200);
    const plan = JSON.parse((await zipEntries(zip.body as Buffer)).get('plan.json')!.toString());
    expect(plan.checkIns).toEqual({
      rhythm: 'monthly',
      pausedUntil: null,
      contactIds: [cy],
      lastCheckIn: { at: clock().toISOString(), method: 'in_app' },
    });
  });
});
