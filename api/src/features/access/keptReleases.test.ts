import { randomBytes, randomUUID } from 'node:crypto';
import type { PrivacyItem } from '@legacy-planner/contracts';
import { blankRow, emptyWizardData } from '@legacy-planner/contracts/wizards';
import { helpWith } from '../../testing/helperRecords';
import { createTestApp } from '../../testing/testApp';
import { visitorsOf, type Agent } from '../../testing/visitors';

// An item's release settings change only by a privacy setting its owner makes (decisions §7; the
// review of issue 28): a write that would otherwise release an item wider than it was (a file
// falling back to its category's settings when its document goes, a record recreated with the
// defaults, a recording no longer kept for its recipient, a new category, a loose file filed
// under a wider record) keeps what the item had, as its own settings. Each test reads what the
// holder of the owner's access key (a standard grant, in an emergency) sees, before and after.

jest.setTimeout(60_000);

type FileRef = { id: string; name: string; type: string; size: number };

const ORIGIN = 'http://localhost:8080';
const hidden = { isVisible: false };
const shareNow = { requiredAccessLevel: 'standard', isVisible: true, releaseTiming: 'immediate' };

let testApp: ReturnType<typeof createTestApp>;
beforeAll(() => {
  testApp = createTestApp({ trustProxy: true });
});
afterAll(() => testApp.close());

const { visitor, signedIn, signedInWithKey } = visitorsOf(() => testApp);

/** Robert's plan, his key's holder (a standard grant) and Maria, an editor working on it. */
async function plan() {
  const robert = await signedInWithKey('Robert Diaz');
  const maria = await signedIn('Maria Diaz');
  await helpWith(testApp.store, robert.user, maria);

  const keyHolder = visitor();
  await keyHolder
    .post('/api/access/requests')
    .send({
      level: 'standard',
      ownerEmail: robert.email,
      accessKey: robert.key,
      requester: { name: 'Sue', email: 'sue@example.com', relationship: 'Sister' },
    })
    .expect(201);
  /** What the key's holder sees now: the files' names and the records' kinds. */
  const seen = async () => {
    const view = (await keyHolder.get('/api/access/view').expect(200)).body as {
      files: { name: string }[];
      wizards: { kind: string }[];
    };
    return {
      files: view.files.map((file) => file.name).sort(),
      wizards: view.wizards.map((wizard) => wizard.kind),
    };
  };
  return { robert: robert.agent, maria: maria.agent, seen };
}

async function upload(agent: Agent, name: string, fields: Record<string, string> = {}) {
  const sent = agent.post('/api/files?context=finalWishes').set('Origin', ORIGIN);
  for (const [field, value] of Object.entries(fields)) sent.field(field, value);
  const bytes = Buffer.concat([Buffer.from('%PDF-1.7\n'), randomBytes(300)]);
  const { id, type, size } = (await sent.attach('file', bytes, name).expect(201)).body;
  return { id, name, type, size } as FileRef;
}

const privacyItem = async (owner: Agent, type: string, id: string) =>
  ((await owner.get('/api/privacy/items').expect(200)).body as PrivacyItem[]).find(
    (item) => item.type === type && item.id === id,
  );

const settingsOf = (item: PrivacyItem | undefined) => ({
  requiredAccessLevel: item?.requiredAccessLevel,
  isVisible: item?.isVisible,
  releaseTiming: item?.releaseTiming,
});

/** A final-wishes record with one message whose recording is `recording`. */
function finalWishes(recording: FileRef | null, others: FileRef[] = []) {
  const data = emptyWizardData('final-wishes', randomUUID);
  data.personalReflections.rememberedFor = 'As a kind teacher';
  data.legacyMessages = recording
    ? [
        {
          ...blankRow('legacyMessages', 'message-1'),
          recipientName: 'Cara',
          recipientEmail: 'cara@example.com',
          messageType: 'audio',
          content: 'For Cara',
          file: recording,
        },
      ]
    : [];
  data.uploadedFiles = others;
  return data;
}

const save = (agent: Agent, kind: string, data: unknown) =>
  agent.put(`/api/wizards/${kind}`).send({ status: 'draft', data }).expect(200);

