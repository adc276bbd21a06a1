import request from 'supertest';
import { DEMO_ACCOUNT } from '@legacy-planner/contracts';
import { createTestApp } from '../testing/testApp';
import { seedDemoAccount } from '../features/auth/demoAccount';
import { runAdminCommand } from './adminCommand';

jest.setTimeout(30_000);

describe('npm run admin', () => {
  let testApp: ReturnType<typeof createTestApp>;
  let printed: { log: string[]; error: string[] };
  const out = {
    log: (line: string) => printed.log.push(line),
    error: (line: string) => printed.error.push(line),
  };
  const run = (...args: string[]) =>
    runAdminCommand(
      args,
      testApp.store,
      { adminEmails: new Set(), publicUrl: 'https://plans.example.org', clock: () => new Date() },
      out,
    );

  beforeEach(() => {
    testApp = createTestApp();
    printed = { log: [], error: [] };
  });
  afterEach(() => testApp.close());

  async function signUp() {
    const agent = request.agent(testApp.app.callback());
    await agent
      .post('/api/auth/signup')
      .send({ name: 'Ann', email: 'ann@example.com', password: 'secret-1' })
      .expect(201);
    return agent;
  }

  it('promotes an existing account, which stays admin at its next sign-in', async () => {
    const agent = await signUp();
    await expect(run('promote', 'ANN@example.com')).resolves.toBe(0);
    expect(printed.log).toEqual(['ann@example.com is now an admin.']);
    await agent.post('/api/auth/logout').expect(204);
    const login = await agent
      .post('/api/auth/login')
      .send({ email: 'ann@example.com', password: 'secret-1' })
      .expect(200);
    expect(login.body.role).toBe('admin');

    const user = (await testApp.store.users.findByEmail('ann@example.com'))!;
    const log = await testApp.store.events.list(user.id, { limit: 10 });
    expect(log.items).toEqual([
      expect.objectContaining({
        action: 'role.changed',
        actor: { kind: 'system', name: 'command line' },
        subject: { type: 'user', id: user.id },
      }),
    ]);
  });

  it('demotes an admin', async () => {
    const agent = await signUp();
    await run('promote', 'ann@example.com');
    await expect(run('demote', 'ann@example.com')).resolves.toBe(0);
    expect(printed.log.at(-1)).toBe('ann@example.com is no longer an admin.');
    const login = await agent
      .post('/api/auth/login')
      .send({ email: 'ann@example.com', password: 'secret-1' })
      .expect(200);
    expect(login.body.role).toBe('user');
  });

  it('fails with a message on an unknown email, the demo account, or a bad command', async () => {
    await expect(run('promote', 'nobody@example.com')).resolves.toBe(1);
    expect(printed.error).toEqual(['No account with the email nobody@example.com.']);
    await seedDemoAccount(testApp.store);
    await expect(run('promote', DEMO_ACCOUNT.email)).resolves.toBe(1);
    await expect(run('crown', 'ann@example.com')).resolves.toBe(2);
    await expect(run('promote')).resolves.toBe(2);
    expect(printed.error.at(-1)).toMatch(/^Usage: npm run admin -- promote <email>/);
    await expect(run('reset-link', DEMO_ACCOUNT.email)).resolves.toBe(1);
    await expect(run('reset-link', 'nobody@example.com')).resolves.toBe(1);
  });

  it('prints a one-time reset link for a server without mail, which also verifies the email', async () => {
    const agent = await signUp();
    await expect(run('reset-link', 'ann@example.com')).resolves.toBe(0);
    const link = printed.log.find((line) => line.startsWith('https://'));
    expect(link).toMatch(/^https:\/\/plans\.example\.org\/reset-password\?token=[\w-]{43}$/);
    expect(printed.log.join('\n')).toMatch(/once, within 30 minutes/);
    const token = new URL(link!).searchParams.get('token');

    const reset = request(testApp.app.callback()).post('/api/auth/password/reset');
    await reset.send({ token, password: 'new-secret-2' }).expect(204);
    await agent.get('/api/auth/user').expect(401);
    await request(testApp.app.callback())
      .post('/api/auth/password/reset')
      .send({ token, password: 'new-secret-3' })
      .expect(400);
    await agent
      .post('/api/auth/login')
      .send({ email: 'ann@example.com', password: 'new-secret-2' })
      .expect(200);
    expect((await agent.get('/api/account/security')).body.emailVerified).toBe(true);
  });
});
