import { randomBytes, randomUUID } from 'node:crypto';
import request from 'supertest';
import { emptyWizardData } from '@legacy-planner/contracts/wizards';
import { createTestApp } from '../../testing/testApp';
import { apiRouter } from '..';
import { declaredRoutes } from '../../routing/pipeline';
import type { AnyRoute } from '../../routing/declaration';
import type { UserRecord } from '../../storage/port';
import { everyRowOf } from '../../testing/everyRow';
import { helperRecord } from '../../testing/helperRecords';

// What a helper reaches of the plan they help with (issue 28), walked through every route of the
// API's route table with the helper's session: the plan's records, and nothing that is the
// owner's alone. Sign-ups run scrypt at its production cost.
jest.setTimeout(60_000);

type Agent = ReturnType<typeof request.agent>;

const ORIGIN = 'http://localhost:8080';
const pdf = () => Buffer.concat([Buffer.from('%PDF-1.7\n'), randomBytes(400)]);
const willDraft = () => ({ status: 'draft', data: emptyWizardData('will', randomUUID) });

let testApp: ReturnType<typeof createTestApp>;

/** Every declared route of the API, as the route table test reads it. */
function routeTable(): AnyRoute[] {
  const router = apiRouter({
    config: testApp.config,
    store: testApp.store,
    blobs: testApp.blobs,
    sealer: testApp.sealer,
    clock: () => new Date(),
    mail: null,
  });
  return router.layers.flatMap((layer) => {
    const declaration = declaredRoutes.get(layer.stack[layer.stack.length - 1]!);
    return declaration ? [declaration] : [];
  });
}

/** A route's path with every parameter filled: ids no plan has, and a wizard no one saved. */
const concretePath = (path: string) =>
  `/api${path}`
    .replace(':kind', 'hipaa')
    .replace(':type', 'document')
    .replace(/:[A-Za-z]+/g, 'no-such-record');

/** Calls a route as the helper would: JSON with an empty body for the ones that take one. */
function call(agent: Agent, declaration: AnyRoute) {
  const path = concretePath(declaration.path);
  const sent = agent[declaration.method.toLowerCase() as 'get' | 'post' | 'put' | 'delete'](
    path,
  ).set('Origin', ORIGIN);
  return declaration.method === 'GET' ? sent : sent.send({});
}

async function signUp(name: string, email: string): Promise<{ agent: Agent; user: UserRecord }> {
  const agent = request.agent(testApp.app.callback());
  await agent.post('/api/auth/signup').send({ name, email, password: 'secret-123' }).expect(201);
  return { agent, user: (await testApp.store.users.findByEmail(email))! };
}

const choosePlan = (agent: Agent, helperId: string | null) =>
  agent.put('/api/helping/active').send({ helperId }).expect(200);

const upload = (agent: Agent, name: string) =>
  agent.post('/api/files').set('Origin', ORIGIN).attach('file', pdf(), name);

/** Ann's plan: a document, a wish, a contact, a wizard record and a file. */
async function annsPlan(ann: Agent) {
  const document = await ann
    .post('/api/documents')
    .send({ title: 'House deed', category: 'property' })
    .expect(201);
  const wish = await ann
    .post('/api/wishes')
    .send({ category: 'music', preference: 'Clair de lune' })
    .expect(201);
  const contact = await ann
    .post('/api/contacts')
    .send({ firstName: 'Cara', lastName: 'Diaz', relation: 'Sister', role: 'executor' })
    .expect(201);
  await ann.put('/api/wizards/will').send(willDraft()).expect(200);
  const file = await upload(ann, 'deed.pdf').expect(201);
  return {
    documentId: document.body.id as string,
    wishId: wish.body.id as string,
    contactId: contact.body.id as string,
    fileId: file.body.id as string,
  };
}

const titles = async (agent: Agent, path: string, field: string) =>
  ((await agent.get(path).expect(200)).body as Record<string, unknown>[]).map(
    (item) => item[field],
  );

/** The plan's lists as `agent` reads them (the plan its session works on). */
async function planOf(agent: Agent) {
  return {
    documents: await titles(agent, '/api/documents', 'title'),
    wishes: await titles(agent, '/api/wishes', 'preference'),
    contacts: await titles(agent, '/api/contacts', 'firstName'),
    files: await titles(agent, '/api/files', 'name'),
    will: (await agent.get('/api/wizards/will').expect(200)).body.updatedAt !== null,
  };
}

