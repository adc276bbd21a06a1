import request from 'supertest';
import {
  CONTACT_SEARCH_MAX_LENGTH,
  COLLECTION_CAP,
  DEMO_ACCOUNT,
  contactCreateSchema,
  contactRoles,
  searchContacts,
  demoPlan,
  type Contact,
  type ContactInput,
  type ContactRole,
} from '@legacy-planner/contracts';
import { createTestApp } from '../../testing/testApp';
import { visitorsOf, type Agent } from '../../testing/visitors';
import { helpWith } from '../../testing/helperRecords';
import { seedDemoAccount } from '../auth/demoAccount';

// The Contacts tab's search, role filter and counts, run by the API on a plan of 2,000 contacts
// (issue 30): the browser asks for the page it shows and the counts of its headings. Sign-ins
// run scrypt at its production cost.
jest.setTimeout(60_000);

let testApp: ReturnType<typeof createTestApp>;

const { signedIn } = visitorsOf(() => testApp);

/**
 * The nth contact of the plan: the roles in turn, the last names in 40 families, a cousin in
 * seven. The first and the last stand out by name.
 */
function nthContact(n: number): ContactInput {
  const [firstName, lastName] =
    n === 0
      ? ['Ada', 'Firstborn']
      : n === COLLECTION_CAP - 1
        ? ['Zed', 'Lastcomer']
        : [`Person${n}`, `Family${n % 40}`];
  return contactCreateSchema.cast({
    firstName,
    lastName,
    email: `person${n}@example.com`,
    relation: n % 7 === 0 ? 'Cousin' : 'Neighbour',
    role: contactRoles[n % contactRoles.length],
  });
}
const plan = Array.from({ length: COLLECTION_CAP }, (_, n) => nthContact(n));

/** The plan's contacts the search keeps, by the search's rule (contracts). */
const matching = (search: string) => searchContacts(plan, search);

/** Every item of a list, following the Link header of each page. */
async function everyPage(
  agent: Agent,
  first: string,
): Promise<{ items: Contact[]; pages: string[] }> {
  const items: Contact[] = [];
  const pages: string[] = [];
  let next: string | undefined = first;
  while (next) {
    pages.push(next);
    const page: request.Response = await agent.get(next).expect(200);
    items.push(...(page.body as Contact[]));
    next = /<([^>]+)>; rel="next"/.exec(page.headers.link ?? '')?.[1];
  }
  return { items, pages };
}

