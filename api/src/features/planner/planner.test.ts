import request from 'supertest';
import { DEMO_ACCOUNT, MAX_CURSOR_LENGTH, demoPlan } from '@legacy-planner/contracts';
import { createTestApp } from '../../testing/testApp';
import { seedDemoAccount } from '../auth/demoAccount';

// Sign-ups run scrypt at its production cost.
jest.setTimeout(30_000);

type Agent = ReturnType<typeof request.agent>;

const resources = [
  {
    path: '/api/documents',
    noun: 'document',
    valid: { title: 'Last will', category: 'will', status: 'in_progress', privacyLevel: 'Private' },
    defaults: { completionPercentage: 0, signedOn: null, originalLocation: '', originalHolder: '' },
    update: { status: 'completed', completionPercentage: 100 },
    label: 'Last will',
    invalid: [
      [{ title: '' }, 'Please enter a title'],
      [{ title: 'x', category: 'spaceship' }, 'Category must be one of'],
      [{ title: 'x', status: 'done' }, 'Status must be one of'],
      [{ title: 'x', completionPercentage: 150 }, 'Completion must be between 0 and 100'],
      [{ title: 'x'.repeat(201) }, 'Title must be at most 200 characters'],
      [{ title: 'x', signedOn: '2026-02-30' }, 'The date signed must be a date'],
      [{ title: 'x', signedOn: 'March 3' }, 'The date signed must be a date'],
      [
        { title: 'x', originalLocation: 'x'.repeat(201) },
        'Where the signed original is kept must be at most 200 characters',
      ],
      [
        { title: 'x', originalHolder: 'x'.repeat(201) },
        'Who holds the signed original must be at most 200 characters',
      ],
    ],
    operator: { title: { $gt: '' } },
  },
  {
    path: '/api/wishes',
    noun: 'wish',
    valid: { category: 'music', preference: 'Clair de lune', details: 'Debussy' },
    defaults: { importance: 'medium', isSelected: true, subcategory: '' },
    update: { isSelected: false },
    label: 'Clair de lune',
    invalid: [
      [{ category: 'music' }, 'Please enter your preference'],
      [{ preference: 'x', importance: 'urgent' }, 'Importance must be one of'],
      [{ preference: 'x', category: 'fireworks' }, 'Category must be one of'],
      [{ preference: 'x', isSelected: 'yes' }, 'isSelected must be a `boolean` type'],
    ],
    operator: { preference: { $ne: null } },
  },
  {
    path: '/api/contacts',
    noun: 'contact',
    valid: {
      firstName: 'Cara',
      lastName: 'Diaz',
      relation: 'Sister',
      role: 'executor',
      email: 'cara@example.com',
    },
    defaults: { phone: '', notes: '' },
    update: { phone: '555-0100' },
    label: 'Cara Diaz',
    invalid: [
      [{ lastName: 'Diaz' }, 'Please enter a first name'],
      [{ firstName: 'Cara' }, 'Please enter a last name'],
      [{ firstName: 'Cara', lastName: ' ' }, 'Please enter a last name'],
      [
        { firstName: 'Cara', lastName: 'Diaz', email: 'not-an-email' },
        'Please enter a valid email address',
      ],
      [{ firstName: 'Cara', lastName: 'Diaz', role: 'king' }, 'Role must be one of'],
    ],
    operator: { firstName: 'Cara', email: { $regex: '.*' } },
  },
] as const;

