import { randomBytes } from 'node:crypto';
import { DEMO_ACCOUNT, type PrivacyItem } from '@legacy-planner/contracts';
import { emptyWizardData } from '@legacy-planner/contracts/wizards';
import { createTestApp } from '../../testing/testApp';
import { visitorsOf, type Agent } from '../../testing/visitors';
import { seedDemoAccount } from '../auth/demoAccount';

// A wizard record and its document card are one thing the owner made: deleting the record
// deletes its card and its settings; deleting the card unlinks the record and stops sharing it.

jest.setTimeout(60_000);

const ORIGIN = 'http://localhost:8080';
const shareAtStandard = {
  requiredAccessLevel: 'standard',
  isVisible: true,
  releaseTiming: 'immediate',
};

let testApp: ReturnType<typeof createTestApp>;
beforeAll(() => {
  testApp = createTestApp({ trustProxy: true });
});
afterAll(() => testApp.close());

const { visitor, signedInWithKey } = visitorsOf(() => testApp);

/** A standard grant's browser: the holder of the owner's master key. */
async function keyHolder(ann: Awaited<ReturnType<typeof signedInWithKey>>) {
  const viewer = visitor();
  await viewer
    .post('/api/access/requests')
    .send({
      level: 'standard',
      ownerEmail: ann.email,
      accessKey: ann.key,
      requester: { name: 'Sis', email: 'sis@example.com', relationship: 'Sister' },
    })
    .expect(201);
  return viewer;
}

function willData() {
  const will = emptyWizardData('will', () => 'row-1');
  will.userInfo.fullName = 'Ann Example';
  will.executor.name = 'Bea Example';
  return will;
}

const saveWill = async (agent: Agent) =>
  (await agent.put('/api/wizards/will').send({ status: 'draft', data: willData() }).expect(200))
    .body as { documentId: string; updatedAt: string; data: unknown };

const documentsOf = async (agent: Agent) =>
  (await agent.get('/api/documents').expect(200)).body as {
    id: string;
    title: string;
    wizardKind: string | null;
  }[];

const privacyItems = async (agent: Agent) =>
  (await agent.get('/api/privacy/items').expect(200)).body as PrivacyItem[];

const wizardItem = async (agent: Agent, kind: string) =>
  (await privacyItems(agent)).find((item) => item.type === 'wizard' && item.id === kind);

async function uploadTo(agent: Agent, documentId: string) {
  const bytes = Buffer.concat([Buffer.from('%PDF-1.7\n'), randomBytes(300)]);
  return (
    await agent
      .post('/api/files?context=pdfOnly')
      .set('Origin', ORIGIN)
      .field('documentId', documentId)
      .attach('file', bytes, 'signed-will.pdf')
      .expect(201)
  ).body as { id: string; documentId: string | null };
}

describe('deleting a wizard record (DELETE /api/wizards/:kind)', () => {
  it('deletes the record, its document card and its settings; the card’s files stay in the vault', async () => {
    const ann = await signedInWithKey();
    const { documentId } = await saveWill(ann.agent);
    const file = await uploadTo(ann.agent, documentId);
    await ann.agent.put('/api/privacy/items/wizard/will').send(shareAtStandard).expect(200);
    await ann.agent
      .post('/api/documents')
      .send({ title: 'Deed', category: 'property' })
      .expect(201);

    await ann.agent.delete('/api/wizards/will').expect(204);

    const { body: will } = await ann.agent.get('/api/wizards/will').expect(200);
    expect(will).toMatchObject({ status: 'draft', documentId: null, updatedAt: null });
    expect(JSON.stringify(will.data)).not.toContain('Ann Example');
    expect((await documentsOf(ann.agent)).map((document) => document.title)).toEqual(['Deed']);
    const items = await privacyItems(ann.agent);
    expect(items.filter((item) => item.type === 'wizard')).toEqual([]);
    expect(items.map((item) => item.title)).not.toContain('Last Will & Testament');
    // The file is kept, as a file of its own.
    const kept = (await ann.agent.get(`/api/files/${file.id}`).expect(200)).body;
    expect(kept.documentId).toBeNull();
    const { body: activities } = await ann.agent.get('/api/activities').expect(200);
    expect(activities.map((activity: { description: string }) => activity.description)).toEqual(
      expect.arrayContaining([
        'Deleted record: Last Will & Testament',
        'Deleted document: Last Will & Testament',
      ]),
    );

    // Its settings went with it: a new record starts from the will's default, unshared.
    await saveWill(ann.agent);
    expect(await wizardItem(ann.agent, 'will')).toMatchObject({
      requiredAccessLevel: 'full',
      releaseTiming: 'after_passing',
    });
  });

  it('deletes a record whose card was deleted before, and answers 404 when there is none', async () => {
    const ann = await signedInWithKey();
    await ann.agent.delete('/api/wizards/will').expect(404);
    const { documentId } = await saveWill(ann.agent);
    await ann.agent.delete(`/api/documents/${documentId}`).expect(204);
    await ann.agent.delete('/api/wizards/will').expect(204);
    await ann.agent.delete('/api/wizards/will').expect(404);
    await ann.agent.delete('/api/wizards/codicil').expect(404);
    expect((await ann.agent.get('/api/wizards/will').expect(200)).body.updatedAt).toBeNull();
  });

  it('deletes only the caller’s own record; the demo account may not delete', async () => {
    const ann = await signedInWithKey();
    const bob = await signedInWithKey('Bob');
    await saveWill(ann.agent);
    await bob.agent.delete('/api/wizards/will').expect(404);
    expect((await ann.agent.get('/api/wizards/will').expect(200)).body.updatedAt).not.toBeNull();

    await seedDemoAccount(testApp.store);
    const demo = visitor();
    await demo.post('/api/auth/login').send(DEMO_ACCOUNT).expect(200);
    const refused = await demo.delete('/api/wizards/will').expect(403);
    expect(refused.body.error).toBe('demo_read_only');
    await visitor().delete('/api/wizards/will').expect(401);
  });
});

