import request from 'supertest';
import { DEMO_ACCOUNT, type AccessLevel, type ViewerPlan } from '@legacy-planner/contracts';
import { createTestApp } from '../../testing/testApp';
import { visitorsOf, type Agent } from '../../testing/visitors';
import { seedDemoAccount } from '../auth/demoAccount';
import { VIEWER_COOKIE } from '../../session/viewerCookie';

// The owner's rehearsal of /access (issue 25): the card or key is checked as /access checks it,
// a wrong one is refused with /access's answer and opens nothing, and a right one shows the
// preview of its level.

jest.setTimeout(60_000);

const DAY = 86_400_000;
const requester = { name: 'Cara Lee', email: 'cara@example.com', relationship: 'Daughter' };

let testApp: ReturnType<typeof createTestApp>;
beforeAll(() => {
  testApp = createTestApp({ trustProxy: true });
});
afterAll(() => testApp.close());

const { visitor, signedIn } = visitorsOf(() => testApp);

async function owner() {
  const { agent, email } = await signedIn();
  // Something for every level to show.
  const doc = (await agent.post('/api/documents').send({ title: 'Will' }).expect(201)).body;
  await agent
    .put(`/api/privacy/items/document/${doc.id}`)
    .send({ requiredAccessLevel: 'basic', releaseTiming: 'immediate' })
    .expect(200);
  await agent.post('/api/wishes').send({ preference: 'Lilies' }).expect(201);
  return { agent, email };
}

async function keyOf(agent: Agent): Promise<string> {
  return (await agent.post('/api/privacy/access-key').expect(201)).body.accessKey;
}

async function cardOf(agent: Agent, accessLevel: AccessLevel = 'basic') {
  const card = (await agent.post('/api/privacy/cards').send({ accessLevel }).expect(201)).body;
  return {
    cardId: card.cardId as string,
    cardCode: new URL(card.accessUrl).searchParams.get('code')!,
  };
}

const rehearse = (agent: Agent, body: object) => agent.post('/api/privacy/rehearsal').send(body);
const previewOf = async (agent: Agent, level: AccessLevel): Promise<ViewerPlan> =>
  (await agent.get(`/api/privacy/preview?level=${level}`).expect(200)).body;
const emergency = { emergencyReason: 'Collapsed at home' };
const setsViewerCookie = (answer: request.Response) =>
  String(answer.headers['set-cookie'] ?? '').includes(VIEWER_COOKIE);

/** What /access answers a wrong key: the rehearsal must answer the same. */
async function accessRefusal(ownerEmail: string) {
  const refused = await visitor()
    .post('/api/access/requests')
    .send({ level: 'standard', ownerEmail, accessKey: 'LEGACY-WRONG0-0000', requester })
    .expect(403);
  return refused.body;
}

/** Everything a rehearsal could have left behind on the owner's side. */
async function traces(agent: Agent) {
  const [grants, log, notices] = await Promise.all(
    ['/api/privacy/grants', '/api/privacy/log', '/api/privacy/notices'].map(
      async (path) => (await agent.get(path).expect(200)).body,
    ),
  );
  return { grants, log, notices };
}