describe('planner API', () => {
  let testApp: ReturnType<typeof createTestApp>;
  let ann: Agent;
  let bob: Agent;

  beforeEach(async () => {
    testApp = createTestApp();
    ann = request.agent(testApp.app.callback());
    bob = request.agent(testApp.app.callback());
    await ann
      .post('/api/auth/signup')
      .send({ name: 'Ann', email: 'ann@example.com', password: 'secret-1' })
      .expect(201);
    await bob
      .post('/api/auth/signup')
      .send({ name: 'Bob', email: 'bob@example.com', password: 'secret-2' })
      .expect(201);
  });
  afterEach(() => testApp.close());

  describe.each(resources)('$path', (resource) => {
    it('creates, lists, reads, updates and deletes, answering ids (never _id)', async () => {
      const created = await ann.post(resource.path).send(resource.valid).expect(201);
      expect(created.body).toMatchObject({
        ...resource.valid,
        ...resource.defaults,
        id: expect.any(String),
      });
      expect(created.body).not.toHaveProperty('_id');
      const id = created.body.id as string;

      const list = await ann.get(resource.path).expect(200);
      expect(list.body).toEqual([created.body]);
      await ann.get(`${resource.path}/${id}`).expect(200, created.body);

      const updated = await ann.put(`${resource.path}/${id}`).send(resource.update).expect(200);
      expect(updated.body).toMatchObject({ ...resource.valid, ...resource.update, id });

      await ann.delete(`${resource.path}/${id}`).expect(204);
      await ann.get(`${resource.path}/${id}`).expect(404);
      await ann.get(resource.path).expect(200, []);
    });

    it("refuses to read, update or delete another user's record, changing nothing", async () => {
      const created = await ann.post(resource.path).send(resource.valid).expect(201);
      const id = created.body.id as string;
      await bob.get(`${resource.path}/${id}`).expect(404);
      await bob.put(`${resource.path}/${id}`).send(resource.update).expect(404);
      await bob.delete(`${resource.path}/${id}`).expect(404);
      await bob.get(resource.path).expect(200, []);
      await ann.get(`${resource.path}/${id}`).expect(200, created.body);
      const log = await ann.get('/api/activities').expect(200);
      expect(log.body).toHaveLength(1);
    });

    it.each(resource.invalid.map(([body, message]) => [message, body] as const))(
      'refuses bad input with 400: %s',
      async (message, body) => {
        const response = await ann.post(resource.path).send(body).expect(400);
        expect(response.body.error).toBe('validation_failed');
        expect(response.body.message).toContain(message);
        await ann.get(resource.path).expect(200, []);
      },
    );

    it('refuses operator-shaped values with 400', async () => {
      await ann
        .post(resource.path)
        .send({ ...resource.valid, ...resource.operator })
        .expect(400);
      const created = await ann.post(resource.path).send(resource.valid).expect(201);
      await ann.put(`${resource.path}/${created.body.id}`).send(resource.operator).expect(400);
      await ann.get(`${resource.path}/${created.body.id}`).expect(200, created.body);
    });

    it('drops unknown fields, and refuses an update with nothing to change', async () => {
      const created = await ann
        .post(resource.path)
        .send({
          ...resource.valid,
          userId: 'someone-else',
          id: 'chosen',
          role2: 'x',
          isAdmin: true,
        })
        .expect(201);
      expect(created.body.id).not.toBe('chosen');
      expect(created.body).not.toHaveProperty('isAdmin');
      const own = await ann.get('/api/auth/user');
      expect(created.body.userId).toBe(own.body.id);
      await ann.put(`${resource.path}/${created.body.id}`).send({ unknown: 1 }).expect(400);
    });

    it('writes an activity for each change', async () => {
      const created = await ann.post(resource.path).send(resource.valid).expect(201);
      await ann.put(`${resource.path}/${created.body.id}`).send(resource.update).expect(200);
      await ann.delete(`${resource.path}/${created.body.id}`).expect(204);
      const log = await ann.get('/api/activities').expect(200);
      expect(
        log.body.map((activity: { status: string; description: string }) => activity.description),
      ).toEqual([
        `Deleted ${resource.noun}: ${resource.label}`,
        `Updated ${resource.noun}: ${resource.label}`,
        `Added ${resource.noun}: ${resource.label}`,
      ]);
    });

    it('lists a page at a time, newest first, naming the next page in a Link header', async () => {
      const ids: string[] = [];
      for (let n = 0; n < 5; n++) {
        ids.unshift((await ann.post(resource.path).send(resource.valid).expect(201)).body.id);
      }
      const seen: string[] = [];
      let next: string | undefined = `${resource.path}?limit=2`;
      while (next) {
        const page: request.Response = await ann.get(next).expect(200);
        expect(page.body.length).toBeLessThanOrEqual(2);
        seen.push(...page.body.map((item: { id: string }) => item.id));
        next = /<([^>]+)>; rel="next"/.exec(page.headers.link ?? '')?.[1];
      }
      expect(seen).toEqual(ids);
      const badQueries = [
        'limit=0',
        'limit=501',
        'limit=two',
        'limit=1.5',
        'limit=-1',
        'limit=1&limit=2',
        'cursor=not-a-cursor',
        `cursor=${'A'.repeat(MAX_CURSOR_LENGTH + 1)}`,
      ];
      for (const bad of badQueries) {
        const refused = await ann.get(`${resource.path}?${bad}`).expect(400);
        expect(refused.body.error).toMatch(/validation_failed|invalid_cursor/);
      }
    });

    it('answers 401 without a session', async () => {
      await request(testApp.app.callback()).get(resource.path).expect(401);
      await request(testApp.app.callback()).post(resource.path).send(resource.valid).expect(401);
    });
  });

  describe('wishes', () => {
    it('counts a new wish as selected unless it is sent unticked', async () => {
      const counted = await ann.post('/api/wishes').send({ preference: 'Jazz' }).expect(201);
      expect(counted.body.isSelected).toBe(true);
      const unticked = await ann
        .post('/api/wishes')
        .send({ preference: 'Blues', isSelected: false })
        .expect(201);
      expect(unticked.body.isSelected).toBe(false);
      const list = await ann.get('/api/wishes').expect(200);
      expect(
        list.body.map((wish: { preference: string; isSelected: boolean }) => [
          wish.preference,
          wish.isSelected,
        ]),
      ).toEqual([
        ['Blues', false],
        ['Jazz', true],
      ]);
    });
  });

  describe('per-user caps', () => {
    it('refuses a record past the cap with 409, storing nothing, until one is deleted', async () => {
      await testApp.close();
      testApp = createTestApp({}, { collectionCap: 3 });
      const carl = request.agent(testApp.app.callback());
      await carl
        .post('/api/auth/signup')
        .send({ name: 'Carl', email: 'carl@example.com', password: 'secret-3' })
        .expect(201);
      const wish = { preference: 'Jazz' };
      const first = await carl.post('/api/wishes').send(wish).expect(201);
      await carl.post('/api/wishes').send(wish).expect(201);
      await carl.post('/api/wishes').send(wish).expect(201);
      const refused = await carl.post('/api/wishes').send(wish).expect(409);
      expect(refused.body).toEqual({
        error: 'collection_full',
        message: 'You can keep at most 3 wishes. Delete some before adding more.',
      });
      await expect(carl.get('/api/wishes')).resolves.toMatchObject({ body: { length: 3 } });
      await expect(carl.get('/api/activities')).resolves.toMatchObject({ body: { length: 3 } });
      // Other collections have their own room.
      await carl.post('/api/contacts').send({ firstName: 'Dee', lastName: 'Diaz' }).expect(201);
      await carl.delete(`/api/wishes/${first.body.id}`).expect(204);
      await carl.post('/api/wishes').send(wish).expect(201);
    });
  });

  describe('demo account', () => {
    it('reads its seeded sample plan and is refused every write with 403', async () => {
      await seedDemoAccount(testApp.store);
      const demo = request.agent(testApp.app.callback());
      await demo.post('/api/auth/login').send(DEMO_ACCOUNT).expect(200);
      const documents = await demo.get('/api/documents').expect(200);
      expect(documents.body).toHaveLength(demoPlan.documents.length);
      const activities = await demo.get('/api/activities').expect(200);
      expect(activities.body.length).toBe(
        demoPlan.documents.length + demoPlan.wishes.length + demoPlan.contacts.length,
      );

      for (const resource of resources) {
        const refused = await demo.post(resource.path).send(resource.valid).expect(403);
        expect(refused.body.error).toBe('demo_read_only');
      }
      const [first] = documents.body as { id: string }[];
      await demo.put(`/api/documents/${first!.id}`).send({ title: 'Changed' }).expect(403);
      await demo.delete(`/api/documents/${first!.id}`).expect(403);
      await demo.put('/api/journey').send({ step: 1 }).expect(403);
      await demo.get('/api/documents').expect(200, documents.body);
    });
  });

  describe('demo seeding', () => {
    it('is safe to repeat, and completes a seed that stopped before its plan', async () => {
      await testApp.store.users.create({
        name: 'Demo Planner',
        email: DEMO_ACCOUNT.email,
        passwordHash: null,
        role: 'user',
        isDemo: true,
      });
      await seedDemoAccount(testApp.store);
      await seedDemoAccount(testApp.store);
      const demo = (await testApp.store.users.findByEmail(DEMO_ACCOUNT.email))!;
      await expect(testApp.store.documents.count(demo.id)).resolves.toBe(demoPlan.documents.length);
      await expect(testApp.store.contacts.count(demo.id)).resolves.toBe(demoPlan.contacts.length);
    });
  });

  describe('journey state', () => {
    it('starts at step 0 and keeps what the user saved (never the verification answers)', async () => {
      await ann.get('/api/journey').expect(200, {
        step: 0,
        planningFor: null,
        relationship: '',
        verificationMethod: null,
        identityVerified: false,
        priorities: [],
      });
      const saved = await ann
        .put('/api/journey')
        .send({
          step: 2,
          planningFor: 'loved-one',
          relationship: 'Mother',
          verificationMethod: 'questions',
          accessKey: 'LP-SECRET',
          verificationAnswers: { mothersName: 'x' },
        })
        .expect(200);
      expect(saved.body).toEqual({
        step: 2,
        planningFor: 'loved-one',
        relationship: 'Mother',
        verificationMethod: 'questions',
        identityVerified: false,
        priorities: [],
      });
      await ann.get('/api/journey').expect(200, saved.body);
      await bob
        .get('/api/journey')
        .expect(200)
        .expect((r) => expect(r.body.step).toBe(0));
      await ann.put('/api/journey').send({ step: 9 }).expect(400);
    });
  });
});
