import {
  DEMO_ACCOUNT,
  accessLevels,
  releaseTimings,
  type AccessLevel,
  type ReleaseTiming,
  type ViewerPlan,
} from '@legacy-planner/contracts';
import { emptyWizardData } from '@legacy-planner/contracts/wizards';
import { createTestApp } from '../../testing/testApp';
import { visitorsOf, type Agent } from '../../testing/visitors';
import { smtpCapture } from '../../testing/smtpCapture';
import { seedDemoAccount } from '../auth/demoAccount';

// The access release end to end through the real app and store: what each way in opens, what
// a viewer sees under each level and timing and the owner's preview of each level, waiting
// requests and their deciders, the owner's log, and the mail that tells everyone (through a
// real SMTP server on 127.0.0.1).

jest.setTimeout(60_000);

const DAY = 86_400_000;
const requester = { name: 'Cara Lee', email: 'cara@example.com', relationship: 'Daughter' };

let now = new Date();
const clock = () => now;

let testApp: ReturnType<typeof createTestApp>;
let smtp: Awaited<ReturnType<typeof smtpCapture>>;

beforeAll(async () => {
  smtp = await smtpCapture();
  // Behind a "proxy", so that each visitor has an address of its own to be limited by.
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

async function cardOf(agent: Agent, accessLevel: AccessLevel = 'basic') {
  const card = (await agent.post('/api/privacy/cards').send({ accessLevel }).expect(201)).body;
  const code = new URL(card.accessUrl).searchParams.get('code')!;
  return { cardId: card.cardId as string, code };
}

const standardRequest = (ownerEmail: string, accessKey: string) => ({
  level: 'standard',
  ownerEmail,
  accessKey,
  requester,
});
const basicRequest = (cardId: string, cardCode: string) => ({
  level: 'basic',
  cardId,
  cardCode,
  emergencyReason: 'Collapsed at home; the paramedics ask for her medication list',
  requester,
});
const fullRequest = (ownerEmail: string) => ({
  level: 'full',
  ownerEmail,
  deathCertificate: 'DC-2026-0042',
  medicalValidation: 'MV-7731',
  identityProof: 'ID-99812',
  requester,
});

/** One document per level × timing × visibility, titled after its settings. */
async function matrixPlan(agent: Agent) {
  const made: { id: string; level: AccessLevel; timing: ReleaseTiming; visible: boolean }[] = [];
  for (const level of accessLevels) {
    for (const timing of releaseTimings) {
      for (const visible of [true, false]) {
        const title = `${level}/${timing}/${visible ? 'visible' : 'hidden'}`;
        const doc = (
          await agent.post('/api/documents').send({ title, category: 'other' }).expect(201)
        ).body;
        await agent
          .put(`/api/privacy/items/document/${doc.id}`)
          .send({ requiredAccessLevel: level, releaseTiming: timing, isVisible: visible })
          .expect(200);
        made.push({ id: doc.id, level, timing, visible });
      }
    }
  }
  return made;
}

const titles = (plan: ViewerPlan) => plan.documents.map((doc) => doc.title).sort();
// The rule of decisions §2 written out as tables, independently of the code under test.
const levelsReached: Record<AccessLevel, AccessLevel[]> = {
  basic: ['basic'],
  standard: ['basic', 'standard'],
  full: ['basic', 'standard', 'full'],
};
const timingsReleased: Record<ReleaseTiming, ReleaseTiming[]> = {
  immediate: ['immediate'],
  emergency: ['immediate', 'emergency'],
  after_passing: ['immediate', 'emergency', 'after_passing'],
};
const expectedTitles = (
  made: Awaited<ReturnType<typeof matrixPlan>>,
  level: AccessLevel,
  situation: ReleaseTiming,
) =>
  made
    .filter(
      (item) =>
        item.visible &&
        levelsReached[level].includes(item.level) &&
        timingsReleased[situation].includes(item.timing),
    )
    .map((item) => `${item.level}/${item.timing}/visible`)
    .sort();

describe('what each grant releases', () => {
  let ann: Awaited<ReturnType<typeof signedIn>>;
  let made: Awaited<ReturnType<typeof matrixPlan>>;
  let admin: Agent;
  beforeAll(async () => {
    ann = await signedIn('Ann');
    made = await matrixPlan(ann.agent);
    admin = (await signedIn('Ada', { admin: true })).agent;
  });

  async function viewAs(body: object) {
    const viewer = visitor();
    const answer = await viewer.post('/api/access/requests').send(body).expect(201);
    const plan: ViewerPlan = (await viewer.get('/api/access/view').expect(200)).body;
    return { viewer, answer: answer.body, plan };
  }

  it('basic, with a card and an emergency reason: basic items released at once or in an emergency', async () => {
    const card = await cardOf(ann.agent);
    const { answer, plan } = await viewAs(basicRequest(card.cardId, card.code));
    expect(answer).toMatchObject({
      status: 'granted',
      grant: { level: 'basic', emergency: true, ownerName: 'Ann' },
    });
    expect(plan.situation).toBe('emergency');
    expect(titles(plan)).toEqual(['basic/emergency/visible', 'basic/immediate/visible']);
    expect(titles(plan)).toEqual(expectedTitles(made, 'basic', 'emergency'));
  });

  it('standard, with the owner’s email and key: up to standard, never after passing', async () => {
    const { answer, plan } = await viewAs(standardRequest(ann.email, await keyOf(ann.agent)));
    expect(answer.grant).toMatchObject({ level: 'standard', emergency: false });
    expect(titles(plan)).toEqual(expectedTitles(made, 'standard', 'emergency'));
    expect(titles(plan)).toHaveLength(4);
    expect(titles(plan).some((title) => title.includes('after_passing'))).toBe(false);
  });

  it('full, once an admin verifies the evidence: every visible item', async () => {
    const pending = await visitor().post('/api/access/requests').send(fullRequest(ann.email));
    expect(pending.status).toBe(202);
    await admin.post(`/api/admin/access-requests/${pending.body.requestId}/verify`).expect(200);
    const viewer = visitor();
    await viewer
      .post(`/api/access/requests/${pending.body.requestId}/claim`)
      .send({ token: pending.body.claimToken })
      .expect(201);
    const plan: ViewerPlan = (await viewer.get('/api/access/view').expect(200)).body;
    expect(titles(plan)).toEqual(expectedTitles(made, 'full', 'after_passing'));
    expect(titles(plan)).toHaveLength(9);
    expect(titles(plan).every((title) => title.endsWith('/visible'))).toBe(true);
  });

  // The preview is of a level only: its situation is the one a grant of that level stands for.
  it.each([
    ['basic', 'emergency'],
    ['standard', 'emergency'],
    ['full', 'after_passing'],
  ] as const)(
    'the owner’s preview of %s is the matrix in the situation %s',
    async (level, situation) => {
      const preview: ViewerPlan = (
        await ann.agent.get(`/api/privacy/preview?level=${level}`).expect(200)
      ).body;
      expect(preview.situation).toBe(situation);
      expect(titles(preview)).toEqual(expectedTitles(made, level, situation));
    },
  );

  it('gives the preview exactly what the viewer gets, and no situation of the owner’s choosing', async () => {
    const { plan } = await viewAs(standardRequest(ann.email, await keyOf(ann.agent)));
    const preview: ViewerPlan = (
      await ann.agent.get('/api/privacy/preview?level=standard').expect(200)
    ).body;
    expect({ ...preview, expiresAt: null }).toEqual({ ...plan, expiresAt: null });
    await ann.agent.get('/api/privacy/preview?level=standard&timing=after_passing').expect(400);
    await ann.agent.get('/api/privacy/preview?level=everything').expect(400);
    await ann.agent.get('/api/privacy/preview').expect(400);
  });
});

describe('a viewer', () => {
  it('can only read what the grant releases, never write or reach owner routes', async () => {
    const ann = await signedIn('Ann');
    const doc = (
      await ann.agent.post('/api/documents').send({ title: 'Will', category: 'will' }).expect(201)
    ).body;
    const viewer = visitor();
    await viewer
      .post('/api/access/requests')
      .send(standardRequest(ann.email, await keyOf(ann.agent)))
      .expect(201);
    await viewer.get('/api/access/view').expect(200);
    for (const path of ['/api/documents', '/api/privacy/items', `/api/documents/${doc.id}`]) {
      await viewer.get(path).expect(401);
    }
    await viewer.post('/api/documents').send({ title: 'Forged' }).expect(401);
    await viewer.put(`/api/documents/${doc.id}`).send({ title: 'Changed' }).expect(401);
    await viewer.delete('/api/privacy/access-key').expect(401);
    await viewer.put('/api/privacy/settings').send({ waitingPeriodDays: 1 }).expect(401);
    const unchanged = (await ann.agent.get(`/api/documents/${doc.id}`).expect(200)).body;
    expect(unchanged.title).toBe('Will');
  });

  it('loses access when the owner revokes the grant, and when it expires', async () => {
    const ann = await signedIn('Ann');
    const key = await keyOf(ann.agent);
    const viewer = visitor();
    await viewer.post('/api/access/requests').send(standardRequest(ann.email, key)).expect(201);
    const [grant] = (await ann.agent.get('/api/privacy/grants').expect(200)).body;
    expect(grant).toMatchObject({ level: 'standard', state: 'active', holder: requester });
    await ann.agent.delete(`/api/privacy/grants/${grant.id}`).expect(204);
    expect((await viewer.get('/api/access/view').expect(401)).body.error).toBe('no_access');
    const [revoked] = (await ann.agent.get('/api/privacy/grants').expect(200)).body;
    expect(revoked.state).toBe('revoked');

    // The owner chooses when a grant ends: a basic one kept for a week, then ended now.
    const card = await cardOf(ann.agent);
    const kept = visitor();
    await kept.post('/api/access/requests').send(basicRequest(card.cardId, card.code)).expect(201);
    const [basic] = (await ann.agent.get('/api/privacy/grants').expect(200)).body;
    // On the app's clock, which the viewer policy reads (the wall clock runs on meanwhile).
    const inAWeek = new Date(now.getTime() + 7 * DAY).toISOString();
    const lengthened = await ann.agent
      .put(`/api/privacy/grants/${basic.id}`)
      .send({ expiresAt: inAWeek })
      .expect(200);
    expect(lengthened.body).toMatchObject({ expiresAt: inAWeek, state: 'active' });
    await ann.agent
      .put(`/api/privacy/grants/${basic.id}`)
      .send({ expiresAt: new Date(now.getTime() + 6 * 365 * DAY).toISOString() })
      .expect(400);
    await ann.agent
      .put(`/api/privacy/grants/${basic.id}`)
      .send({ expiresAt: new Date(now.getTime() - 1000).toISOString() })
      .expect(200);
    await kept.get('/api/access/view').expect(401);
    await ann.agent.put(`/api/privacy/grants/${grant.id}`).send({ expiresAt: inAWeek }).expect(404);

    // A standard grant made 31 days ago has lasted its 30 days.
    now = new Date(Date.now() - 31 * DAY);
    const late = visitor();
    await late.post('/api/access/requests').send(standardRequest(ann.email, key)).expect(201);
    now = new Date();
    await late.get('/api/access/view').expect(401);
  });

  it('sees no passwords or crypto locations below full access, and never a legacy message', async () => {
    const ann = await signedIn('Ann');
    const digital = emptyWizardData('digital-assets', () => 'row-1') as Record<string, unknown>;
    (digital.accounts as Record<string, unknown>[])[0] = {
      ...(digital.accounts as Record<string, unknown>[])[0],
      platform: 'Mailbox Co',
      username: 'ann',
      password: 'hunter2-secret',
    };
    digital.hasCrypto = true;
    digital.cryptoWallet = {
      walletType: 'Hardware',
      walletAddress: 'bc1q',
      storageLocation: 'Safe behind the painting',
      recoveryPhrase: '',
      notes: '',
    };
    await ann.agent
      .put('/api/wizards/digital-assets')
      .send({ status: 'draft', data: digital })
      .expect(200);
    const wishes = emptyWizardData('final-wishes', () => 'row-2') as Record<string, unknown>;
    wishes.legacyMessages = [
      {
        id: 'message-1',
        recipientName: 'Cara',
        relationship: 'Daughter',
        messageType: 'text',
        content: 'Look after the garden.',
        deliveryTiming: 'upon_passing',
        specificDate: '',
        milestoneDetails: '',
        file: null,
      },
    ];
    await ann.agent
      .put('/api/wizards/final-wishes')
      .send({ status: 'draft', data: wishes })
      .expect(200);

    const items = (await ann.agent.get('/api/privacy/items').expect(200)).body;
    expect(items).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          type: 'message',
          id: 'message-1',
          title: 'Message for Cara',
          recipientOnly: true,
        }),
      ]),
    );
    // The owner opens the record below full (its default); its accounts and wallet stay back.
    await ann.agent
      .put('/api/privacy/items/wizard/digital-assets')
      .send({ requiredAccessLevel: 'standard', releaseTiming: 'immediate', isVisible: true })
      .expect(200);
    // A message kept from before issue 25 with the old "Immediately" for everyone.
    await testApp.store.itemReleases.set(ann.user.id, 'message', 'message-1', {
      requiredAccessLevel: 'basic',
      isVisible: true,
      releaseTiming: 'immediate',
    });

    const standard: ViewerPlan = (
      await ann.agent.get('/api/privacy/preview?level=standard').expect(200)
    ).body;
    const digitalRecord = standard.wizards.find((wizard) => wizard.kind === 'digital-assets')!;
    expect(digitalRecord).toBeDefined();
    for (const keptBack of ['Mailbox Co', 'hunter2-secret', 'Safe behind the painting']) {
      expect(JSON.stringify(digitalRecord)).not.toContain(keptBack);
    }

    const full: ViewerPlan = (await ann.agent.get('/api/privacy/preview?level=full').expect(200))
      .body;
    // Full access shows the accounts and the wallet's storage (as the owner's own PDF does).
    expect(JSON.stringify(full.wizards)).toContain('Mailbox Co');
    expect(JSON.stringify(full.wizards)).toContain('Safe behind the painting');
    expect(full.wizards.map((wizard) => wizard.kind)).toContain('final-wishes');
    for (const plan of [standard, full]) {
      expect(plan).not.toHaveProperty('messages');
      expect(JSON.stringify(plan)).not.toContain('Look after the garden.');
    }
  });
});

