import { randomBytes } from 'node:crypto';
import path from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import {
  DEMO_ACCOUNT,
  defaultReleaseSettings,
  type PrivacyItem,
  type ReleaseSettings,
  type ViewerPlan,
} from '@legacy-planner/contracts';
import { emptyWizardData } from '@legacy-planner/contracts/wizards';
import { createTestApp } from '../../testing/testApp';
import { visitorsOf, type Agent } from '../../testing/visitors';
import { migrate } from '../../storage/sqlite/migrations';
import { SQLITE_FILE_NAME } from '../../storage/sqlite/sqliteStore';
import { seedDemoAccount } from '../auth/demoAccount';

// The release model through the real app and store (issue 25): a wizard record and its
// document card are one item; files follow their document until set apart; legacy messages
// and their recordings go to their recipient only; "Use the recommended settings"; and the
// migration that keeps existing plans' settings, the narrower winning.

jest.setTimeout(60_000);

type FileRef = { id: string; name: string; type: string; size: number };
const ORIGIN = 'http://localhost:8080';

let testApp: ReturnType<typeof createTestApp>;
beforeAll(() => {
  testApp = createTestApp({ trustProxy: true });
});
afterAll(() => testApp.close());

const { visitor, signedIn } = visitorsOf(() => testApp);

async function upload(agent: Agent, name: string, fields: Record<string, string> = {}) {
  const sent = agent.post('/api/files').set('Origin', ORIGIN);
  for (const [field, value] of Object.entries(fields)) sent.field(field, value);
  const bytes = Buffer.concat([Buffer.from('%PDF-1.7\n'), randomBytes(300)]);
  const { id, size, type } = (await sent.attach('file', bytes, name).expect(201)).body;
  return { id, name, type, size } as FileRef;
}

const itemsOf = async (agent: Agent): Promise<PrivacyItem[]> =>
  (await agent.get('/api/privacy/items').expect(200)).body;
const itemOf = async (agent: Agent, type: string, id: string) =>
  (await itemsOf(agent)).find((item) => item.type === type && item.id === id);
const settingsOf = ({ requiredAccessLevel, isVisible, releaseTiming }: ReleaseSettings) => ({
  requiredAccessLevel,
  isVisible,
  releaseTiming,
});
const preview = async (agent: Agent, level: string): Promise<ViewerPlan> =>
  (await agent.get(`/api/privacy/preview?level=${level}`).expect(200)).body;

const everyone: ReleaseSettings = {
  requiredAccessLevel: 'basic',
  isVisible: true,
  releaseTiming: 'immediate',
};

async function saveWizard(agent: Agent, kind: 'will' | 'final-wishes', data?: object) {
  const record = (
    await agent
      .put(`/api/wizards/${kind}`)
      .send({ status: 'draft', data: data ?? emptyWizardData(kind, () => 'row-1') })
      .expect(200)
  ).body;
  return record.documentId as string;
}

describe('a wizard record and its document card', () => {
  it('are one privacy item, whose settings the card’s id reaches too, and a viewer gets it once', async () => {
    const ann = await signedIn();
    const cardId = await saveWizard(ann.agent, 'will');

    const items = await itemsOf(ann.agent);
    expect(items.filter((item) => item.title === 'Last Will & Testament')).toEqual([
      expect.objectContaining({ type: 'wizard', id: 'will', follows: null, recipientOnly: false }),
    ]);
    expect(items.find((item) => item.id === cardId)).toBeUndefined();

    const answered = await ann.agent
      .put(`/api/privacy/items/document/${cardId}`)
      .send({ requiredAccessLevel: 'standard', releaseTiming: 'emergency' })
      .expect(200);
    expect(answered.body).toMatchObject({
      type: 'wizard',
      id: 'will',
      requiredAccessLevel: 'standard',
      releaseTiming: 'emergency',
      recommended: defaultReleaseSettings.wizard('will'),
    });
    expect(await itemOf(ann.agent, 'wizard', 'will')).toMatchObject({
      requiredAccessLevel: 'standard',
      releaseTiming: 'emergency',
      isVisible: true,
    });

    const standard = await preview(ann.agent, 'standard');
    expect(standard.wizards.map((wizard) => wizard.kind)).toEqual(['will']);
    expect(standard.documents.map((document) => document.id)).not.toContain(cardId);
  });
});

