import request from 'supertest';
import { DEMO_ACCOUNT } from '@legacy-planner/contracts';
import { createTestApp } from '../../testing/testApp';
import { visitorsOf, type Agent } from '../../testing/visitors';
import { smtpCapture } from '../../testing/smtpCapture';
import { seedDemoAccount } from '../auth/demoAccount';

// The public side of access as a stranger meets it, through the real app, store and an SMTP
// server on 127.0.0.1: one address cannot block the emergency path, a request tells nothing of
// whether the owner it names exists, nobody can write to the demo account, and refused
// attempts never hold up the mail a person is waiting for.

jest.setTimeout(60_000);

const DAY = 86_400_000;
const requester = { name: 'Cara Lee', email: 'cara@example.com', relationship: 'Daughter' };

let now = new Date();
const clock = () => now;

let testApp: ReturnType<typeof createTestApp>;
let smtp: Awaited<ReturnType<typeof smtpCapture>>;

beforeAll(async () => {
  smtp = await smtpCapture();
  testApp = createTestApp({ smtpUrl: smtp.url, trustProxy: true }, {}, undefined, { clock });
});
afterAll(async () => {
  await testApp.close();
  await smtp.close();
});
beforeEach(() => {
  now = new Date();
});

const { visitor, signedIn } = visitorsOf(() => testApp);

async function keyOf(agent: Agent): Promise<string> {
  return (await agent.post('/api/privacy/access-key').expect(201)).body.accessKey;
}

async function cardOf(agent: Agent) {
  const card = (await agent.post('/api/privacy/cards').send({ accessLevel: 'basic' }).expect(201))
    .body;
  return { cardId: card.cardId as string, code: new URL(card.accessUrl).searchParams.get('code')! };
}

const standardRequest = (ownerEmail: string, accessKey: string, asker = requester) => ({
  level: 'standard',
  ownerEmail,
  accessKey,
  requester: asker,
});
const basicRequest = (cardId: string, cardCode: string) => ({
  level: 'basic',
  cardId,
  cardCode,
  emergencyReason: 'Collapsed at home; the paramedics ask for her medication list',
  requester,
});
const fullRequest = (ownerEmail: string, asker = requester) => ({
  level: 'full',
  ownerEmail,
  deathCertificate: 'DC-2026-0042',
  medicalValidation: 'MV-7731',
  identityProof: 'ID-99812',
  requester: asker,
});
const answers = {
  fullName: 'Mary',
  birthDate: '1950-01-01',
  mothersName: 'Smith',
  favoriteColor: 'Blue',
};

/** Sends everything in the outbox (a send pass takes a batch at a time). */
async function sendAllMail() {
  while ((await testApp.mail!.flush()) > 0);
}

describe('one address cannot block the emergency path', () => {
  it('grants the right key from another address after 10 wrong keys from one', async () => {
    const ann = await signedIn('Ann');
    const key = await keyOf(ann.agent);
    const guesser = visitor();
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 11; attempt += 1) {
      const answer = await guesser
        .post('/api/access/requests')
        .send(standardRequest(ann.email, `LEGACY-WRONG${attempt % 10}-0000`));
      statuses.push(answer.status);
    }
    expect(statuses).toEqual([...Array<number>(10).fill(403), 429]);

    const daughter = await visitor()
      .post('/api/access/requests')
      .send(standardRequest(ann.email, key));
    expect(daughter.status).toBe(201);
    expect(daughter.body.grant).toMatchObject({ level: 'standard', ownerName: 'Ann' });
  });

  it('grants the right card code from another address after 10 wrong codes from one', async () => {
    const ann = await signedIn('Ann');
    const card = await cardOf(ann.agent);
    const guesser = visitor();
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 11; attempt += 1) {
      const answer = await guesser
        .post('/api/access/requests')
        .send(basicRequest(card.cardId, `wrong-code-${attempt}`));
      statuses.push(answer.status);
    }
    expect(statuses).toEqual([...Array<number>(10).fill(403), 429]);

    const paramedic = await visitor()
      .post('/api/access/requests')
      .send(basicRequest(card.cardId, card.code));
    expect(paramedic.status).toBe(201);
    expect(paramedic.body.grant).toMatchObject({ level: 'basic', emergency: true });
  });

  it('lets a signed-in guesser’s wrong keys at the journey step block no one else', async () => {
    const mum = await signedIn('Mum');
    const key = await keyOf(mum.agent);
    const guesser = await signedIn('Gus');
    for (let attempt = 0; attempt < 10; attempt += 1) {
      await guesser.agent
        .post('/api/helping/requests')
        .send({ method: 'key', ownerEmail: mum.email, accessKey: `LEGACY-WRONG${attempt}-0000` })
        .expect(403);
    }
    await visitor().post('/api/access/requests').send(standardRequest(mum.email, key)).expect(201);
  });
});

