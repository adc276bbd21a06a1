import { createTestApp } from '../../testing/testApp';
import { smtpCapture } from '../../testing/smtpCapture';
import { TEST_PASSWORD, visitorsOf, type Agent } from '../../testing/visitors';

// Who may hand out a way into a plan (issue 24, point 1): only an account whose email
// is proven, and a password reset or a move to a new email takes back every way in made
// before it. Through the real app and store, with an SMTP server on 127.0.0.1.

jest.setTimeout(60_000);

const requester = { name: 'Cara Lee', email: 'cara@example.com', relationship: 'Daughter' };

let testApp: ReturnType<typeof createTestApp>;
let smtp: Awaited<ReturnType<typeof smtpCapture>>;

beforeAll(async () => {
  smtp = await smtpCapture();
  testApp = createTestApp({ smtpUrl: smtp.url, trustProxy: true });
});
afterAll(async () => {
  await testApp.close();
  await smtp.close();
});

const { visitor, signedIn } = visitorsOf(() => testApp);

const linkPattern = (path: string) => new RegExp(`${path}\\?token=([A-Za-z0-9_-]{43})`);

/**
 * The newest mail to `address` with a link to `path`. Not simply the newest mail: mail someone
 * waits for goes out ahead of the notices queued before it.
 */
async function lastLinkMailTo(address: string, path: string) {
  await testApp.mail!.flush();
  return smtp
    .to(address)
    .filter((mail) => linkPattern(path).test(mail.text ?? ''))
    .at(-1);
}

const tokenIn = (text: string | undefined, path: string) =>
  linkPattern(path).exec(text ?? '')?.[1] ?? null;

/** The ways into Ann's plan a squatter would have made: a key, a card, and two grants. */
async function waysIn(agent: Agent, ownerEmail: string) {
  const accessKey = (await agent.post('/api/privacy/access-key').expect(201)).body.accessKey;
  const card = (await agent.post('/api/privacy/cards').send({ accessLevel: 'basic' }).expect(201))
    .body;
  const cardCode = new URL(card.accessUrl).searchParams.get('code')!;
  const keyViewer = visitor();
  await keyViewer
    .post('/api/access/requests')
    .send({ level: 'standard', ownerEmail, accessKey, requester })
    .expect(201);
  const cardViewer = visitor();
  await cardViewer.post('/api/access/requests').send(byCard(card.cardId, cardCode)).expect(201);
  // A grant extended far away, as a squatter would.
  const [grant] = (await agent.get('/api/privacy/grants').expect(200)).body;
  await agent
    .put(`/api/privacy/grants/${grant.id}`)
    .send({ expiresAt: new Date(Date.now() + 4 * 365 * 86_400_000).toISOString() })
    .expect(200);
  await keyViewer.get('/api/access/view').expect(200);
  await cardViewer.get('/api/access/view').expect(200);
  return { accessKey, cardId: card.cardId as string, cardCode, keyViewer, cardViewer };
}

const byCard = (cardId: string, cardCode: string) => ({
  level: 'basic',
  cardId,
  cardCode,
  emergencyReason: 'Collapsed at home; the paramedics ask for her medication list',
  requester,
});

/** None of the ways in opens anything any more. */
async function expectAllClosed(ways: Awaited<ReturnType<typeof waysIn>>, ownerEmail: string) {
  await ways.keyViewer.get('/api/access/view').expect(401);
  await ways.cardViewer.get('/api/access/view').expect(401);
  await visitor()
    .post('/api/access/requests')
    .send({ level: 'standard', ownerEmail, accessKey: ways.accessKey, requester })
    .expect(403);
  await visitor().post('/api/access/requests').send(byCard(ways.cardId, ways.cardCode)).expect(403);
}

const noticeTexts = async (agent: Agent) =>
  (await agent.get('/api/privacy/notices').expect(200)).body.map(
    (notice: { text: string }) => notice.text,
  );