describe('an item’s release settings, when a write would release it wider', () => {
  it('a document the owner hid keeps its files hidden when an editor deletes it', async () => {
    const { robert, maria, seen } = await plan();
    const chart = (
      await robert.post('/api/documents').send({ title: 'Chart', category: 'health' }).expect(201)
    ).body as { id: string };
    await upload(robert, 'chart.pdf', { documentId: chart.id, category: 'health' });
    await robert.put(`/api/privacy/items/document/${chart.id}`).send(hidden).expect(200);
    expect((await seen()).files).toEqual([]);

    await maria.delete(`/api/documents/${chart.id}`).expect(204);

    expect((await seen()).files).toEqual([]);
  });

  it('a document and its files keep their settings when an editor changes it to a category recommended wider', async () => {
    const { robert, maria, seen } = await plan();
    const will = (
      await robert.post('/api/documents').send({ title: 'Will', category: 'will' }).expect(201)
    ).body as { id: string };
    const scan = await upload(robert, 'will.pdf', { documentId: will.id, category: 'will' });
    const estate = { requiredAccessLevel: 'full', isVisible: true, releaseTiming: 'after_passing' };

    // A health document is recommended at the basic level, in an emergency.
    await maria.put(`/api/documents/${will.id}`).send({ category: 'health' }).expect(200);

    expect((await seen()).files).toEqual([]);
    expect(settingsOf(await privacyItem(robert, 'document', will.id))).toEqual(estate);
    const file = await privacyItem(robert, 'file', scan.id);
    expect(file?.follows).toMatchObject({ type: 'document', id: will.id });
    expect(settingsOf(file)).toEqual(estate);
  });

  it('a document the owner hid keeps its files hidden when the owner deletes it', async () => {
    const { robert, seen } = await plan();
    const chart = (
      await robert.post('/api/documents').send({ title: 'Chart', category: 'health' }).expect(201)
    ).body as { id: string };
    const scan = await upload(robert, 'chart.pdf', { documentId: chart.id, category: 'health' });
    await robert.put(`/api/privacy/items/document/${chart.id}`).send(hidden).expect(200);

    await robert.delete(`/api/documents/${chart.id}`).expect(204);

    expect((await seen()).files).toEqual([]);
    // The file now keeps the settings it had, as its own; the owner may change them.
    expect(await privacyItem(robert, 'file', scan.id)).toMatchObject({
      follows: null,
      isVisible: false,
      requiredAccessLevel: 'basic',
      releaseTiming: 'emergency',
    });
  });

  it('a record the owner hid stays hidden when an editor deletes it and saves it again', async () => {
    const { robert, maria, seen } = await plan();
    await save(robert, 'health-directive', emptyWizardData('health-directive', randomUUID));
    expect((await seen()).wizards).toEqual(['health-directive']);
    await robert.put('/api/privacy/items/wizard/health-directive').send(hidden).expect(200);
    expect((await seen()).wizards).toEqual([]);

    await maria.delete('/api/wizards/health-directive').expect(204);
    await save(maria, 'health-directive', emptyWizardData('health-directive', randomUUID));

    expect((await seen()).wizards).toEqual([]);
    expect(await privacyItem(robert, 'wizard', 'health-directive')).toMatchObject(hidden);
  });

  it('a recording an editor replaces stays released to no one', async () => {
    const { robert, maria, seen } = await plan();
    const recording = await upload(robert, 'for-cara.pdf');
    await save(robert, 'final-wishes', finalWishes(recording));
    await robert.put('/api/privacy/items/wizard/final-wishes').send(shareNow).expect(200);
    expect(await seen()).toEqual({ files: [], wizards: ['final-wishes'] });

    const retake = await upload(maria, 'for-cara-2.pdf');
    await save(maria, 'final-wishes', finalWishes(retake));

    expect((await seen()).files).toEqual([]);
  });

  it('a recording whose message the owner removes stays released to no one', async () => {
    const { robert, seen } = await plan();
    const recording = await upload(robert, 'for-cara.pdf');
    await save(robert, 'final-wishes', finalWishes(recording));
    await robert.put('/api/privacy/items/wizard/final-wishes').send(shareNow).expect(200);

    await save(robert, 'final-wishes', finalWishes(null));

    expect((await seen()).files).toEqual([]);
    expect(await privacyItem(robert, 'file', recording.id)).toMatchObject({
      recipientOnly: false,
      follows: null,
      isVisible: false,
    });
  });

  it('a file keeps its settings when an editor changes its category', async () => {
    const { robert, maria, seen } = await plan();
    const will = await upload(robert, 'will.pdf', { category: 'will' });
    expect((await seen()).files).toEqual([]);

    await maria.put(`/api/files/${will.id}`).send({ category: 'health' }).expect(200);

    expect((await seen()).files).toEqual([]);
    const item = await privacyItem(robert, 'file', will.id);
    expect(settingsOf(item)).toEqual({
      requiredAccessLevel: 'full',
      isVisible: true,
      releaseTiming: 'after_passing',
    });
    expect(item?.category).toBe('health');
  });

  it("a contact keeps the owner's settings when an editor makes it a role recommended wider", async () => {
    const { robert, maria } = await plan();
    const cara = (
      await robert
        .post('/api/contacts')
        .send({ firstName: 'Cara', lastName: 'Diaz', relation: 'Sister', role: 'family' })
        .expect(201)
    ).body as { id: string };
    await robert.put(`/api/privacy/items/contact/${cara.id}`).send(hidden).expect(200);

    // An emergency contact is recommended for emergencies; Cara stays as Robert set her.
    await maria.put(`/api/contacts/${cara.id}`).send({ role: 'emergency_contact' }).expect(200);
    await robert.put(`/api/contacts/${cara.id}`).send({ role: 'medical_proxy' }).expect(200);

    const item = await privacyItem(robert, 'contact', cara.id);
    expect(item?.category).toBe('medical_proxy');
    expect(settingsOf(item)).toEqual({
      requiredAccessLevel: 'standard',
      isVisible: false,
      releaseTiming: 'after_passing',
    });
  });

  it('a loose file keeps its settings when an editor names it in a wider record', async () => {
    const { robert, maria, seen } = await plan();
    await save(robert, 'final-wishes', finalWishes(null));
    await robert.put('/api/privacy/items/wizard/final-wishes').send(shareNow).expect(200);
    const bank = await upload(robert, 'bank.pdf', { category: 'financial' });
    expect((await seen()).files).toEqual([]);

    await save(maria, 'final-wishes', finalWishes(null, [bank]));

    expect((await seen()).files).toEqual([]);
  });

  it('a loose file the owner names in a record follows that record, as before', async () => {
    const { robert, seen } = await plan();
    await save(robert, 'final-wishes', finalWishes(null));
    await robert.put('/api/privacy/items/wizard/final-wishes').send(shareNow).expect(200);
    const programme = await upload(robert, 'programme.pdf', { category: 'funeral' });

    await save(robert, 'final-wishes', finalWishes(null, [programme]));

    expect((await seen()).files).toEqual(['programme.pdf']);
    expect(await privacyItem(robert, 'file', programme.id)).toMatchObject({
      follows: { type: 'wizard', id: 'final-wishes' },
    });
  });
});