describe('deleting the document card a wizard keeps (DELETE /api/documents/:id)', () => {
  it('unlinks the record and stops sharing it: a key holder no longer sees the will, whose data stays', async () => {
    const ann = await signedInWithKey();
    const saved = await saveWill(ann.agent);
    await ann.agent.put('/api/privacy/items/wizard/will').send(shareAtStandard).expect(200);
    const sister = await keyHolder(ann);
    const before = (await sister.get('/api/access/view').expect(200)).body;
    expect(before.wizards.map((wizard: { kind: string }) => wizard.kind)).toEqual(['will']);

    await ann.agent.delete(`/api/documents/${saved.documentId}`).expect(204);

    const after = (await sister.get('/api/access/view').expect(200)).body;
    expect(after.wizards).toEqual([]);
    expect(JSON.stringify(after)).not.toContain('Bea Example');
    // The record keeps its data, without a card; its settings keep their level and timing.
    const { body: will } = await ann.agent.get('/api/wizards/will').expect(200);
    expect(will).toMatchObject({ data: saved.data, documentId: null, updatedAt: saved.updatedAt });
    expect(await documentsOf(ann.agent)).toEqual([]);
    expect(await wizardItem(ann.agent, 'will')).toMatchObject({
      ...shareAtStandard,
      isVisible: false,
    });

    // The next save makes a new card; the record stays unshared until the owner shares it again.
    const resaved = await saveWill(ann.agent);
    expect(resaved.documentId).toEqual(expect.any(String));
    expect(resaved.documentId).not.toBe(saved.documentId);
    expect(await documentsOf(ann.agent)).toEqual([
      expect.objectContaining({ id: resaved.documentId, wizardKind: 'will' }),
    ]);
    expect(await wizardItem(ann.agent, 'will')).toMatchObject({ isVisible: false });
    expect((await sister.get('/api/access/view').expect(200)).body.wizards).toEqual([]);
  });

  it('leaves the settings of a wizard that does not keep the deleted document alone', async () => {
    const ann = await signedInWithKey();
    await saveWill(ann.agent);
    await ann.agent.put('/api/privacy/items/wizard/will').send(shareAtStandard).expect(200);
    const deed = (
      await ann.agent.post('/api/documents').send({ title: 'Deed', category: 'will' }).expect(201)
    ).body;
    await ann.agent.delete(`/api/documents/${deed.id}`).expect(204);
    expect(await wizardItem(ann.agent, 'will')).toMatchObject(shareAtStandard);
    expect((await ann.agent.get('/api/wizards/will').expect(200)).body.documentId).toEqual(
      expect.any(String),
    );
  });
});

describe('documents name the wizard that keeps them (wizardKind)', () => {
  it('in the list and in each read, null for the owner’s own documents', async () => {
    const ann = await signedInWithKey();
    const { documentId } = await saveWill(ann.agent);
    const deed = (
      await ann.agent.post('/api/documents').send({ title: 'Deed', category: 'will' }).expect(201)
    ).body;
    expect(deed.wizardKind).toBeNull();

    const listed = await documentsOf(ann.agent);
    expect(listed.map(({ id, wizardKind }) => ({ id, wizardKind }))).toEqual([
      { id: deed.id, wizardKind: null },
      { id: documentId, wizardKind: 'will' },
    ]);
    expect((await ann.agent.get(`/api/documents/${documentId}`).expect(200)).body.wizardKind).toBe(
      'will',
    );
    const { body: renamed } = await ann.agent
      .put(`/api/documents/${documentId}`)
      .send({ title: 'Last Will & Testament (signed)' })
      .expect(200);
    expect(renamed.wizardKind).toBe('will');
    expect(
      (await ann.agent.get(`/api/documents/${deed.id}`).expect(200)).body.wizardKind,
    ).toBeNull();
  });
});