describe('the ways in', () => {
  it('gives one answer for an unknown owner, a wrong key and a wrong card code, and logs the attempts', async () => {
    const ann = await signedIn('Ann');
    const key = await keyOf(ann.agent);
    const card = await cardOf(ann.agent);
    const refusals = [
      await visitor().post('/api/access/requests').send(standardRequest('nobody@example.com', key)),
      await visitor()
        .post('/api/access/requests')
        .send(standardRequest(ann.email, 'LEGACY-AAAAAA-0000')),
      await visitor().post('/api/access/requests').send(basicRequest(card.cardId, 'wrong-code')),
      await visitor().post('/api/access/requests').send(basicRequest('CARD0000', card.code)),
    ];
    for (const refused of refusals) {
      expect(refused.status).toBe(403);
      expect(refused.body).toEqual(refusals[0]!.body);
    }
    const log = (await ann.agent.get('/api/privacy/log').expect(200)).body;
    const refused = log.filter((entry: { action: string }) => entry.action === 'request.refused');
    expect(refused).toHaveLength(2);
    expect(refused[0]).toMatchObject({
      actor: { kind: 'requester', name: requester.name, email: requester.email },
      detail: expect.stringContaining('wrong card code'),
    });
  });

  it('opens nothing with a disabled, expired or too-low card, nor with the card id alone', async () => {
    const ann = await signedIn('Ann');
    const basicCard = await cardOf(ann.agent, 'basic');
    await visitor()
      .post('/api/access/requests')
      .send({
        ...standardRequest(ann.email, ''),
        accessKey: undefined,
        ...basicCard,
        cardCode: basicCard.code,
      })
      .expect(403);
    await visitor()
      .post('/api/access/requests')
      .send({ ...basicRequest(basicCard.cardId, basicCard.code), cardCode: undefined })
      .expect(400);
    await ann.agent
      .put(`/api/privacy/cards/${basicCard.cardId}`)
      .send({ isEnabled: false })
      .expect(200);
    await visitor()
      .post('/api/access/requests')
      .send(basicRequest(basicCard.cardId, basicCard.code))
      .expect(403);
    await ann.agent
      .put(`/api/privacy/cards/${basicCard.cardId}`)
      .send({ isEnabled: true, expirationDate: new Date(Date.now() - DAY).toISOString() })
      .expect(200);
    await visitor()
      .post('/api/access/requests')
      .send(basicRequest(basicCard.cardId, basicCard.code))
      .expect(403);

    const standardCard = await cardOf(ann.agent, 'standard');
    const viewer = visitor();
    const granted = await viewer
      .post('/api/access/requests')
      .send({
        level: 'standard',
        cardId: standardCard.cardId.toLowerCase(),
        cardCode: standardCard.code,
        requester,
      })
      .expect(201);
    expect(granted.body.grant).toMatchObject({ level: 'standard', emergency: false });
  });

  it('keeps only a hash of the access key, shows it once and forgets it when revoked', async () => {
    const ann = await signedIn('Ann');
    await ann.agent.get('/api/privacy/access-key').expect(200, { exists: false, createdAt: null });
    const key = await keyOf(ann.agent);
    expect(key).toMatch(/^LEGACY-[A-Z0-9]{6}-\d{4}$/);
    const stored = await testApp.store.accessKeys.get(ann.user.id);
    expect(stored!.keyHash).toMatch(/^scrypt:/);
    expect(stored!.keyHash).not.toContain(key.slice(7, 13));
    const status = (await ann.agent.get('/api/privacy/access-key').expect(200)).body;
    expect(status).toEqual({ exists: true, createdAt: expect.any(String) });

    const replaced = await keyOf(ann.agent);
    await visitor().post('/api/access/requests').send(standardRequest(ann.email, key)).expect(403);
    // Typed in lower case, with spaces around it: still the key.
    await visitor()
      .post('/api/access/requests')
      .send(standardRequest(ann.email, ` ${replaced.toLowerCase()} `))
      .expect(201);
    await ann.agent.delete('/api/privacy/access-key').expect(204);
    await visitor()
      .post('/api/access/requests')
      .send(standardRequest(ann.email, replaced))
      .expect(403);
  });

  it('limits attempts per address', async () => {
    const ann = await signedIn('Ann');
    const guesser = visitor();
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 11; attempt += 1) {
      const answer = await guesser
        .post('/api/access/requests')
        .set('X-Forwarded-For', '203.0.113.7')
        .send(standardRequest(ann.email, `LEGACY-GUESS${attempt % 10}-0000`.slice(0, 18)));
      statuses.push(answer.status);
    }
    expect(statuses.slice(0, 10).every((status) => status === 403)).toBe(true);
    expect(statuses[10]).toBe(429);
  });

  it('refuses every change from the demo account', async () => {
    await seedDemoAccount(testApp.store);
    const demo = visitor();
    await demo.post('/api/auth/login').send(DEMO_ACCOUNT).expect(200);
    await demo.get('/api/privacy/items').expect(200);
    for (const path of ['/api/privacy/access-key', '/api/privacy/cards']) {
      expect((await demo.post(path).send({}).expect(403)).body.error).toBe('demo_read_only');
    }
  });
});