describe('a request that names an owner tells nothing of whether they exist', () => {
  const shape = (body: object) => Object.keys(body).sort();

  it('answers a full request for an unknown owner as for a real one; its claim never grants', async () => {
    const ann = await signedIn('Ann');
    const real = await visitor().post('/api/access/requests').send(fullRequest(ann.email));
    const unknown = await visitor()
      .post('/api/access/requests')
      .send(fullRequest('nobody-at-all@example.com'));
    expect(unknown.status).toBe(real.status);
    expect(real.status).toBe(202);
    expect(shape(unknown.body)).toEqual(shape(real.body));
    expect(unknown.body).toMatchObject({ status: 'pending', grantsAt: real.body.grantsAt });
    expect(unknown.body.requestId).toMatch(/^[0-9a-f-]{36}$/);
    expect(unknown.body.claimToken).toHaveLength(real.body.claimToken.length);

    const claim = (asked: request.Response, token = asked.body.claimToken) =>
      visitor().post(`/api/access/requests/${asked.body.requestId}/claim`).send({ token });
    const [realClaim, unknownClaim] = [await claim(real), await claim(unknown)];
    expect(unknownClaim.status).toBe(202);
    expect(unknownClaim.body).toEqual({
      ...realClaim.body,
      requestId: unknown.body.requestId,
      claimToken: unknown.body.claimToken,
    });
    const [realWrong, unknownWrong] = [await claim(real, 'wrong'), await claim(unknown, 'wrong')];
    expect(unknownWrong.status).toBe(403);
    expect(unknownWrong.body).toEqual(realWrong.body);

    // Past the waiting period the real one is granted; the other is refused, as one the owner
    // rejected would be.
    now = new Date(now.getTime() + 8 * DAY);
    expect((await claim(real)).status).toBe(201);
    const late = await claim(unknown);
    expect(late.status).toBe(403);
    expect(late.body).toEqual(realWrong.body);
  });

  // A request to help with the identity answers does reach a real owner (201) and not an
  // unknown one: a signed-in, verified person learns no more than sign-up tells anyone (an
  // address in use, 409), and never the owner's name before approval (helpers.test.ts).
  it('answers a request to help with an unknown owner’s plan as a wrong key to a real one', async () => {
    const mum = await signedIn('Mum');
    await keyOf(mum.agent);
    const son = await signedIn('Sam');
    const ask = (body: object) => son.agent.post('/api/helping/requests').send(body);
    const wrongKey = await ask({
      method: 'key',
      ownerEmail: mum.email,
      accessKey: 'LEGACY-WRONG0-0000',
    });
    const unknownWithKey = await ask({
      method: 'key',
      ownerEmail: 'nobody-known@example.com',
      accessKey: 'LEGACY-WRONG0-0000',
    });
    const unknownWithAnswers = await ask({
      method: 'questions',
      ownerEmail: 'nobody-known@example.com',
      answers,
    });
    expect(wrongKey.status).toBe(403);
    for (const unknown of [unknownWithKey, unknownWithAnswers]) {
      expect(unknown.status).toBe(403);
      expect(unknown.body).toEqual(wrongKey.body);
    }
  });

  it('mails the requester the same words either way, and never the owner’s name before a grant', async () => {
    const ann = await signedIn('Annabel Quist');
    const toReal = { ...requester, email: 'real@example.com' };
    const toUnknown = { ...requester, email: 'unknown@example.com' };
    const real = await visitor()
      .post('/api/access/requests')
      .send(fullRequest(ann.email, toReal))
      .expect(202);
    await visitor()
      .post('/api/access/requests')
      .send(fullRequest('nobody-here@example.com', toUnknown))
      .expect(202);
    await sendAllMail();
    const [realMail] = smtp.to(toReal.email);
    const [unknownMail] = smtp.to(toUnknown.email);
    const withoutLink = (text: string) => text.replace(/https?:\/\/\S+/g, '<link>');
    expect(unknownMail!.subject).toBe(realMail!.subject);
    expect(withoutLink(unknownMail!.text)).toBe(withoutLink(realMail!.text));
    expect(`${realMail!.subject} ${realMail!.text}`).not.toMatch(/Annabel|Quist/);

    await ann.agent.post(`/api/privacy/requests/${real.body.requestId}/reject`).expect(200);
    await sendAllMail();
    const refused = smtp.to(toReal.email).at(-1)!;
    expect(refused.text).toContain('refused');
    expect(`${refused.subject} ${refused.text}`).not.toMatch(/Annabel|Quist/);
  });
});

