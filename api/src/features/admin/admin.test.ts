/**
 * @jest-environment node
 */
import { airtableTables, type SyncProgress } from '@legacy-planner/contracts';
import { createTestApp } from '../../testing/testApp';
import { fakeAirtable } from '../../testing/fakeAirtable';
import { visitorsOf, type Agent } from '../../testing/visitors';

// The admin panel's API against a local stand-in of the Airtable REST API, driven by the real
// `airtable` client through its endpoint URL.

jest.setTimeout(60_000);

const AIRTABLE = { apiKey: 'key-test-0123456789', baseId: 'appTestBase01' };
// The service's pace (5 requests a second), with a short pause after a 429 instead of 30 s.
const pacing = { minIntervalMs: 220, rateLimitWaitMs: 300, maxRetries: 5 };

let fake: Awaited<ReturnType<typeof fakeAirtable>>;
// The other API instances these tests start (other configurations) call a base of their own:
// each instance paces only its own requests, and the service counts them all.
let otherFake: Awaited<ReturnType<typeof fakeAirtable>>;
let testApp: ReturnType<typeof createTestApp>;

beforeAll(async () => {
  fake = await fakeAirtable({ ...AIRTABLE, tables: airtableTables });
  otherFake = await fakeAirtable({ ...AIRTABLE, tables: airtableTables });
  testApp = createTestApp(
    { airtable: { ...AIRTABLE, endpointUrl: fake.endpointUrl } },
    {},
    undefined,
    { airtablePacing: pacing },
  );
});
afterAll(async () => {
  await testApp.close();
  await fake.close();
  await otherFake.close();
});

const { visitor, signedIn } = visitorsOf(() => testApp);

