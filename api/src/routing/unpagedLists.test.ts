/**
 * @jest-environment node
 */
import request from 'supertest';
import { createTestApp } from '../testing/testApp';
import { visitorsOf } from '../testing/visitors';

// Lists their actions answer whole (a plan's items, its cards, its unread notices, an account's
// sessions, the full requests waiting for an administrator) take no page: ?limit and ?cursor
// mean nothing to them, so they are neither checked nor described there. A list that pages
// still checks them.

const unpaged = [
  '/privacy/items',
  '/privacy/cards',
  '/privacy/notices',
  '/account/sessions',
  '/admin/access-requests',
];

let testApp: ReturnType<typeof createTestApp>;
beforeAll(() => {
  testApp = createTestApp();
});
afterAll(() => testApp.close());

const { signedIn } = visitorsOf(() => testApp);
const signedInAdmin = async () => (await signedIn('Ada', { admin: true })).agent;

describe('lists that do not page', () => {
  it('answer their whole list, whatever ?limit and ?cursor say', async () => {
    const agent = await signedInAdmin();
    for (const path of unpaged) {
      const response = await agent.get(`/api${path}?limit=0&cursor=x`);
      expect({ path, status: response.status, isList: Array.isArray(response.body) }).toEqual({
        path,
        status: 200,
        isList: true,
      });
      expect(response.headers.link).toBeUndefined();
    }
    // A list that pages still refuses a page of nothing.
    await agent.get('/api/privacy/log?limit=0').expect(400);
  });

  it('differ from a paged list, whose page is checked by the one rule of every page', async () => {
    const agent = await signedInAdmin();
    const refusals = [];
    for (const query of ['limit=0', 'limit=many', 'limit=1&limit=2', 'cursor=a&cursor=b']) {
      const { status, body } = await agent.get(`/api/privacy/log?${query}`);
      refusals.push({ query, status, message: body.message });
    }
    expect(refusals).toEqual([
      { query: 'limit=0', status: 400, message: 'limit must be at least 1' },
      { query: 'limit=many', status: 400, message: 'limit must be a whole number' },
      { query: 'limit=1&limit=2', status: 400, message: 'limit must be a whole number' },
      { query: 'cursor=a&cursor=b', status: 400, message: 'cursor is not valid' },
    ]);
    await agent.get('/api/privacy/log?limit=2').expect(200);
  });

  it('are described without page parameters; a paged list keeps its limit and cursor', async () => {
    const { body } = await request(testApp.app.callback()).get('/api/openapi.json').expect(200);
    const queryOf = (path: string) =>
      ((body.paths[`/api${path}`].get.parameters ?? []) as { name: string; in: string }[])
        .filter((parameter) => parameter.in === 'query')
        .map((parameter) => parameter.name);
    for (const path of unpaged) expect({ path, query: queryOf(path) }).toEqual({ path, query: [] });
    expect(queryOf('/privacy/log')).toEqual(['limit', 'cursor']);
    expect(body.paths['/api/privacy/items'].get.responses[200].headers).toBeUndefined();
    expect(body.paths['/api/privacy/items'].get.responses).not.toHaveProperty('400');
  });
});