describe('the rehearsal of /access', () => {
  it('refuses a wrong key as /access does, and opens, grants and logs nothing', async () => {
    const ann = await owner();
    await keyOf(ann.agent);
    const refusal = await accessRefusal(ann.email);
    const before = await traces(ann.agent);

    const refused = await rehearse(ann.agent, {
      level: 'standard',
      accessKey: 'WRONG-KEY-0000',
    }).expect(403);
    expect(refused.body).toEqual(refusal);
    expect(refused.body.error).toBe('access_refused');
    expect(setsViewerCookie(refused)).toBe(false);
    await ann.agent.get('/api/access/view').expect(401);
    await rehearse(ann.agent, { level: 'standard', accessKey: 'LEGACY-WRONG0-0000' }).expect(403);

    const after = await traces(ann.agent);
    expect(after).toEqual(before);
    expect(after.grants).toEqual([]);
  });

  it('refuses a wrong card code, a card of another plan and a card id alone', async () => {
    const ann = await owner();
    const bob = await owner();
    const card = await cardOf(ann.agent);
    const bobsCard = await cardOf(bob.agent);
    const refusal = await accessRefusal(ann.email);

    for (const body of [
      { level: 'basic', ...card, cardCode: 'wrong-code', ...emergency },
      { level: 'basic', ...bobsCard, ...emergency },
      { level: 'basic', cardId: 'CARD0000', cardCode: card.cardCode, ...emergency },
    ]) {
      expect((await rehearse(ann.agent, body).expect(403)).body).toEqual(refusal);
    }
    await rehearse(ann.agent, { level: 'basic', cardId: card.cardId, ...emergency }).expect(400);
    expect((await traces(ann.agent)).grants).toEqual([]);
  });

  it('answers a right key or card with the preview of its level, and full without a check', async () => {
    const ann = await owner();
    const key = await keyOf(ann.agent);
    const before = await traces(ann.agent);

    // Typed as /access takes it: lower case, with spaces around it.
    const standard = await rehearse(ann.agent, {
      level: 'standard',
      accessKey: ` ${key.toLowerCase()} `,
    }).expect(200);
    expect(standard.body).toEqual(await previewOf(ann.agent, 'standard'));
    expect(standard.body.documents.map((doc: { title: string }) => doc.title)).toEqual(['Will']);
    expect(setsViewerCookie(standard)).toBe(false);

    const basicCard = await cardOf(ann.agent, 'basic');
    const basic = await rehearse(ann.agent, { level: 'basic', ...basicCard, ...emergency });
    expect(basic.status).toBe(200);
    expect(basic.body).toEqual(await previewOf(ann.agent, 'basic'));

    const standardCard = await cardOf(ann.agent, 'standard');
    const byCard = await rehearse(ann.agent, {
      level: 'standard',
      cardId: standardCard.cardId.toLowerCase(),
      cardCode: standardCard.cardCode,
    }).expect(200);
    expect(byCard.body).toEqual(standard.body);

    // The evidence of a full request is checked by an administrator or the waiting period.
    const full = await rehearse(ann.agent, {
      level: 'full',
      deathCertificate: 'DC-1',
      medicalValidation: 'MV-1',
      identityProof: 'ID-1',
    }).expect(200);
    expect(full.body).toEqual(await previewOf(ann.agent, 'full'));

    const after = await traces(ann.agent);
    // The new cards are logged as made; the rehearsals added nothing.
    expect(after.grants).toEqual([]);
    expect(
      after.log.filter((entry: { action: string }) => entry.action !== 'card.created'),
    ).toEqual(before.log);
    expect(after.notices).toEqual(before.notices);
  });

  it('refuses a disabled, expired or too-low card as /access refuses it', async () => {
    const ann = await owner();
    const card = await cardOf(ann.agent, 'basic');
    const refusal = await accessRefusal(ann.email);
    const asBasic = { level: 'basic', ...card, ...emergency };
    const accessWith = () =>
      visitor()
        .post('/api/access/requests')
        .send({ ...asBasic, requester });

    await rehearse(ann.agent, { level: 'standard', ...card }).expect(403);
    await ann.agent.put(`/api/privacy/cards/${card.cardId}`).send({ isEnabled: false }).expect(200);
    expect((await rehearse(ann.agent, asBasic).expect(403)).body).toEqual(refusal);
    await accessWith().expect(403);

    await ann.agent
      .put(`/api/privacy/cards/${card.cardId}`)
      .send({ isEnabled: true, expirationDate: new Date(Date.now() - DAY).toISOString() })
      .expect(200);
    expect((await rehearse(ann.agent, asBasic).expect(403)).body).toEqual(refusal);
    await accessWith().expect(403);

    await ann.agent
      .put(`/api/privacy/cards/${card.cardId}`)
      .send({ expirationDate: new Date(Date.now() + DAY).toISOString() })
      .expect(200);
    await rehearse(ann.agent, asBasic).expect(200);
    await accessWith().expect(201);
  });

  it('counts its attempts with /access’s, per address', async () => {
    const ann = await owner();
    await keyOf(ann.agent);
    ann.agent.set('X-Forwarded-For', '203.0.113.9');
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 10; attempt += 1) {
      const answer = await rehearse(ann.agent, {
        level: 'standard',
        accessKey: `LEGACY-GUESS${attempt}-0000`,
      });
      statuses.push(answer.status);
    }
    expect(statuses.every((status) => status === 403)).toBe(true);
    await rehearse(ann.agent, { level: 'standard', accessKey: 'LEGACY-GUESSX-0000' }).expect(429);
    await request(testApp.app.callback())
      .post('/api/access/requests')
      .set('X-Forwarded-For', '203.0.113.9')
      .send({ level: 'standard', ownerEmail: ann.email, accessKey: 'LEGACY-X-0', requester })
      .expect(429);
  });

  it('may be walked by the demo account, which has no key or card to open its plan', async () => {
    await seedDemoAccount(testApp.store);
    const demo = visitor();
    await demo.post('/api/auth/login').send(DEMO_ACCOUNT).expect(200);
    const full = await rehearse(demo, {
      level: 'full',
      deathCertificate: 'DC-1',
      medicalValidation: 'MV-1',
      identityProof: 'ID-1',
    }).expect(200);
    expect(full.body).toEqual(await previewOf(demo, 'full'));
    const refused = await rehearse(demo, { level: 'standard', accessKey: 'LEGACY-DEMO00-0000' });
    expect(refused.status).toBe(403);
    expect(refused.body.error).toBe('access_refused');
  });
});