describe('the contacts searched, filtered and counted by the API, at 2,000 contacts', () => {
  let ann: Awaited<ReturnType<typeof signedIn>>;

  beforeAll(async () => {
    testApp = createTestApp();
    ann = await signedIn('Ann');
    // Through the store: 2,000 sign-ins' worth of requests would only slow the test.
    for (const contact of plan) await testApp.store.contacts.create(ann.user.id, contact);
  });
  afterAll(() => testApp.close());

  it('finds the last contact added and the first', async () => {
    const last = await ann.agent.get('/api/contacts?q=lastcomer').expect(200);
    expect(last.body).toEqual([
      expect.objectContaining({ firstName: 'Zed', lastName: 'Lastcomer' }),
    ]);
    const first = await ann.agent.get('/api/contacts?q=ADA%20firstBORN').expect(200);
    expect(first.body).toEqual([
      expect.objectContaining({ firstName: 'Ada', lastName: 'Firstborn' }),
    ]);
    expect(first.headers.link).toBeUndefined();
    await ann.agent.get('/api/contacts?q=ada%20lastcomer').expect(200, []);
  });

  it('counts what the search keeps, by role, as many as paging through each role finds', async () => {
    const search = 'family1 cousin';
    const expected = matching(search);
    const counts = await ann.agent
      .get(`/api/contacts/counts?q=${encodeURIComponent(search)}`)
      .expect(200);
    expect(Object.keys(counts.body.byRole).sort()).toEqual([...contactRoles].sort());
    expect(counts.body.total).toBe(expected.length);
    expect(
      Object.values(counts.body.byRole as Record<string, number>).reduce((a, b) => a + b),
    ).toBe(expected.length);

    for (const role of contactRoles) {
      const { items, pages } = await everyPage(
        ann.agent,
        `/api/contacts?role=${role}&q=${encodeURIComponent(search)}&limit=5`,
      );
      const ofRole = expected.filter((contact) => contact.role === role);
      expect(items.map((contact) => contact.email)).toEqual(
        ofRole.map((contact) => contact.email).reverse(),
      );
      expect(counts.body.byRole[role]).toBe(items.length);
      // Every later page was asked for with the role and the search its link kept.
      for (const page of pages.slice(1)) {
        const query = new URL(page, 'http://api.test').searchParams;
        expect([query.get('role'), query.get('q'), query.get('limit')]).toEqual([
          role,
          search,
          '5',
        ]);
      }
    }
  });

  it('counts every contact by role without a search, and the role filter keeps its own', async () => {
    const counts = await ann.agent.get('/api/contacts/counts').expect(200);
    const expected = Object.fromEntries(
      contactRoles.map((role) => [role, plan.filter((contact) => contact.role === role).length]),
    ) as Record<ContactRole, number>;
    expect(counts.body).toEqual({ total: COLLECTION_CAP, byRole: expected });
    const { items } = await everyPage(ann.agent, '/api/contacts?role=medical_proxy&limit=100');
    expect(items).toHaveLength(expected.medical_proxy);
    expect(new Set(items.map((contact) => contact.role))).toEqual(new Set(['medical_proxy']));
    // A word of a role's label finds that role's contacts.
    const byLabel = await ann.agent.get('/api/contacts/counts?q=proxy').expect(200);
    expect(byLabel.body.total).toBe(expected.medical_proxy);
  });

  it('refuses an unknown or empty role, a search too long and a field given twice, with 400', async () => {
    const refusals: [string, string][] = [
      ['/api/contacts?role=king', 'role must be one of: executor, medical_proxy'],
      ['/api/contacts?role=executor&role=family', 'role must be one of'],
      ['/api/contacts?role=', 'role must be one of'],
      [
        `/api/contacts?q=${'x'.repeat(CONTACT_SEARCH_MAX_LENGTH + 1)}`,
        'The search must be at most 200 characters',
      ],
      [
        `/api/contacts/counts?q=${'x'.repeat(CONTACT_SEARCH_MAX_LENGTH + 1)}`,
        'The search must be at most 200 characters',
      ],
      ['/api/contacts?q=a&q=b', 'q must be given once'],
      ['/api/contacts/counts?q=a&q=b', 'q must be given once'],
    ];
    for (const [address, message] of refusals) {
      const refused = await ann.agent.get(address).expect(400);
      expect(refused.body).toEqual({
        error: 'validation_failed',
        message: expect.stringContaining(message),
      });
    }
    const longest = 'x'.repeat(CONTACT_SEARCH_MAX_LENGTH);
    await ann.agent.get(`/api/contacts?q=${longest}`).expect(200, []);
  });

  it('leaves /contacts/:id to the contact of that id', async () => {
    const [newest] = (await ann.agent.get('/api/contacts?limit=1').expect(200)).body as Contact[];
    await ann.agent.get(`/api/contacts/${newest!.id}`).expect(200);
    await ann.agent.get('/api/contacts/no-such-contact').expect(404);
  });

  it("answers a stranger 401, another account its own plan, and a plan's helper Ann's", async () => {
    const stranger = request(testApp.app.callback());
    await stranger.get('/api/contacts?q=lastcomer').expect(401);
    await stranger.get('/api/contacts/counts').expect(401);

    const bob = await signedIn('Bob');
    await bob.agent.get('/api/contacts?q=lastcomer').expect(200, []);
    const bobs = await bob.agent.get('/api/contacts/counts').expect(200);
    expect(bobs.body.total).toBe(0);

    const tom = await signedIn('Tom');
    const helping = await helpWith(testApp.store, ann.user, tom, { role: 'viewer-helper' });
    const found = await tom.agent.get('/api/contacts?role=executor&q=lastcomer').expect(200);
    expect(found.body).toEqual([]);
    const zed = nthContact(COLLECTION_CAP - 1);
    await expect(
      tom.agent.get(`/api/contacts?role=${zed.role}&q=lastcomer`),
    ).resolves.toMatchObject({
      body: [{ firstName: 'Zed' }],
    });
    const counted = await tom.agent.get('/api/contacts/counts?q=lastcomer').expect(200);
    expect(counted.body.total).toBe(1);

    await testApp.store.helpers.remove(helping.id);
    const refused = await tom.agent.get('/api/contacts/counts').expect(403);
    expect(refused.body.error).toBe('no_longer_helping');
    // The refusal took the session back to Tom's own plan.
    await tom.agent.get('/api/contacts?q=lastcomer').expect(200, []);
  });
});

describe('the demo account', () => {
  beforeAll(() => {
    testApp = createTestApp();
  });
  afterAll(() => testApp.close());

  it('searches and counts its sample plan', async () => {
    await seedDemoAccount(testApp.store);
    const demo = request.agent(testApp.app.callback());
    await demo.post('/api/auth/login').send(DEMO_ACCOUNT).expect(200);
    const counts = await demo.get('/api/contacts/counts').expect(200);
    expect(counts.body.total).toBe(demoPlan.contacts.length);
    const [sample] = demoPlan.contacts;
    const found = await demo
      .get(`/api/contacts?q=${encodeURIComponent(sample!.lastName)}`)
      .expect(200);
    expect(found.body).toEqual(
      expect.arrayContaining([expect.objectContaining({ firstName: sample!.firstName })]),
    );
  });
});
