import request from 'supertest';
import Router from '@koa/router';
import { createTestApp } from '../testing/testApp';
import { SESSION_COOKIE } from './sessionMiddleware';

// No route of the product writes a session yet (accounts come later), so this test mounts a
// probe route on the real app, after the real session middleware.
describe('sessions', () => {
  let testApp: ReturnType<typeof createTestApp>;
  beforeEach(() => {
    testApp = createTestApp();
    const probe = new Router();
    probe.post('/session-probe', (ctx) => {
      ctx.session!.visits = ((ctx.session!.visits as number | undefined) ?? 0) + 1;
      ctx.body = { visits: ctx.session!.visits };
    });
    probe.delete('/session-probe', (ctx) => {
      ctx.session = null;
      ctx.status = 204;
    });
    testApp.app.use(probe.routes());
  });
  afterEach(() => testApp.close());

  function sessionIdOf(cookies: string[]): string {
    const cookie = cookies.find((line) => line.startsWith(`${SESSION_COOKIE}=`));
    return decodeURIComponent(cookie!.split(';')[0]!.split('=')[1]!);
  }

  it('keeps session data in the store, behind an httpOnly SameSite=Lax signed cookie', async () => {
    const response = await request(testApp.app.callback()).post('/session-probe').expect(200);
    const cookies = response.headers['set-cookie'] as unknown as string[];
    const sessionCookie = cookies.find((line) => line.startsWith(`${SESSION_COOKIE}=`))!;
    expect(sessionCookie).toMatch(/httponly/i);
    expect(sessionCookie).toMatch(/samesite=lax/i);
    expect(cookies.some((line) => line.startsWith(`${SESSION_COOKIE}.sig=`))).toBe(true);

    const stored = await testApp.store.sessions.get(sessionIdOf(cookies));
    expect(stored).toMatchObject({ visits: 1 });
  });

  it('reads the session back from the store on the next request, and destroys it', async () => {
    const agent = request.agent(testApp.app.callback());
    const first = await agent.post('/session-probe').expect(200);
    await agent.post('/session-probe').expect(200, { visits: 2 });

    const id = sessionIdOf(first.headers['set-cookie'] as unknown as string[]);
    await agent.delete('/session-probe').expect(204);
    await expect(testApp.store.sessions.get(id)).resolves.toBeNull();
    await agent.post('/session-probe').expect(200, { visits: 1 });
  });

  it('ignores a cookie whose signature does not match', async () => {
    const first = await request(testApp.app.callback()).post('/session-probe');
    const id = sessionIdOf(first.headers['set-cookie'] as unknown as string[]);
    await request(testApp.app.callback())
      .post('/session-probe')
      .set('Cookie', `${SESSION_COOKIE}=${id}; ${SESSION_COOKIE}.sig=forged`)
      .expect(200, { visits: 1 });
  });
});