describe('a full request', () => {
  it('waits, and is granted after the waiting period unless rejected first', async () => {
    const ann = await signedIn('Ann');
    await ann.agent.put('/api/privacy/settings').send({ waitingPeriodDays: 3 }).expect(200);
    await ann.agent.put('/api/privacy/settings').send({ waitingPeriodDays: 31 }).expect(400);
    const asked = await visitor()
      .post('/api/access/requests')
      .send(fullRequest(ann.email))
      .expect(202);
    const { requestId, claimToken, grantsAt } = asked.body;
    expect(Date.parse(grantsAt) - now.getTime()).toBe(3 * DAY);

    const viewer = visitor();
    const claim = () =>
      viewer.post(`/api/access/requests/${requestId}/claim`).send({ token: claimToken });
    expect((await claim().expect(202)).body).toMatchObject({ status: 'pending', grantsAt });
    await viewer
      .post(`/api/access/requests/${requestId}/claim`)
      .send({ token: 'wrong' })
      .expect(403);
    const [listed] = (await ann.agent.get('/api/privacy/requests').expect(200)).body;
    expect(listed).toMatchObject({
      id: requestId,
      state: 'pending',
      holder: requester,
      answers: null,
    });

    now = new Date(now.getTime() + 3 * DAY + 1000);
    const granted = (await claim().expect(201)).body;
    expect(granted.grant.level).toBe('full');
    await viewer.get('/api/access/view').expect(200);
    // The same grant for a second claim; a rejection after the period is too late.
    expect((await claim().expect(201)).body.grant.id).toBe(granted.grant.id);
    await ann.agent.post(`/api/privacy/requests/${requestId}/reject`).expect(409);
    const [decided] = (await ann.agent.get('/api/privacy/requests').expect(200)).body;
    expect(decided).toMatchObject({ state: 'granted', decidedBy: 'waiting_period' });
  });

  it('is refused for good once the owner rejects it', async () => {
    const ann = await signedIn('Ann');
    const asked = await visitor()
      .post('/api/access/requests')
      .send(fullRequest(ann.email))
      .expect(202);
    const rejected = await ann.agent
      .post(`/api/privacy/requests/${asked.body.requestId}/reject`)
      .expect(200);
    expect(rejected.body).toMatchObject({ state: 'rejected', decidedBy: 'owner' });
    now = new Date(now.getTime() + 30 * DAY);
    await visitor()
      .post(`/api/access/requests/${asked.body.requestId}/claim`)
      .send({ token: asked.body.claimToken })
      .expect(403);
    const bob = await signedIn('Bob');
    await bob.agent.post(`/api/privacy/requests/${asked.body.requestId}/approve`).expect(404);
  });

  it('can still be rejected by the owner after the waiting period, until it is claimed', async () => {
    const ann = await signedIn('Ann');
    const ask = async () =>
      (await visitor().post('/api/access/requests').send(fullRequest(ann.email)).expect(202)).body;
    const unclaimed = await ask();
    const claimed = await ask();
    const claim = (asked: { requestId: string; claimToken: string }) =>
      visitor()
        .post(`/api/access/requests/${asked.requestId}/claim`)
        .send({ token: asked.claimToken });

    now = new Date(now.getTime() + 7 * DAY + 1000);
    const requests = (await ann.agent.get('/api/privacy/requests').expect(200)).body;
    expect(requests).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ id: unclaimed.requestId, state: 'granted', claimed: false }),
      ]),
    );
    const rejected = await ann.agent
      .post(`/api/privacy/requests/${unclaimed.requestId}/reject`)
      .expect(200);
    expect(rejected.body).toMatchObject({ state: 'rejected', decidedBy: 'owner' });
    await claim(unclaimed).expect(403);
    // Approving adds nothing once time has granted it, and an admin decides only while it waits.
    await ann.agent.post(`/api/privacy/requests/${claimed.requestId}/approve`).expect(409);
    const admin = await signedIn('Ada', { admin: true });
    await admin.agent.post(`/api/admin/access-requests/${claimed.requestId}/reject`).expect(409);

    // Once the requester has claimed the grant, the owner revokes the grant instead.
    await claim(claimed).expect(201);
    await ann.agent.post(`/api/privacy/requests/${claimed.requestId}/reject`).expect(409);
    const listed = (await ann.agent.get('/api/privacy/requests').expect(200)).body;
    expect(listed.find((item: { id: string }) => item.id === claimed.requestId)).toMatchObject({
      state: 'granted',
      claimed: true,
    });
  });

  it('is decided by an admin only, never by another user', async () => {
    const ann = await signedIn('Ann');
    const bob = await signedIn('Bob');
    const asked = await visitor()
      .post('/api/access/requests')
      .send(fullRequest(ann.email))
      .expect(202);
    await bob.agent.post(`/api/admin/access-requests/${asked.body.requestId}/verify`).expect(403);
    const admin = await signedIn('Ada', { admin: true });
    await admin.agent.post(`/api/admin/access-requests/${asked.body.requestId}/verify`).expect(200);
    await admin.agent.post(`/api/admin/access-requests/${asked.body.requestId}/verify`).expect(409);
  });
});