const activities = async (agent: Agent) =>
  ((await agent.get('/api/activities').expect(200)).body as { description: string }[]).map(
    (activity) => activity.description,
  );

/** The helper.changed entries of the owner's log, oldest first: who and what. */
async function helperChanges(owner: Agent) {
  const log = (await owner.get('/api/privacy/log?limit=100').expect(200)).body as {
    action: string;
    actor: { kind: string; name: string | null; email: string | null };
    detail: string | null;
  }[];
  return log
    .filter((entry) => entry.action === 'helper.changed')
    .map((entry) => ({ actor: entry.actor, detail: entry.detail }))
    .reverse();
}

describe('what a helper reaches of the plan they help with', () => {
  let ann: Agent;
  let annUser: UserRecord;
  let maria: Agent;
  let mariaUser: UserRecord;
  let plan: Awaited<ReturnType<typeof annsPlan>>;

  beforeEach(async () => {
    testApp = createTestApp();
    ({ agent: ann, user: annUser } = await signUp('Ann Lee', 'ann@example.com'));
    ({ agent: maria, user: mariaUser } = await signUp('Maria Diaz', 'maria@example.com'));
    plan = await annsPlan(ann);
  });
  afterEach(() => testApp.close());

  describe('an editor', () => {
    beforeEach(async () => {
      await choosePlan(maria, (await helperRecord(testApp.store, annUser, mariaUser)).id);
    });

    it('is refused every owner route that is not the person’s (403 owner_only), changing nothing', async () => {
      const ownerOnly = routeTable().filter(
        (declaration) => declaration.policy === 'owner' && !declaration.person,
      );
      expect(ownerOnly.length).toBeGreaterThan(30);
      const before = everyRowOf(testApp.dataDir);
      const answers: Record<string, string> = {};
      for (const declaration of ownerOnly) {
        const response = await call(maria, declaration);
        answers[`${declaration.method} ${declaration.path}`] =
          `${response.status} ${response.body.error}`;
      }
      expect(answers).toEqual(
        Object.fromEntries(Object.keys(answers).map((key) => [key, '403 owner_only'])),
      );
      // The list: privacy, keys, cards, grants, check-ins, export and deletion.
      expect(Object.keys(answers)).toEqual(
        expect.arrayContaining([
          'PUT /privacy/settings',
          'PUT /privacy/items/:type/:id',
          'POST /privacy/access-key',
          'POST /privacy/cards',
          'POST /privacy/requests/:id/approve',
          'PUT /privacy/grants/:id',
          'GET /privacy/log',
          'PUT /check-ins/settings',
          'PUT /account/preferences',
          'GET /account/export',
          'POST /account/delete',
          'POST /helpers',
          'PUT /helpers/:id',
          'DELETE /helpers/:id',
        ]),
      );
      expect(everyRowOf(testApp.dataDir)).toEqual(before);
    });

    it('reaches every owner_or_helper route (none answers 403), and the person’s routes still answer', async () => {
      const planRoutes = routeTable().filter(
        (declaration) => declaration.policy === 'owner_or_helper',
      );
      expect(planRoutes.length).toBeGreaterThan(25);
      const refused: string[] = [];
      for (const declaration of planRoutes) {
        const response = await call(maria, declaration);
        if (response.status === 403 || response.status === 401) {
          refused.push(`${declaration.method} ${declaration.path}: ${response.status}`);
        }
      }
      expect(refused).toEqual([]);

      const me = await maria.get('/api/auth/user').expect(200);
      expect(me.body.email).toBe('maria@example.com');
      await maria.get('/api/account/sessions').expect(200);
      await maria.get('/api/account/security').expect(200);
      await maria.get('/api/journey').expect(200);
    });

    it('adds, changes and deletes contacts, documents and wishes of the owner’s plan, attributed', async () => {
      const contact = await maria
        .post('/api/contacts')
        .send({ firstName: 'Dr', lastName: 'Lee', relation: 'Doctor', role: 'other' })
        .expect(201);
      await maria.put(`/api/contacts/${contact.body.id}`).send({ phone: '555-0100' }).expect(200);
      const document = await maria
        .post('/api/documents')
        .send({ title: 'Car title', category: 'property' })
        .expect(201);
      await maria
        .put(`/api/documents/${document.body.id}`)
        .send({ completionPercentage: 50 })
        .expect(200);
      const wish = await maria
        .post('/api/wishes')
        .send({ category: 'music', preference: 'Gymnopédie' })
        .expect(201);
      await maria.put(`/api/wishes/${wish.body.id}`).send({ details: 'Piano' }).expect(200);
      await maria.delete(`/api/contacts/${plan.contactId}`).expect(204);
      await maria.delete(`/api/documents/${plan.documentId}`).expect(204);
      await maria.delete(`/api/wishes/${plan.wishId}`).expect(204);

      // In Ann's plan, read with Ann's own session.
      const anns = await planOf(ann);
      expect(anns.contacts).toEqual(['Dr']);
      expect(anns.documents).toEqual(['Car title', 'Last Will & Testament']);
      expect(anns.wishes).toEqual(['Gymnopédie']);
      expect((await ann.get(`/api/contacts/${contact.body.id}`).expect(200)).body.phone).toBe(
        '555-0100',
      );

      expect((await activities(ann)).slice(0, 9)).toEqual([
        'Maria Diaz deleted wish: Clair de lune',
        'Maria Diaz deleted document: House deed',
        'Maria Diaz deleted contact: Cara Diaz',
        'Maria Diaz updated wish: Gymnopédie',
        'Maria Diaz added wish: Gymnopédie',
        'Maria Diaz updated document: Car title',
        'Maria Diaz added document: Car title',
        'Maria Diaz updated contact: Dr Lee',
        'Maria Diaz added contact: Dr Lee',
      ]);
      const maria_ = { kind: 'helper', name: 'Maria Diaz', email: 'maria@example.com' };
      expect(await helperChanges(ann)).toEqual(
        [
          'Maria Diaz added the contact Dr Lee',
          'Maria Diaz changed the contact Dr Lee',
          'Maria Diaz added the document Car title',
          'Maria Diaz changed the document Car title',
          'Maria Diaz added the wish Gymnopédie',
          'Maria Diaz changed the wish Gymnopédie',
          'Maria Diaz deleted the contact Cara Diaz',
          'Maria Diaz deleted the document House deed',
          'Maria Diaz deleted the wish Clair de lune',
        ].map((detail) => ({ actor: maria_, detail })),
      );

      // Nothing of it in Maria's own plan.
      await choosePlan(maria, null);
      expect(await planOf(maria)).toEqual({
        documents: [],
        wishes: [],
        contacts: [],
        files: [],
        will: false,
      });
      expect(await activities(maria)).toEqual([]);
    });

    it('saves and deletes a wizard record, uploads, changes and deletes a file of the owner’s plan, attributed', async () => {
      await maria.put('/api/wizards/digital-assets').send({
        status: 'draft',
        data: emptyWizardData('digital-assets', randomUUID),
      });
      await maria.put('/api/wizards/will').send(willDraft()).expect(200);
      // The autosave of the same draft a moment later is the same change.
      await maria.put('/api/wizards/will').send(willDraft()).expect(200);
      await maria.delete('/api/wizards/will').expect(204);
      const file = await upload(maria, 'scan.pdf').expect(201);
      await maria.put(`/api/files/${file.body.id}`).send({ notes: 'Signed copy' }).expect(200);
      await maria.delete(`/api/files/${plan.fileId}`).expect(204);

      const anns = await planOf(ann);
      expect(anns.files).toEqual(['scan.pdf']);
      expect(anns.will).toBe(false);
      expect(
        (await ann.get('/api/wizards/digital-assets').expect(200)).body.updatedAt,
      ).not.toBeNull();
      expect((await ann.get(`/api/files/${file.body.id}`).expect(200)).body.notes).toBe(
        'Signed copy',
      );
      expect(await activities(ann)).toEqual(
        expect.arrayContaining([
          'Maria Diaz added document: Digital Assets',
          'Maria Diaz deleted record: Last Will & Testament',
          'Maria Diaz uploaded file: scan.pdf',
          'Maria Diaz updated file: scan.pdf',
          'Maria Diaz deleted file: deed.pdf',
        ]),
      );
      expect((await helperChanges(ann)).map((change) => change.detail)).toEqual([
        'Maria Diaz added the record Digital Assets',
        'Maria Diaz changed the record Last Will & Testament',
        'Maria Diaz deleted the record Last Will & Testament',
        'Maria Diaz uploaded the file scan.pdf',
        'Maria Diaz changed the file scan.pdf',
        'Maria Diaz deleted the file deed.pdf',
      ]);

      await choosePlan(maria, null);
      expect(await planOf(maria)).toMatchObject({ files: [], will: false });
      expect(
        (await maria.get('/api/wizards/digital-assets').expect(200)).body.updatedAt,
      ).toBeNull();
    });

    it('is refused at once when removed, then works on their own plan', async () => {
      const [record] = await testApp.store.helpers.listForOwner(annUser.id);
      await ann.delete(`/api/helpers/${record!.id}`).expect(204);
      const refused = await maria.post('/api/contacts').send({ firstName: 'X', lastName: 'Y' });
      expect(refused.status).toBe(403);
      expect(refused.body.error).toBe('no_longer_helping');
      expect((await planOf(ann)).contacts).toEqual(['Cara']);

      await maria
        .post('/api/contacts')
        .send({ firstName: 'Own', lastName: 'Contact', relation: 'Friend', role: 'other' })
        .expect(201);
      expect((await planOf(maria)).contacts).toEqual(['Own']);
      expect((await planOf(ann)).contacts).toEqual(['Cara']);
    });
  });

  it('logs no helper.changed for the owner’s own writes', async () => {
    await ann.put(`/api/contacts/${plan.contactId}`).send({ phone: '555' }).expect(200);
    await ann.delete(`/api/files/${plan.fileId}`).expect(204);
    expect(await helperChanges(ann)).toEqual([]);
    expect(await activities(ann)).toEqual(
      expect.arrayContaining(['Updated contact: Cara Diaz', 'Deleted file: deed.pdf']),
    );
  });

  describe('a viewer-helper', () => {
    beforeEach(async () => {
      await choosePlan(
        maria,
        (await helperRecord(testApp.store, annUser, mariaUser, { role: 'viewer-helper' })).id,
      );
    });

    it('is refused every route that changes the plan (403 helper_may_not), changing nothing', async () => {
      const editorRoutes = routeTable().filter((declaration) => declaration.helpers === 'editor');
      expect(editorRoutes.length).toBeGreaterThan(10);
      const before = everyRowOf(testApp.dataDir);
      const answers: Record<string, string> = {};
      for (const declaration of editorRoutes) {
        const response = await call(maria, declaration);
        answers[`${declaration.method} ${declaration.path}`] =
          `${response.status} ${response.body.error}`;
      }
      expect(answers).toEqual(
        Object.fromEntries(Object.keys(answers).map((key) => [key, '403 helper_may_not'])),
      );
      expect(everyRowOf(testApp.dataDir)).toEqual(before);
    });

    it('reads the owner’s whole plan, whatever its release settings', async () => {
      // Ann shares nothing with anyone.
      for (const type of ['document', 'wish', 'contact', 'file']) {
        await ann
          .put('/api/privacy/items')
          .send({ type, category: '', settings: { isVisible: false } })
          .expect(200);
      }
      const readRoutes = routeTable().filter(
        (declaration) => declaration.helpers === 'viewer-helper',
      );
      for (const declaration of readRoutes) {
        const response = await call(maria, declaration);
        expect([declaration.path, response.status]).not.toEqual([declaration.path, 403]);
      }
      expect(await planOf(maria)).toEqual({
        documents: ['Last Will & Testament', 'House deed'],
        wishes: ['Clair de lune'],
        contacts: ['Cara'],
        files: ['deed.pdf'],
        will: true,
      });
      const content = await maria.get(`/api/files/${plan.fileId}/content`).expect(200);
      expect(content.headers['content-type']).toBe('application/pdf');
      await maria.get('/api/wizards/will/pdf').expect(200);
      expect(await activities(maria)).toEqual(await activities(ann));
    });
  });
});