describe('uploaded files', () => {
  it('follow their document until set apart, and follow it again when asked', async () => {
    const ann = await signedIn();
    const deed = (
      await ann.agent.post('/api/documents').send({ title: 'Deed', category: 'property' })
    ).body;
    const scan = await upload(ann.agent, 'deed.pdf', { documentId: deed.id, category: 'property' });
    const loose = await upload(ann.agent, 'bank.pdf', { category: 'financial' });

    expect(await itemOf(ann.agent, 'file', scan.id)).toMatchObject({
      follows: { type: 'document', id: deed.id, title: 'Deed' },
      setApart: false,
      ...defaultReleaseSettings.document('property'),
    });
    // A file in no document is not set apart from one: it has none to follow.
    expect(await itemOf(ann.agent, 'file', loose.id)).toMatchObject({
      follows: null,
      setApart: false,
      ...defaultReleaseSettings.file('financial'),
    });

    // Opening the deed opens its scan.
    await ann.agent.put(`/api/privacy/items/document/${deed.id}`).send(everyone).expect(200);
    expect(await itemOf(ann.agent, 'file', scan.id)).toMatchObject(everyone);
    expect((await preview(ann.agent, 'basic')).files.map((file) => file.id)).toEqual([scan.id]);

    // Set apart: its own settings, whatever the deed's.
    const apart = await ann.agent
      .put(`/api/privacy/items/file/${scan.id}`)
      .send({ isVisible: false })
      .expect(200);
    expect(apart.body).toMatchObject({
      follows: null,
      setApart: true,
      ...everyone,
      isVisible: false,
    });
    await ann.agent
      .put(`/api/privacy/items/document/${deed.id}`)
      .send({ requiredAccessLevel: 'standard' })
      .expect(200);
    expect(await itemOf(ann.agent, 'file', scan.id)).toMatchObject({ isVisible: false });
    expect((await preview(ann.agent, 'standard')).files).toEqual([]);

    // Following again.
    const again = await ann.agent.delete(`/api/privacy/items/file/${scan.id}/settings`).expect(200);
    expect(again.body).toMatchObject({
      type: 'file',
      id: scan.id,
      follows: { type: 'document', id: deed.id, title: 'Deed' },
      setApart: false,
      ...everyone,
      requiredAccessLevel: 'standard',
    });
    expect((await preview(ann.agent, 'standard')).files.map((file) => file.id)).toEqual([scan.id]);

    // A file in no document has nothing to follow; another owner's file is not found.
    const refused = await ann.agent
      .delete(`/api/privacy/items/file/${loose.id}/settings`)
      .expect(409);
    expect(refused.body.error).toBe('not_in_a_document');
    const bob = await signedIn('Bob');
    await bob.agent.delete(`/api/privacy/items/file/${scan.id}/settings`).expect(404);
  });

  it('in a wizard’s document follow the wizard record', async () => {
    const ann = await signedIn();
    const cardId = await saveWizard(ann.agent, 'will');
    const scan = await upload(ann.agent, 'will.pdf', { documentId: cardId, category: 'will' });
    await ann.agent.put('/api/privacy/items/wizard/will').send(everyone).expect(200);
    expect(await itemOf(ann.agent, 'file', scan.id)).toMatchObject({
      follows: { type: 'wizard', id: 'will', title: 'Last Will & Testament' },
      ...everyone,
      recommended: defaultReleaseSettings.wizard('will'),
    });
  });
});