describe('the owner’s log and notices', () => {
  it('records every attempt, grant, view and revocation, newest first', async () => {
    const ann = await signedIn('Ann');
    const key = await keyOf(ann.agent);
    await visitor()
      .post('/api/access/requests')
      .send(standardRequest(ann.email, 'LEGACY-NOPE00-0000'))
      .expect(403);
    const viewer = visitor();
    await viewer.post('/api/access/requests').send(standardRequest(ann.email, key)).expect(201);
    await viewer.get('/api/access/view').expect(200);
    const [grant] = (await ann.agent.get('/api/privacy/grants').expect(200)).body;
    await ann.agent.delete(`/api/privacy/grants/${grant.id}`).expect(204);
    await visitor().post('/api/access/requests').send(fullRequest(ann.email)).expect(202);

    const log = (await ann.agent.get('/api/privacy/log').expect(200)).body;
    expect(log.map((entry: { action: string }) => entry.action)).toEqual([
      'request.owner_prompted',
      'request.received',
      'grant.revoked',
      'plan.viewed',
      'grant.created',
      'request.refused',
      'key.generated',
    ]);
    expect(log[3]).toMatchObject({
      actor: { kind: 'viewer', name: requester.name, email: requester.email },
      detail: expect.stringContaining('standard access'),
    });
    const notices = (await ann.agent.get('/api/privacy/notices').expect(200)).body;
    expect(notices).toHaveLength(3);
    await ann.agent.post('/api/privacy/notices/read').expect(204);
    await ann.agent.get('/api/privacy/notices').expect(200, []);
  });

  it('emails the owner of the request and reminders, and the requester the outcome with a working link', async () => {
    const ann = await signedIn('Ann');
    const requesterEmail = 'cara-mailed@example.com';
    const asked = await visitor()
      .post('/api/access/requests')
      .send({ ...fullRequest(ann.email), requester: { ...requester, email: requesterEmail } })
      .expect(202);
    await testApp.mail!.flush();
    const [toOwner] = smtp.to(ann.email);
    expect(toOwner!.subject).toBe('Someone asked for access to your plan');
    expect(toOwner!.text).toContain('asked for full access to your plan');
    expect(toOwner!.text).toContain('/app?tab=privacy');
    expect(smtp.to(requesterEmail)[0]!.text).toContain('/access/view?request=');

    // Other tests' requests wait in the same store: count only this owner's reminders.
    const remindersToAnn = async () => {
      await testApp.jobs.runDue();
      await testApp.mail!.flush();
      return smtp.to(ann.email).filter((mail) => mail.subject.startsWith('Reminder')).length;
    };
    await expect(remindersToAnn()).resolves.toBe(0);
    now = new Date(now.getTime() + 3.6 * DAY);
    await expect(remindersToAnn()).resolves.toBe(1);
    await expect(remindersToAnn()).resolves.toBe(1);
    now = new Date(now.getTime() + 2.5 * DAY);
    await expect(remindersToAnn()).resolves.toBe(2);
    expect(smtp.to(ann.email).at(-1)!.text).toContain('unless you reject it');

    const admin = await signedIn('Ada', { admin: true });
    await admin.agent.post(`/api/admin/access-requests/${asked.body.requestId}/verify`).expect(200);
    await testApp.mail!.flush();
    const outcome = smtp.to(requesterEmail).at(-1)!;
    expect(outcome.text).toContain('was granted');
    const link = new URL(outcome.text.match(/https?:\/\/\S+/)![0]);
    expect(link.pathname).toBe('/access/view');
    await visitor()
      .post(`/api/access/requests/${link.searchParams.get('request')}/claim`)
      .send({ token: link.searchParams.get('token') })
      .expect(201);
    await testApp.mail!.flush();
    expect(smtp.to(ann.email).at(-1)!.subject).toBe('Someone was given access to your plan');
  });

  it('sends no reminder of a request the owner already refused', async () => {
    const ann = await signedIn('Ann');
    const asked = await visitor().post('/api/access/requests').send(fullRequest(ann.email));
    expect(asked.status).toBe(202);
    const reminders = await testApp.store.jobs.listForOwner(ann.user.id, 'waiting');
    expect(reminders.map((job) => job.kind).sort()).toEqual([
      'access.release',
      'access.reminder',
      'access.reminder',
    ]);
    await ann.agent.post(`/api/privacy/requests/${asked.body.requestId}/reject`).expect(200);
    await expect(testApp.store.jobs.listForOwner(ann.user.id, 'waiting')).resolves.toEqual([]);
    now = new Date(now.getTime() + 6.5 * DAY);
    await testApp.jobs.runDue();
    await testApp.mail!.flush();
    expect(smtp.to(ann.email).filter((mail) => mail.subject.startsWith('Reminder'))).toEqual([]);
  });

  it('says in the settings whether email is on', async () => {
    const ann = await signedIn('Ann');
    await ann.agent
      .get('/api/privacy/settings')
      .expect(200, { waitingPeriodDays: 7, emailEnabled: true });
    const noMail = createTestApp();
    try {
      const { agent } = await visitorsOf(() => noMail).signedIn('Zed', { verified: false });
      await agent
        .get('/api/privacy/settings')
        .expect(200, { waitingPeriodDays: 7, emailEnabled: false });
    } finally {
      await noMail.close();
    }
  });
});