async function waitForSync(admin: Agent): Promise<SyncProgress> {
  for (;;) {
    const progress: SyncProgress = (await admin.get('/api/admin/airtable-sync').expect(200)).body;
    if (progress.state !== 'running') return progress;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('Airtable status and connection test', () => {
  it('says what is configured, and whether the base answers', async () => {
    const { agent: admin } = await signedIn('Ada', { admin: true });
    await admin
      .get('/api/admin/airtable-status')
      .expect(200, { connected: true, hasApiKey: true, hasBaseId: true });

    for (const [airtable, expected] of [
      [{}, { connected: false, hasApiKey: false, hasBaseId: false }],
      [{ apiKey: AIRTABLE.apiKey }, { connected: false, hasApiKey: true, hasBaseId: false }],
      [
        { apiKey: 'wrong-key', baseId: AIRTABLE.baseId, endpointUrl: otherFake.endpointUrl },
        { connected: false, hasApiKey: true, hasBaseId: true },
      ],
    ] as const) {
      const other = createTestApp({ airtable });
      try {
        const { agent } = await visitorsOf(() => other).signedIn('Ada', { admin: true });
        await agent.get('/api/admin/airtable-status').expect(200, expected);
      } finally {
        await other.close();
      }
    }
  });

  it('tests the connection: success, and the error of a wrong key', async () => {
    const { agent: admin, user } = await signedIn('Ada', { admin: true });
    const ok = (await admin.post('/api/admin/test-airtable').expect(200)).body;
    expect(ok).toMatchObject({
      ok: true,
      message: `Connected to Airtable base ${AIRTABLE.baseId}`,
    });

    const wrong = createTestApp({
      airtable: {
        apiKey: 'wrong-key',
        baseId: AIRTABLE.baseId,
        endpointUrl: otherFake.endpointUrl,
      },
    });
    try {
      const { agent } = await visitorsOf(() => wrong).signedIn('Ada', { admin: true });
      const failed = (await agent.post('/api/admin/test-airtable').expect(200)).body;
      expect(failed.ok).toBe(false);
      expect(failed.message).toContain('AUTHENTICATION_REQUIRED');
    } finally {
      await wrong.close();
    }
    const log = (await admin.get('/api/privacy/log').expect(200)).body;
    expect(log[0]).toMatchObject({
      action: 'airtable.tested',
      actor: { kind: 'admin', name: user.name },
    });
  });

  it('creates one sample row in each table', async () => {
    const { agent: admin } = await signedIn('Ada', { admin: true });
    const before = airtableTables.map((table) => fake.records(table).length);
    const created = (await admin.post('/api/admin/create-test-data').expect(200)).body;
    expect(created.ok).toBe(true);
    expect(airtableTables.map((table) => fake.records(table).length)).toEqual(
      before.map((count) => count + 1),
    );
    expect(fake.records('Wishes').at(-1)!.fields).toMatchObject({ preference: 'Clair de lune' });
  });

  it('the panel’s calls, one after another as fast as an admin clicks, stay under the service’s limit', async () => {
    const { agent: admin } = await signedIn('Ada', { admin: true });
    const answeredBefore = fake.log.length;
    // Status, test connection and test data: nine requests to the base, less than a second apart
    // if sent at once; the fake answers 429 beyond five a second.
    await admin.get('/api/admin/airtable-status').expect(200, {
      connected: true,
      hasApiKey: true,
      hasBaseId: true,
    });
    expect((await admin.post('/api/admin/test-airtable').expect(200)).body.ok).toBe(true);
    expect((await admin.post('/api/admin/create-test-data').expect(200)).body.ok).toBe(true);
    const answered = fake.log.slice(answeredBefore);
    expect(answered).toHaveLength(9);
    expect(answered.filter((entry) => entry.status === 429)).toEqual([]);
  });
});

describe('the consented sync', () => {
  it('sends only the plans of users who agreed, in batches of 10, survives a 429, and a second sync changes nothing', async () => {
    const sharers = [await signedIn('Ann'), await signedIn('Bea')];
    const private_ = await signedIn('Cy');
    for (const [index, { agent }] of sharers.entries()) {
      await agent.put('/api/account/preferences').send({ shareWithAdmins: true }).expect(200);
      // 12 and 13 documents: 25 in all, so three writes of at most 10.
      for (let n = 0; n < 12 + index; n += 1) {
        await agent
          .post('/api/documents')
          .send({ title: `Doc ${n}` })
          .expect(201);
      }
      await agent.post('/api/wishes').send({ preference: 'Jazz' }).expect(201);
      await agent
        .post('/api/contacts')
        .send({ firstName: 'Eve', lastName: 'Stone', role: 'executor' })
        .expect(201);
    }
    await private_.agent.post('/api/documents').send({ title: 'Private will' }).expect(201);

    const { agent: admin } = await signedIn('Ada', { admin: true });
    const fromBefore = new Set(fake.records('Documents').map((record) => record.id));
    fake.log.length = 0;
    fake.rateLimitNext(1);
    const started = await admin.post('/api/admin/airtable-sync').expect(202);
    expect(started.body.state).toBe('running');
    await admin.post('/api/admin/airtable-sync').expect(409);
    const done = await waitForSync(admin);
    expect(done).toMatchObject({ state: 'done', users: 2, failed: 0, updated: 0 });
    // 25 documents, 2 wishes, 2 contacts and every activity those writes left.
    expect(done.created).toBe(done.total);
    expect(done.processed).toBe(done.total);

    const documents = fake.records('Documents').filter((record) => !fromBefore.has(record.id));
    expect(documents).toHaveLength(25);
    const owners = new Set(documents.map((record) => record.fields.userId));
    expect(owners).toEqual(new Set(sharers.map(({ user }) => user.id)));
    expect(documents.some((record) => record.fields.title === 'Private will')).toBe(false);
    expect(fake.records('Contacts').at(-1)!.fields).toMatchObject({
      firstName: 'Eve',
      lastName: 'Stone',
      role: 'executor',
    });
    const documentWrites = fake.log.filter(
      (entry) => entry.table === 'Documents' && entry.method === 'POST' && entry.status === 200,
    );
    expect(documentWrites.map((entry) => entry.records)).toEqual([10, 10, 5]);
    expect(fake.log.filter((entry) => entry.status === 429)).toHaveLength(1);
    expect(Math.max(...fake.log.map((entry) => entry.records))).toBeLessThanOrEqual(10);

    const again = await admin.post('/api/admin/airtable-sync').expect(202);
    expect(again.body.state).toBe('running');
    const second = await waitForSync(admin);
    expect(second).toMatchObject({ state: 'done', created: 0, updated: 0, failed: 0 });
    expect(fake.records('Documents').filter((record) => !fromBefore.has(record.id))).toHaveLength(
      25,
    );

    // A change is an update of the same row; a user who stops sharing is left out.
    const [ann, bea] = sharers;
    await ann!.agent.put('/api/account/preferences').send({ shareWithAdmins: false }).expect(200);
    const beaDoc = (await bea!.agent.get('/api/documents').expect(200)).body[0];
    await bea!.agent.put(`/api/documents/${beaDoc.id}`).send({ title: 'Renamed' }).expect(200);
    await admin.post('/api/admin/airtable-sync').expect(202);
    const third = await waitForSync(admin);
    expect(third).toMatchObject({ users: 1, updated: 1, failed: 0 });
    expect(
      fake.records('Documents').find((record) => record.fields.id === beaDoc.id)!.fields.title,
    ).toBe('Renamed');

    const beaLog = (await bea!.agent.get('/api/privacy/log').expect(200)).body;
    expect(beaLog[0]).toMatchObject({
      action: 'airtable.synced',
      actor: { kind: 'admin', name: 'Ada' },
    });
    const cyLog = (await private_.agent.get('/api/privacy/log').expect(200)).body;
    expect(cyLog.some((entry: { action: string }) => entry.action === 'airtable.synced')).toBe(
      false,
    );
  });
});

describe('access-request verification', () => {
  const fullRequest = (ownerEmail: string) => ({
    level: 'full',
    ownerEmail,
    deathCertificate: 'DC-1',
    medicalValidation: 'MV-2',
    identityProof: 'ID-3',
    requester: { name: 'Cara', email: 'cara@example.com', relationship: 'Daughter' },
  });

  it('lists waiting full requests with their evidence, and verifies or rejects them in the owner’s log', async () => {
    const { agent: owner, user } = await signedIn('Olive');
    const { agent: admin } = await signedIn('Ada', { admin: true });
    const first = (
      await visitor().post('/api/access/requests').send(fullRequest(user.email)).expect(202)
    ).body;
    const second = (
      await visitor().post('/api/access/requests').send(fullRequest(user.email)).expect(202)
    ).body;

    const waiting = (await admin.get('/api/admin/access-requests').expect(200)).body;
    const mine = waiting.filter(
      (item: { owner: { email: string } }) => item.owner.email === user.email,
    );
    expect(mine).toHaveLength(2);
    expect(mine[0]).toMatchObject({
      owner: { name: 'Olive', email: user.email },
      holder: { name: 'Cara' },
      evidence: { deathCertificate: 'DC-1', medicalValidation: 'MV-2', identityProof: 'ID-3' },
    });
    await owner.get('/api/admin/access-requests').expect(403);

    await admin.post(`/api/admin/access-requests/${first.requestId}/verify`).expect(200);
    const rejected = (
      await admin.post(`/api/admin/access-requests/${second.requestId}/reject`).expect(200)
    ).body;
    expect(rejected).toMatchObject({ state: 'rejected' });
    await admin.post(`/api/admin/access-requests/${second.requestId}/verify`).expect(409);
    await admin.post('/api/admin/access-requests/no-such/verify').expect(404);

    const log = (await owner.get('/api/privacy/log').expect(200)).body;
    expect(log.slice(0, 3).map((entry: { action: string }) => entry.action)).toEqual([
      'request.rejected',
      'request.verified',
      'request.owner_prompted',
    ]);
    expect(log[0].actor).toMatchObject({ kind: 'admin', name: 'Ada' });
    const left = (await admin.get('/api/admin/access-requests').expect(200)).body;
    expect(
      left.filter((item: { owner: { email: string } }) => item.owner.email === user.email),
    ).toEqual([]);
  });

  it('lists the jobs due now and those that failed, with whose they are and why', async () => {
    const { agent: admin } = await signedIn('Ada', { admin: true });
    const { user: owner } = await signedIn('Owen');
    const { store } = testApp;
    const ago = (minutes: number) => new Date(Date.now() - minutes * 60_000);
    const broken = await store.jobs.schedule({
      kind: 'message.delivery',
      ownerId: owner.id,
      dueAt: ago(30),
    });
    const due = await store.jobs.schedule({
      kind: 'checkin.prompt',
      ownerId: owner.id,
      dueAt: ago(10),
    });
    const ownerless = await store.jobs.schedule({
      kind: 'upkeep.report',
      ownerId: null,
      dueAt: ago(5),
    });
    await store.jobs.schedule({ kind: 'checkin.prompt', ownerId: owner.id, dueAt: ago(-60) });
    await store.jobs.claimDue(ago(30), { worker: 'w1', leaseMs: 60_000, limit: 1 });
    await store.jobs.fail(broken.id, 'w1', 'No such message');

    const { body } = await admin.get('/api/admin/jobs').expect(200);
    const owned = { name: 'Owen', email: owner.email };
    expect(body.due).toEqual([
      {
        id: due.id,
        kind: 'checkin.prompt',
        owner: owned,
        dueAt: due.dueAt,
        attempts: 0,
        state: 'waiting',
        running: false,
        lastError: null,
        finishedAt: null,
      },
      expect.objectContaining({ id: ownerless.id, owner: null, kind: 'upkeep.report' }),
    ]);
    expect(body.failed).toEqual([
      {
        id: broken.id,
        kind: 'message.delivery',
        owner: owned,
        dueAt: broken.dueAt,
        attempts: 1,
        state: 'failed',
        running: false,
        lastError: 'No such message',
        finishedAt: expect.any(String),
      },
    ]);
  });

  it('answers 403 to every admin route for a non-admin, and 401 to a visitor', async () => {
    const { agent: user } = await signedIn('Uma');
    for (const [method, path] of [
      ['get', '/api/admin/airtable-status'],
      ['post', '/api/admin/test-airtable'],
      ['post', '/api/admin/create-test-data'],
      ['post', '/api/admin/airtable-sync'],
      ['get', '/api/admin/airtable-sync'],
      ['get', '/api/admin/airtable-fields'],
      ['get', '/api/admin/access-requests'],
      ['post', '/api/admin/access-requests/x/verify'],
      ['post', '/api/admin/access-requests/x/reject'],
      ['get', '/api/admin/jobs'],
    ] as const) {
      expect((await user[method](path).expect(403)).body.error).toBe('forbidden');
      await visitor()[method](path).expect(401);
    }
  });
});
