import { randomBytes } from 'node:crypto';
import type { ReleaseSettings } from '@legacy-planner/contracts';
import {
  createTestAppWithMail,
  type Agent,
  type TestAppWithMail,
} from '../../testing/testAppWithMail';

// An editor helper changes the plan's records, never what a grant releases (decisions §7): no
// write of theirs leaves an item released more widely than the owner's settings had it, even a
// write that would otherwise hand the item to its defaults (releasesKept).

jest.setTimeout(30_000);

const ORIGIN = 'http://localhost:8080';
const hidden: ReleaseSettings = {
  isVisible: false,
  requiredAccessLevel: 'full',
  releaseTiming: 'after_passing',
};

let testApp: TestAppWithMail;
beforeAll(async () => {
  testApp = await createTestAppWithMail(() => new Date());
});
afterAll(() => testApp.close());

/** Ann's plan, and Maria working on it as an editor. */
async function annAndHerEditor() {
  const ann = await testApp.signedIn('Ann Lee');
  const maria = await testApp.signedIn('Maria Lee');
  const record = await testApp.store.helpers.create({
    ownerId: ann.user.id,
    helperUserId: null,
    name: 'Maria Lee',
    email: maria.email,
    relationship: 'Daughter',
    role: 'editor',
    state: 'invited',
    method: 'invite',
    sealedAnswers: null,
    createdAt: new Date().toISOString(),
  });
  await testApp.store.helpers.activate(record!.id, 'invited', {
    helperUserId: maria.user.id,
    role: 'editor',
    at: new Date().toISOString(),
  });
  await maria.agent.put('/api/helping/active').send({ helperId: record!.id }).expect(200);
  return { ann: ann.agent, maria: maria.agent };
}

async function upload(agent: Agent, fields: Record<string, string>): Promise<string> {
  const sent = agent.post('/api/files?context=documents').set('Origin', ORIGIN);
  for (const [field, value] of Object.entries(fields)) sent.field(field, value);
  const bytes = Buffer.concat([Buffer.from('%PDF-1.7\n'), randomBytes(500)]);
  return (await sent.attach('file', bytes, 'scan.pdf').expect(201)).body.id as string;
}

/** The item's settings as the owner's Privacy tab (and so every grant) has them. */
async function settingsOf(owner: Agent, type: string, id: string): Promise<ReleaseSettings> {
  const items = (await owner.get('/api/privacy/items').expect(200)).body as Array<
    ReleaseSettings & { type: string; id: string }
  >;
  const item = items.find((found) => found.type === type && found.id === id);
  if (!item) throw new Error(`No ${type} ${id} in the plan`);
  const { isVisible, requiredAccessLevel, releaseTiming } = item;
  return { isVisible, requiredAccessLevel, releaseTiming };
}

const hide = (owner: Agent, type: string, id: string) =>
  owner.put(`/api/privacy/items/${type}/${id}`).send(hidden).expect(200);

describe("an editor's write never releases anything more widely", () => {
  it('deleting a document the owner hid leaves its files hidden, not at their defaults', async () => {
    const { ann, maria } = await annAndHerEditor();
    const document = (
      await ann.post('/api/documents').send({ title: 'Deed', category: 'property' }).expect(201)
    ).body as { id: string };
    const file = await upload(ann, { category: 'property', documentId: document.id });
    await hide(ann, 'document', document.id);
    expect(await settingsOf(ann, 'file', file)).toEqual(hidden);

    await maria.delete(`/api/documents/${document.id}`).expect(204);
    expect(await settingsOf(ann, 'file', file)).toEqual(hidden);
  });

  it('changing the category of a loose file keeps the settings it had', async () => {
    const { ann, maria } = await annAndHerEditor();
    const file = await upload(ann, { category: 'will' });
    const before = await settingsOf(ann, 'file', file);
    await maria.put(`/api/files/${file}`).send({ category: 'health' }).expect(200);
    expect(await settingsOf(ann, 'file', file)).toEqual(before);
  });

  it('a wizard record deleted and made again keeps the settings the owner gave it', async () => {
    const { ann, maria } = await annAndHerEditor();
    await ann.put('/api/wizards/will').send({ status: 'draft', data: {} }).expect(200);
    await hide(ann, 'wizard', 'will');
    await maria.delete('/api/wizards/will').expect(204);
    await maria.put('/api/wizards/will').send({ status: 'draft', data: {} }).expect(200);
    expect(await settingsOf(ann, 'wizard', 'will')).toEqual(hidden);
  });

  it("the owner's own writes are unchanged: a category changed takes the new category's defaults", async () => {
    const { ann } = await annAndHerEditor();
    const file = await upload(ann, { category: 'will' });
    const before = await settingsOf(ann, 'file', file);
    await ann.put(`/api/files/${file}`).send({ category: 'health' }).expect(200);
    expect(await settingsOf(ann, 'file', file)).not.toEqual(before);
  });
});
