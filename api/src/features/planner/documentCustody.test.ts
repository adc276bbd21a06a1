import request from 'supertest';
import { randomUUID } from 'node:crypto';
import { emptyWizardData } from '@legacy-planner/contracts/wizards';
import { helpWith } from '../../testing/helperRecords';
import { createTestApp } from '../../testing/testApp';
import type { UserRecord } from '../../storage/port';

// Custody of a document's signed original (issue 29): the day it was signed, where the original
// is kept and who holds it, recorded by the owner or an editor helper (attributed in the owner's
// log), read by a viewer-helper, and kept on a wizard's card through the wizard's own saves.
// Sign-ups run scrypt at its production cost.
jest.setTimeout(60_000);

type Agent = ReturnType<typeof request.agent>;

const custody = {
  signedOn: '2026-03-03',
  originalLocation: 'Fire safe, study closet',
  originalHolder: 'Attorney Jane Roe',
};

let testApp: ReturnType<typeof createTestApp>;
beforeEach(() => {
  testApp = createTestApp();
});
afterEach(() => testApp.close());

async function signUp(name: string, email: string): Promise<{ agent: Agent; user: UserRecord }> {
  const agent = request.agent(testApp.app.callback());
  await agent.post('/api/auth/signup').send({ name, email, password: 'secret-123' }).expect(201);
  return { agent, user: (await testApp.store.users.findByEmail(email))! };
}

describe("a document's custody", () => {
  it('is recorded when the document is made, changed and cleared by the owner', async () => {
    const { agent: ann } = await signUp('Ann Diaz', 'ann@example.com');
    const created = await ann
      .post('/api/documents')
      .send({ title: 'Last will', category: 'will', ...custody })
      .expect(201);
    expect(created.body).toMatchObject(custody);

    const moved = await ann
      .put(`/api/documents/${created.body.id}`)
      .send({ originalLocation: 'Bank safe deposit box 12' })
      .expect(200);
    expect(moved.body).toMatchObject({ ...custody, originalLocation: 'Bank safe deposit box 12' });

    const cleared = await ann
      .put(`/api/documents/${created.body.id}`)
      .send({ signedOn: null, originalLocation: '', originalHolder: '' })
      .expect(200);
    expect(cleared.body).toMatchObject({
      signedOn: null,
      originalLocation: '',
      originalHolder: '',
    });
    await ann.get(`/api/documents/${created.body.id}`).expect(200, cleared.body);
  });

  it.each([
    ['a day no calendar has', { signedOn: '2026-13-01' }, 'The date signed must be a date'],
    ['a day to come', { signedOn: '2999-01-01' }, 'The date signed cannot be in the future'],
    ['a number for a day', { signedOn: 20260303 }, 'signedOn must be a `string` type'],
    ['a place too long', { originalLocation: 'x'.repeat(201) }, 'at most 200 characters'],
    ['an operator', { originalHolder: { $ne: '' } }, 'originalHolder must be a `string` type'],
  ])('refuses %s with 400 and keeps the custody it had', async (_case, change, message) => {
    const { agent: ann } = await signUp('Ann Diaz', 'ann@example.com');
    const created = await ann
      .post('/api/documents')
      .send({ title: 'Last will', category: 'will', ...custody })
      .expect(201);
    const refused = await ann.put(`/api/documents/${created.body.id}`).send(change).expect(400);
    expect(refused.body).toMatchObject({ error: 'validation_failed' });
    expect(refused.body.message).toContain(message);
    await ann.get(`/api/documents/${created.body.id}`).expect(200, created.body);
  });

  it("is recorded by an editor helper, named in the owner's log, and read by a viewer-helper", async () => {
    const owner = await signUp('Fred Diaz', 'fred@example.com');
    const maria = await signUp('Maria Diaz', 'maria@example.com');
    const tom = await signUp('Tom Diaz', 'tom@example.com');
    const will = await owner.agent
      .post('/api/documents')
      .send({ title: 'Last will', category: 'will' })
      .expect(201);
    await helpWith(testApp.store, owner.user, maria);
    await helpWith(testApp.store, owner.user, tom, { role: 'viewer-helper' });

    await maria.agent.put(`/api/documents/${will.body.id}`).send(custody).expect(200);
    const [entry] = (await owner.agent.get('/api/privacy/log').expect(200)).body;
    expect(entry).toMatchObject({
      action: 'helper.changed',
      actor: { kind: 'helper', name: 'Maria Diaz' },
      detail: 'Maria Diaz changed the document Last will',
    });

    const read = await tom.agent.get(`/api/documents/${will.body.id}`).expect(200);
    expect(read.body).toMatchObject(custody);
    await tom.agent
      .put(`/api/documents/${will.body.id}`)
      .send({ originalLocation: 'Kitchen drawer' })
      .expect(403);
    await owner.agent.get(`/api/documents/${will.body.id}`).expect(200, read.body);
  });

  it("stays on a wizard's card, which stays the wizard's, through the wizard's next save", async () => {
    const { agent: ann } = await signUp('Ann Diaz', 'ann@example.com');
    const draft = emptyWizardData('will', randomUUID);
    await ann.put('/api/wizards/will').send({ status: 'draft', data: draft }).expect(200);
    const [card] = (await ann.get('/api/documents').expect(200)).body;
    expect(card).toMatchObject({ wizardKind: 'will', signedOn: null });

    const kept = await ann.put(`/api/documents/${card.id}`).send(custody).expect(200);
    expect(kept.body).toMatchObject({ ...custody, wizardKind: 'will', status: 'in_progress' });

    const typed = { ...draft, userInfo: { ...draft.userInfo, fullName: 'Ann Diaz' } };
    await ann.put('/api/wizards/will').send({ status: 'draft', data: typed }).expect(200);
    const [after] = (await ann.get('/api/documents').expect(200)).body;
    expect(after).toMatchObject({ id: card.id, wizardKind: 'will', ...custody });
    expect(after.completionPercentage).toBeGreaterThan(card.completionPercentage);
  });
});
