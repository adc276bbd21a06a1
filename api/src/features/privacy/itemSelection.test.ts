import path from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import {
  DEMO_ACCOUNT,
  ITEM_ROWS,
  type FoundPrivacyItems,
  type PrivacyItem,
  type PrivacyItemsOverview,
} from '@legacy-planner/contracts';
import { createTestApp } from '../../testing/testApp';
import { visitorsOf, type Agent } from '../../testing/visitors';
import { everyRowOf } from '../../testing/everyRow';
import { helperRecord } from '../../testing/helperRecords';
import { SQLITE_FILE_NAME } from '../../storage/sqlite/sqliteStore';
import { seedDemoAccount } from '../auth/demoAccount';

// The Privacy tab's items at the size of a large plan (issue 30): counted and grouped on the
// server, paged through by kind, searched and filtered there, so the browser gets the rows it
// shows; and a change by filter ("every financial document → full, after passing"), one
// request and one unit of work: all of it or nothing.

jest.setTimeout(60_000);

let testApp: ReturnType<typeof createTestApp>;
beforeAll(() => {
  testApp = createTestApp({ trustProxy: true });
});
afterAll(() => testApp.close());

const { visitor, signedIn } = visitorsOf(() => testApp);

const DOCUMENTS = 120;
// Recommended: health at the basic level in an emergency, financial full and property standard
// after a verified passing.
const categories = ['financial', 'health', 'property'];

/** Ann's plan: 120 documents of three categories, two wishes and a contact. */
async function largePlan(agent: Agent) {
  for (let n = 1; n <= DOCUMENTS; n++) {
    await agent
      .post('/api/documents')
      .send({ title: `Paper ${n}`, category: categories[n % 3] })
      .expect(201);
  }
  for (const preference of ['Lilies', 'Jazz']) {
    await agent.post('/api/wishes').send({ preference, category: 'flowers' }).expect(201);
  }
  await agent
    .post('/api/contacts')
    .send({ firstName: 'Cara', lastName: 'Diaz', role: 'executor' })
    .expect(201);
}

const overviewOf = async (agent: Agent, query = ''): Promise<PrivacyItemsOverview> =>
  (await agent.get(`/api/privacy/items/overview${query}`).expect(200)).body;
const found = async (agent: Agent, query: string): Promise<FoundPrivacyItems> =>
  (await agent.get(`/api/privacy/items/found${query}`).expect(200)).body;
const everyItem = async (agent: Agent): Promise<PrivacyItem[]> =>
  (await agent.get('/api/privacy/items').expect(200)).body;
const titles = (items: readonly PrivacyItem[]) => items.map((item) => item.title);

describe("a large plan's privacy items", () => {
  let ann: Awaited<ReturnType<typeof signedIn>>;
  beforeAll(async () => {
    ann = await signedIn();
    await largePlan(ann.agent);
  });

  it('are counted by kind, each with its first rows, the summary of the whole plan beside', async () => {
    const all = await everyItem(ann.agent);
    const overview = await overviewOf(ann.agent);
    expect(overview.groups.map((group) => [group.type, group.count])).toEqual([
      ['document', DOCUMENTS],
      ['wish', 2],
      ['contact', 1],
    ]);
    expect(titles(overview.groups[0]!.items)).toEqual(
      titles(all.filter((item) => item.type === 'document').slice(0, ITEM_ROWS.first)),
    );
    expect(overview.total).toBe(all.length);
    const visible = all.filter((item) => item.isVisible);
    expect(overview.released).toEqual({
      immediate: visible.filter((item) => item.releaseTiming === 'immediate').length,
      emergency: visible.filter((item) => item.releaseTiming === 'emergency').length,
      after_passing: visible.filter((item) => item.releaseTiming === 'after_passing').length,
    });
    expect(overview.categories).toContainEqual({
      type: 'document',
      category: 'financial',
      count: DOCUMENTS / 3,
    });
  });

  it('page through a kind until every item was seen once, in the order of the whole list', async () => {
    const documents = (await everyItem(ann.agent)).filter((item) => item.type === 'document');
    const seen: PrivacyItem[] = [];
    for (let offset = 0; ; offset += ITEM_ROWS.step) {
      const page = await found(ann.agent, `?type=document&offset=${offset}&limit=50`);
      expect(page.total).toBe(DOCUMENTS);
      if (page.items.length === 0) break;
      seen.push(...page.items);
    }
    expect(seen).toEqual(documents);
  });

  it('are searched and filtered on the server: the last one added is found by its title', async () => {
    const last = await found(ann.agent, `?q=${encodeURIComponent(`paper ${DOCUMENTS}`)}`);
    expect(titles(last.items)).toEqual([`Paper ${DOCUMENTS}`]);
    const searched = await overviewOf(ann.agent, '?q=PAPER%2011&first=50');
    // Paper 11 and Paper 110 to 119.
    expect(searched.groups.map((group) => [group.type, group.count])).toEqual([['document', 11]]);
    expect(searched.total).toBe(DOCUMENTS + 3);

    const property = await overviewOf(
      ann.agent,
      '?type=document&category=property&level=standard&timing=after_passing',
    );
    expect(property.groups.map((group) => [group.type, group.count])).toEqual([
      ['document', DOCUMENTS / 3],
    ]);
    const now = await overviewOf(ann.agent, '?level=basic&timing=immediate');
    // The wishes only.
    expect(now.groups.map((group) => [group.type, group.count])).toEqual([['wish', 2]]);
    const none = await overviewOf(ann.agent, '?level=basic&timing=immediate&type=document');
    expect(none.groups).toEqual([]);
  });

  it('refuse a query they cannot read with a short 400 that does not repeat it', async () => {
    for (const [query, message] of [
      ['?limit=51', 'limit must be from 1 to 50'],
      ['?offset=ten', 'offset must be a whole number'],
      ['?type=secrets', 'type must be one of: document, file, wish, contact, wizard, message'],
      ['?level=owner', 'level must be one of: basic, standard, full'],
      ['?q=a&q=b', 'q must be a `string` type'],
    ] as const) {
      const answer = await ann.agent.get(`/api/privacy/items/found${query}`).expect(400);
      expect({ query, body: answer.body }).toEqual({
        query,
        body: { error: 'validation_failed', message: expect.stringContaining(message) },
      });
    }
    await ann.agent.get('/api/privacy/items/overview?first=0').expect(400);
    await ann.agent.get(`/api/privacy/items/overview?q=${'x'.repeat(201)}`).expect(400);
  });

  it("are the owner's alone: another owner counts none, a stranger is asked to sign in", async () => {
    const bob = await signedIn('Bob');
    expect((await overviewOf(bob.agent)).groups).toEqual([]);
    expect(await found(bob.agent, '?type=document')).toEqual({ total: 0, items: [] });
    const stranger = visitor();
    await stranger.get('/api/privacy/items/overview').expect(401);
    await stranger.get('/api/privacy/items/found').expect(401);
  });
});