describe('legacy messages and their recordings', () => {
  it('go to their recipient only: no setting opens them, and no viewer or preview gets them', async () => {
    const ann = await signedIn();
    const recording = await upload(ann.agent, 'for-cara.pdf');
    const wishes = emptyWizardData('final-wishes', () => 'row-1') as Record<string, unknown>;
    wishes.legacyMessages = [
      {
        id: 'message-1',
        recipientName: 'Cara',
        relationship: 'Daughter',
        messageType: 'video',
        content: 'Look after the garden.',
        deliveryTiming: 'upon_passing',
        specificDate: '',
        milestoneDetails: '',
        file: recording,
      },
    ];
    await saveWizard(ann.agent, 'final-wishes', wishes);
    // Settings kept from before: they opened the message and its recording to everyone.
    await testApp.store.itemReleases.set(ann.user.id, 'message', 'message-1', everyone);
    await testApp.store.itemReleases.set(ann.user.id, 'file', recording.id, everyone);

    const items = await itemsOf(ann.agent);
    const noViewer = defaultReleaseSettings.message();
    expect(items.find((item) => item.type === 'message')).toMatchObject({
      id: 'message-1',
      recipientOnly: true,
      ...noViewer,
      recommended: noViewer,
    });
    expect(items.find((item) => item.id === recording.id)).toMatchObject({
      type: 'file',
      recipientOnly: true,
      follows: null,
      ...noViewer,
    });

    const refusal = {
      error: 'recipient_only',
      message: 'A legacy message goes to its recipient only; no grant opens it.',
    };
    for (const path of [
      '/api/privacy/items/message/message-1',
      `/api/privacy/items/file/${recording.id}`,
    ]) {
      const answer = await ann.agent.put(path).send(everyone).expect(409);
      expect(answer.body).toEqual(refusal);
    }
    const bulk = await ann.agent
      .put('/api/privacy/items')
      .send({ type: 'message', settings: everyone })
      .expect(409);
    expect(bulk.body).toEqual(refusal);
    await ann.agent.delete(`/api/privacy/items/file/${recording.id}/settings`).expect(409);
    // Opening every file opens the others, not the recording.
    await ann.agent
      .put('/api/privacy/items')
      .send({ type: 'file', settings: everyone })
      .expect(200);
    expect(await itemOf(ann.agent, 'file', recording.id)).toMatchObject(noViewer);

    // The record kept back: what stayed stored for the recording would alone have opened it.
    await ann.agent
      .put('/api/privacy/items/wizard/final-wishes')
      .send({ isVisible: false })
      .expect(200);
    const key = (await ann.agent.post('/api/privacy/access-key').expect(201)).body.accessKey;
    const sister = visitor();
    await sister
      .post('/api/access/requests')
      .send({
        level: 'standard',
        ownerEmail: ann.email,
        accessKey: key,
        requester: { name: 'Sue', email: 'sue@example.com', relationship: 'Sister' },
      })
      .expect(201);
    const views = [
      (await sister.get('/api/access/view').expect(200)).body,
      ...(await Promise.all(
        ['basic', 'standard', 'full'].map((level) => preview(ann.agent, level)),
      )),
    ];
    for (const view of views) {
      expect(JSON.stringify(view)).not.toContain('Look after the garden');
      expect(JSON.stringify(view)).not.toContain(recording.id);
    }
    await sister.get(`/api/access/view/files/${recording.id}`).expect(404);
  });
});

describe('“Use the recommended settings”', () => {
  it('sets every item that differs from its recommended settings in one request', async () => {
    const ann = await signedIn();
    const cardId = await saveWizard(ann.agent, 'will');
    const deed = (
      await ann.agent.post('/api/documents').send({ title: 'Deed', category: 'property' })
    ).body;
    const wish = (await ann.agent.post('/api/wishes').send({ preference: 'Jazz' })).body;
    const scan = await upload(ann.agent, 'deed.pdf', { documentId: deed.id, category: 'property' });
    const apart = await upload(ann.agent, 'plan.pdf', {
      documentId: deed.id,
      category: 'property',
    });
    await ann.agent.put(`/api/privacy/items/document/${cardId}`).send(everyone).expect(200);
    await ann.agent.put(`/api/privacy/items/document/${deed.id}`).send(everyone).expect(200);
    await ann.agent.put(`/api/privacy/items/file/${apart.id}`).send(everyone).expect(200);
    await ann.agent
      .put(`/api/privacy/items/wish/${wish.id}`)
      .send({ releaseTiming: 'after_passing' })
      .expect(200);

    const answer = await ann.agent.post('/api/privacy/items/recommended').expect(200);
    // The will, the deed, the set-apart file and the wish; the scan follows the deed.
    expect(answer.body).toEqual({ changed: 4 });
    const items = await itemsOf(ann.agent);
    for (const item of items) {
      expect({ id: item.id, ...settingsOf(item) }).toEqual({ id: item.id, ...item.recommended });
    }
    expect(items.find((item) => item.id === scan.id)).toMatchObject({
      follows: { type: 'document', id: deed.id },
    });
    await expect(
      ann.agent
        .post('/api/privacy/items/recommended')
        .expect(200)
        .then((res) => res.body),
    ).resolves.toEqual({ changed: 0 });
  });

  it('is refused to the demo account', async () => {
    await seedDemoAccount(testApp.store);
    const demo = visitor();
    await demo.post('/api/auth/login').send(DEMO_ACCOUNT).expect(200);
    const before = await itemsOf(demo);
    const refused = await demo.post('/api/privacy/items/recommended').expect(403);
    expect(refused.body.error).toBe('demo_read_only');
    expect(await itemsOf(demo)).toEqual(before);
  });
});