describe('the demo account', () => {
  it('keeps its log, notices, requests and grants whatever route names it', async () => {
    await seedDemoAccount(testApp.store);
    const demo = (await testApp.store.users.findByEmail(DEMO_ACCOUNT.email))!;
    // A card of the demo's put straight in the store: the demo cannot make one, but whatever
    // holds one must not reach it either.
    const cardId = 'CARDDEM0';
    const cardCode = 'demo-card-code-that-is-long-enough';
    await testApp.store.cards.create({
      cardId,
      ownerId: demo.id,
      sealedCode: testApp.sealer.seal(cardCode, `card:${cardId}`),
      isEnabled: true,
      accessLevel: 'standard',
      expirationDate: new Date(Date.now() + 365 * DAY).toISOString(),
      createdAt: new Date().toISOString(),
    });
    const page = { limit: 100 };
    const state = async () => ({
      log: (await testApp.store.events.list(demo.id, page)).items,
      notices: await testApp.store.notices.listUnread(demo.id),
      requests: (await testApp.store.accessRequests.listForOwner(demo.id, page)).items,
      grants: (await testApp.store.grants.listForOwner(demo.id, page)).items,
    });
    const before = await state();
    const post = async (body: object, agent: Agent = visitor()) => {
      const answer = await agent.post('/api/access/requests').send(body);
      return { status: answer.status, keys: Object.keys(answer.body).sort() };
    };

    const demoEmail = DEMO_ACCOUNT.email.toUpperCase();
    const asked = await visitor().post('/api/access/requests').send(fullRequest(demoEmail));
    const full = { status: asked.status, keys: Object.keys(asked.body).sort() };
    const fullUnknown = await post(fullRequest('nobody-demo@example.com'));
    const refusals = [
      await post(standardRequest(demoEmail, 'LEGACY-WRONG0-0000')),
      await post(basicRequest(cardId, 'wrong-code')),
      await post(basicRequest(cardId, cardCode)),
      await post({
        ...basicRequest(cardId, cardCode),
        level: 'standard',
        emergencyReason: undefined,
      }),
    ];
    const son = await signedIn('Sam');
    const lovedOne = (body: object) => son.agent.post('/api/helping/requests').send(body);
    const withKey = await lovedOne({
      method: 'key',
      ownerEmail: demoEmail,
      accessKey: 'LEGACY-WRONG0-0000',
    });
    const withQuestions = await lovedOne({ method: 'questions', ownerEmail: demoEmail, answers });
    now = new Date(now.getTime() + 31 * DAY);
    const claimed = await visitor()
      .post(`/api/access/requests/${asked.body.requestId}/claim`)
      .send({ token: asked.body.claimToken });

    expect(await state()).toEqual(before);
    // The answers of an owner who does not exist.
    expect(full).toEqual(fullUnknown);
    expect(refusals.map((refusal) => refusal.status)).toEqual([403, 403, 403, 403]);
    expect(withKey.status).toBe(403);
    // Nobody may be asked to let a helper into the demo: the answer of an unknown owner.
    expect(withQuestions.status).toBe(403);
    expect(claimed.status).toBe(403);
  });
});

describe('mail someone is waiting for', () => {
  it('goes out at once after 25 refused attempts, and the owner hears of them once that hour', async () => {
    const ann = await signedIn('Ann');
    await keyOf(ann.agent);
    await sendAllMail();
    for (let attempt = 0; attempt < 25; attempt += 1) {
      await visitor()
        .post('/api/access/requests')
        .send(standardRequest(ann.email, `LEGACY-WRONG${attempt % 10}-${1000 + attempt}`))
        .expect(403);
    }
    await visitor().post('/api/auth/password/forgot').send({ email: ann.email }).expect(202);
    // Only the send that the request itself started: no pass of the outbox is run for it.
    await testApp.mail!.idle();
    expect(smtp.to(ann.email).map((mail) => mail.subject)).toContain('Reset your password');

    await sendAllMail();
    const refusedMails = smtp
      .to(ann.email)
      .filter((mail) => mail.subject === 'A request for access to your plan was refused');
    expect(refusedMails).toHaveLength(1);
    const notices = (await ann.agent.get('/api/privacy/notices').expect(200)).body;
    expect(notices).toHaveLength(1);
    const log = (await ann.agent.get('/api/privacy/log?limit=100').expect(200)).body;
    const refused = log.filter((entry: { action: string }) => entry.action === 'request.refused');
    expect(refused).toHaveLength(25);
  });
});