describe('a change by filter', () => {
  const fullAfterPassing = { requiredAccessLevel: 'full', releaseTiming: 'after_passing' } as const;
  const settingsOf = (items: readonly PrivacyItem[]) =>
    items.map((item) => `${item.title}:${item.requiredAccessLevel}:${item.releaseTiming}`);

  it('is one request that changes every item the filter names, and only those', async () => {
    const ann = await signedIn();
    await largePlan(ann.agent);
    const before = await everyItem(ann.agent);
    const changed = await ann.agent
      .put('/api/privacy/items')
      .send({ type: 'document', category: 'property', settings: fullAfterPassing })
      .expect(200);
    expect(changed.body).toEqual({ changed: DOCUMENTS / 3 });
    const expected = before.map((item) =>
      item.category === 'property' ? { ...item, ...fullAfterPassing } : item,
    );
    expect(settingsOf(await everyItem(ann.agent))).toEqual(settingsOf(expected));
  });

  it('is all or nothing: a write that fails part-way leaves every item as it was', async () => {
    const ann = await signedIn();
    await largePlan(ann.agent);
    const property = (await everyItem(ann.agent)).filter((item) => item.category === 'property');
    const before = await everyItem(ann.agent);
    // The database refuses the last of them, after the others were written in the same unit.
    const db = new BetterSqlite3(path.join(testApp.dataDir, SQLITE_FILE_NAME));
    try {
      db.exec(
        `CREATE TRIGGER refuse_last_property BEFORE UPDATE ON documents
         WHEN OLD.id = '${property.at(-1)!.id}'
         BEGIN SELECT RAISE(ABORT, 'refused by the test'); END`,
      );
      const answer = await ann.agent
        .put('/api/privacy/items')
        .send({ type: 'document', category: 'property', settings: fullAfterPassing })
        .expect(500);
      expect(answer.body.error).toBe('internal_error');
    } finally {
      db.exec('DROP TRIGGER IF EXISTS refuse_last_property');
      db.close();
    }
    expect(settingsOf(await everyItem(ann.agent))).toEqual(settingsOf(before));
  });

  it('is refused to a helper of the plan, to the demo account and to a stranger, changing nothing', async () => {
    const ann = await signedIn();
    await largePlan(ann.agent);
    const maria = await signedIn('Maria');
    const helper = await helperRecord(testApp.store, ann.user, maria.user);
    await maria.agent.put('/api/helping/active').send({ helperId: helper.id }).expect(200);
    await seedDemoAccount(testApp.store);
    const demo = visitor();
    await demo.post('/api/auth/login').send(DEMO_ACCOUNT).expect(200);
    const change = { type: 'document', category: 'property', settings: fullAfterPassing };

    const before = everyRowOf(testApp.dataDir);
    const helperAnswer = await maria.agent.put('/api/privacy/items').send(change).expect(403);
    expect(helperAnswer.body.error).toBe('owner_only');
    const demoAnswer = await demo.put('/api/privacy/items').send(change).expect(403);
    expect(demoAnswer.body.error).toBe('demo_read_only');
    await visitor().put('/api/privacy/items').send(change).expect(401);
    expect(everyRowOf(testApp.dataDir)).toEqual(before);
  });
});