describe('the owner’s settings', () => {
  it('reach only the owner’s own items, cards, requests and grants', async () => {
    const ann = await signedIn('Ann');
    const bob = await signedIn('Bob');
    const doc = (await ann.agent.post('/api/documents').send({ title: 'Will' }).expect(201)).body;
    const card = await cardOf(ann.agent);
    const viewer = visitor();
    await viewer
      .post('/api/access/requests')
      .send(standardRequest(ann.email, await keyOf(ann.agent)))
      .expect(201);
    const [grant] = (await ann.agent.get('/api/privacy/grants').expect(200)).body;

    await bob.agent
      .put(`/api/privacy/items/document/${doc.id}`)
      .send({ isVisible: false })
      .expect(404);
    await bob.agent.put(`/api/privacy/cards/${card.cardId}`).send({ isEnabled: false }).expect(404);
    await bob.agent.get(`/api/privacy/cards/${card.cardId}/pdf`).expect(404);
    await bob.agent.delete(`/api/privacy/cards/${card.cardId}`).expect(404);
    await bob.agent.delete(`/api/privacy/grants/${grant.id}`).expect(404);
    await bob.agent.get('/api/privacy/grants').expect(200, []);
    await bob.agent.get('/api/privacy/items').expect(200, []);

    const items = (await ann.agent.get('/api/privacy/items').expect(200)).body;
    // A document of category "other": spec section 6's standard level, released after passing.
    const recommended = {
      requiredAccessLevel: 'standard',
      isVisible: true,
      releaseTiming: 'after_passing',
    };
    expect(items).toEqual([
      {
        type: 'document',
        id: doc.id,
        title: 'Will',
        category: 'other',
        ...recommended,
        securityLevel: 'restricted',
        follows: null,
        setApart: false,
        recipientOnly: false,
        recommended,
      },
    ]);
    await viewer.get('/api/access/view').expect(200);
    const pdf = await ann.agent.get(`/api/privacy/cards/${card.cardId}/pdf`).expect(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
  });

  it('change every item of a type at once', async () => {
    const ann = await signedIn('Ann');
    for (const preference of ['Lilies', 'Jazz']) {
      await ann.agent.post('/api/wishes').send({ preference, category: 'flowers' }).expect(201);
    }
    await ann.agent.post('/api/wishes').send({ preference: 'Oak', category: 'burial' }).expect(201);
    const changed = await ann.agent
      .put('/api/privacy/items')
      .send({ type: 'wish', category: 'flowers', settings: { requiredAccessLevel: 'full' } })
      .expect(200);
    expect(changed.body).toEqual({ changed: 2 });
    const levels = (await ann.agent.get('/api/privacy/items').expect(200)).body.map(
      (item: { title: string; requiredAccessLevel: string }) =>
        `${item.title}:${item.requiredAccessLevel}`,
    );
    expect(levels.sort()).toEqual(['Jazz:full', 'Lilies:full', 'Oak:basic']);
  });
});