describe('an account whose email is not verified', () => {
  it('may plan, but may not hand out a way in: 403 email_not_verified on each such route', async () => {
    const { agent, user } = await signedIn('Squatter', { verified: false });
    await agent.post('/api/documents').send({ title: 'My will', category: 'will' }).expect(201);
    await agent.get('/api/privacy/access-key').expect(200);

    const card = await testApp.store.cards.create({
      cardId: 'CARDQ7ZX',
      ownerId: user.id,
      sealedCode: testApp.sealer.seal('code', 'card:CARDQ7ZX'),
      isEnabled: false,
      accessLevel: 'basic',
      expirationDate: new Date(Date.now() + 86_400_000).toISOString(),
      createdAt: new Date().toISOString(),
    });
    const gated: [string, string, object?][] = [
      ['POST', '/api/privacy/access-key'],
      ['POST', '/api/privacy/cards', { accessLevel: 'standard' }],
      ['PUT', `/api/privacy/cards/${card.cardId}`, { isEnabled: true }],
      ['PUT', '/api/privacy/grants/some-grant', { expiresAt: '2031-01-01T00:00:00.000Z' }],
      ['POST', '/api/privacy/requests/some-request/approve'],
      ['PUT', '/api/privacy/settings', { waitingPeriodDays: 1 }],
      ['PUT', '/api/account/preferences', { shareWithAdmins: true }],
    ];
    for (const [method, path, body] of gated) {
      const call = method === 'POST' ? agent.post(path) : agent.put(path);
      const refused = await call.send(body ?? {});
      expect({
        route: `${method} ${path}`,
        status: refused.status,
        error: refused.body.error,
      }).toEqual({ route: `${method} ${path}`, status: 403, error: 'email_not_verified' });
      expect(refused.body.message).toMatch(/verify your email/i);
    }
    expect((await testApp.store.cards.get(card.cardId))?.isEnabled).toBe(false);
    expect(await testApp.store.accessKeys.get(user.id)).toBeNull();

    // Once the email is proven, the same routes answer.
    await agent.post('/api/account/email/verification').expect(204);
    const token = tokenIn(
      (await lastLinkMailTo(user.email, '/verify-email'))?.text,
      '/verify-email',
    );
    await visitor().post('/api/auth/verify-email').send({ token }).expect(200);
    await agent.post('/api/privacy/access-key').expect(201);
    await agent.put('/api/account/preferences').send({ shareWithAdmins: true }).expect(200);
  });
});

describe('taking the account back', () => {
  it('a password reset by emailed link revokes every key, card and grant made before it, and says so', async () => {
    const { agent, email } = await signedIn('Ann', { verified: true });
    const ways = await waysIn(agent, email);

    await visitor().post('/api/auth/password/forgot').send({ email }).expect(202);
    const token = tokenIn(
      (await lastLinkMailTo(email, '/reset-password'))?.text,
      '/reset-password',
    );
    await visitor()
      .post('/api/auth/password/reset')
      .send({ token, password: 'new-password-2' })
      .expect(204);

    await agent.get('/api/auth/user').expect(401);
    await expectAllClosed(ways, email);
    const owner = visitor();
    await owner.post('/api/auth/login').send({ email, password: 'new-password-2' }).expect(200);
    expect(await noticeTexts(owner)).toContain(
      'After your password reset we revoked the access key, 1 card and 2 grants made before it.',
    );
    await owner.get('/api/privacy/access-key').expect(200, { exists: false, createdAt: null });
    await owner.get('/api/privacy/cards').expect(200, []);
    const log = (await owner.get('/api/privacy/log').expect(200)).body;
    expect(
      log.filter((entry: { action: string }) => entry.action === 'grant.revoked'),
    ).toHaveLength(2);
    // What is made after the reset works.
    await owner.post('/api/privacy/access-key').expect(201);
  });

  it('a change of email revokes them too, and ends every session', async () => {
    const { agent, email } = await signedIn('Ann', { verified: true });
    const ways = await waysIn(agent, email);
    const elsewhere = visitor();
    await elsewhere.post('/api/auth/login').send({ email, password: TEST_PASSWORD }).expect(200);

    const newEmail = email.replace('@', '-moved@');
    await agent
      .post('/api/account/email')
      .send({ email: newEmail, password: TEST_PASSWORD })
      .expect(204);
    const token = tokenIn((await lastLinkMailTo(newEmail, '/verify-email'))?.text, '/verify-email');
    await visitor().post('/api/auth/verify-email').send({ token }).expect(200);

    await agent.get('/api/auth/user').expect(401);
    await elsewhere.get('/api/auth/user').expect(401);
    await expectAllClosed(ways, newEmail);
    const owner = visitor();
    await owner
      .post('/api/auth/login')
      .send({ email: newEmail, password: TEST_PASSWORD })
      .expect(200);
    expect(await noticeTexts(owner)).toContain(
      'After your email changed we revoked the access key, 1 card and 2 grants made before it.',
    );
  });
});
