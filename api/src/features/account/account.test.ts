import request from 'supertest';
import { DEMO_ACCOUNT } from '@legacy-planner/contracts';
import { createTestApp } from '../../testing/testApp';
import { seedDemoAccount } from '../auth/demoAccount';

jest.setTimeout(30_000);

describe('account preferences', () => {
  let testApp: ReturnType<typeof createTestApp>;
  beforeAll(() => {
    testApp = createTestApp();
  });
  afterAll(() => testApp.close());

  it('shares the plan with the administrators only once the user turns it on, and logs each change', async () => {
    const ann = request.agent(testApp.app.callback());
    await ann
      .post('/api/auth/signup')
      .send({ name: 'Ann', email: 'ann@example.com', password: 'secret-1' })
      .expect(201);
    // Sharing the plan needs a proven email (accountTrust.test.ts refuses it before).
    const { id } = (await testApp.store.users.findByEmail('ann@example.com'))!;
    await testApp.store.users.markEmailVerified(id, { dropPassword: false });
    await ann.get('/api/account/preferences').expect(200, { shareWithAdmins: false });
    await ann.put('/api/account/preferences').send({ shareWithAdmins: 'yes' }).expect(400);
    await ann.put('/api/account/preferences').send({}).expect(400);
    await ann
      .put('/api/account/preferences')
      .send({ shareWithAdmins: true })
      .expect(200, { shareWithAdmins: true });
    expect((await testApp.store.users.listSharingWithAdmins()).map((user) => user.email)).toEqual([
      'ann@example.com',
    ]);
    await ann.put('/api/account/preferences').send({ shareWithAdmins: false }).expect(200);
    await expect(testApp.store.users.listSharingWithAdmins()).resolves.toEqual([]);
    const log = (await ann.get('/api/privacy/log').expect(200)).body;
    expect(log.map((entry: { detail: string }) => entry.detail)).toEqual([
      'Your plan is no longer shared with the administrators’ Airtable sync',
      'Your plan is shared with the administrators’ Airtable sync',
    ]);
  });

  it('is read-only for the demo account and closed to visitors', async () => {
    await request(testApp.app.callback()).get('/api/account/preferences').expect(401);
    await seedDemoAccount(testApp.store);
    const demo = request.agent(testApp.app.callback());
    await demo.post('/api/auth/login').send(DEMO_ACCOUNT).expect(200);
    await demo.get('/api/account/preferences').expect(200);
    await demo.put('/api/account/preferences').send({ shareWithAdmins: true }).expect(403);
  });
});
