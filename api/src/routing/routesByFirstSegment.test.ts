import Koa from 'koa';
import request from 'supertest';
import { isApiPath } from '../http/apiPath';
import { RoutesByFirstSegment } from './routesByFirstSegment';

/** An app whose /api routes answer their own name, and 'unmatched' for any other /api path. */
function app() {
  const grouped = new RoutesByFirstSegment('/api');
  grouped.routerFor('/auth/user').get('/auth/user', (ctx) => (ctx.body = 'auth user'));
  grouped.routerFor('/auth/signup').post('/auth/signup', (ctx) => (ctx.body = 'sign-up'));
  grouped
    .routerFor('/documents/:id')
    .get('/documents/:id', (ctx) => (ctx.body = `document ${ctx.params.id}`));
  const koa = new Koa();
  koa.use(grouped.middleware((ctx) => (ctx.body = 'unmatched')));
  koa.use((ctx) => (ctx.body = 'outside the API'));
  return { grouped, server: koa.callback() };
}

describe('routes grouped by their first segment', () => {
  const { grouped, server } = app();
  const get = (path: string) => request(server).get(path);

  it('matches as @koa/router does: any case, a trailing slash allowed, params read', async () => {
    expect((await get('/api/auth/user')).text).toBe('auth user');
    expect((await get('/API/Auth/User')).text).toBe('auth user');
    expect((await get('/api/auth/user/')).text).toBe('auth user');
    expect((await get('/api/documents/d-1')).text).toBe('document d-1');
    expect((await request(server).post('/api/auth/signup')).text).toBe('sign-up');
  });

  it('answers the prefix and every other path under it with the unmatched middleware', async () => {
    const paths = ['/api', '/API', '/api/', '/api/auth', '/api/auth/users', '/api/nope'];
    for (const path of [...paths, '/api//auth/user']) {
      expect({ path, text: (await get(path)).text }).toEqual({ path, text: 'unmatched' });
    }
    // A known path with another method.
    expect((await request(server).delete('/api/auth/user')).text).toBe('unmatched');
  });

  it("claims exactly the paths the rest of the server takes for the API's (isApiPath)", async () => {
    const paths = ['/api', '/apI/', '/api//auth/user', '/api%2Fauth', '/api;x', '/api.json'];
    for (const path of [...paths, '/apiary', '/ap', '/', '/app/api']) {
      const claimed = (await get(path)).text !== 'outside the API';
      expect({ path, claimed }).toEqual({ path, claimed: isApiPath(path) });
    }
  });

  it('lets paths outside the prefix go on', async () => {
    for (const path of ['/apix/auth/user', '/apix', '/ap', '/app', '/']) {
      expect({ path, text: (await get(path)).text }).toEqual({ path, text: 'outside the API' });
    }
  });

  it('lists every route, and refuses a route whose first segment is a parameter', () => {
    expect(grouped.layers.map((layer) => layer.path)).toEqual([
      '/api/auth/user',
      '/api/auth/signup',
      '/api/documents/:id',
    ]);
    expect(() => new RoutesByFirstSegment('/api').routerFor('/:kind/things')).toThrow(
      /first segment is a fixed name/,
    );
  });

  it('takes no route once its middleware is made', () => {
    expect(() => grouped.routerFor('/wishes')).toThrow(/before the middleware is made/);
  });
});