describe('the release-model migration', () => {
  /** Runs the release-model migration again, as on a store written before it. */
  function rerunMigration() {
    const db = new BetterSqlite3(path.join(testApp.dataDir, SQLITE_FILE_NAME));
    try {
      db.prepare('DELETE FROM schema_migrations WHERE version = 15').run();
      migrate(db);
    } finally {
      db.close();
    }
  }
  const formerDefault: ReleaseSettings = {
    requiredAccessLevel: 'standard',
    isVisible: true,
    releaseTiming: 'immediate',
  };

  it('keeps existing plans’ settings: a wizard and its card become one item, the narrower winning', async () => {
    const ann = await signedIn();
    const willCard = await saveWizard(ann.agent, 'will');
    const wishesCard = await saveWizard(ann.agent, 'final-wishes');
    const deed = (
      await ann.agent.post('/api/documents').send({ title: 'Deed', category: 'property' })
    ).body;
    const willScan = await upload(ann.agent, 'will.pdf', {
      documentId: willCard,
      category: 'will',
    });
    const deedScan = await upload(ann.agent, 'deed.pdf', {
      documentId: deed.id,
      category: 'property',
    });
    const bank = await upload(ann.agent, 'bank.pdf', { category: 'financial' });
    // As stored before: every document its own settings, the wizards and files none but one.
    const { store } = testApp;
    await store.documents.setRelease(ann.user.id, willCard, {
      ...formerDefault,
      requiredAccessLevel: 'full',
    });
    await store.documents.setRelease(ann.user.id, wishesCard, formerDefault);
    await store.documents.setRelease(ann.user.id, deed.id, {
      ...formerDefault,
      releaseTiming: 'emergency',
    });
    await store.itemReleases.set(ann.user.id, 'wizard', 'final-wishes', {
      requiredAccessLevel: 'basic',
      isVisible: true,
      releaseTiming: 'emergency',
    });

    rerunMigration();

    const items = await itemsOf(ann.agent);
    const find = (type: string, id: string) => items.find((i) => i.type === type && i.id === id)!;
    // The card required full: the will now does.
    expect(settingsOf(find('wizard', 'will'))).toEqual({
      ...formerDefault,
      requiredAccessLevel: 'full',
    });
    // The record waited for an emergency, its card was standard: standard, in an emergency.
    expect(settingsOf(find('wizard', 'final-wishes'))).toEqual({
      requiredAccessLevel: 'standard',
      isVisible: true,
      releaseTiming: 'emergency',
    });
    // The will's scan had the former default, which the will no longer gives: it keeps it.
    expect(find('file', willScan.id)).toMatchObject({ follows: null, ...formerDefault });
    // The deed's scan had the former default, wider than the deed: it keeps it, set apart.
    expect(find('file', deedScan.id)).toMatchObject({ follows: null, ...formerDefault });
    expect(find('file', bank.id)).toMatchObject({
      follows: null,
      requiredAccessLevel: 'full',
      isVisible: false,
      releaseTiming: 'immediate',
    });
  });

  it('leaves a file following its document when that gives it the settings it had', async () => {
    const ann = await signedIn();
    const deed = (
      await ann.agent.post('/api/documents').send({ title: 'Deed', category: 'property' })
    ).body;
    const scan = await upload(ann.agent, 'deed.pdf', { documentId: deed.id, category: 'property' });
    await testApp.store.documents.setRelease(ann.user.id, deed.id, formerDefault);

    rerunMigration();

    expect(await itemOf(ann.agent, 'file', scan.id)).toMatchObject({
      follows: { type: 'document', id: deed.id },
      ...formerDefault,
    });
    // Following, it goes on following: the deed's settings now reach it.
    await ann.agent.put(`/api/privacy/items/document/${deed.id}`).send(everyone).expect(200);
    expect(await itemOf(ann.agent, 'file', scan.id)).toMatchObject(everyone);
  });
});
