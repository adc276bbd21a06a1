import request from 'supertest';
import { DEMO_ACCOUNT } from '@legacy-planner/contracts';
import { helpWith } from '../../testing/helperRecords';
import { createTestApp } from '../../testing/testApp';
import { pdfText } from '../../testing/pdfText';
import type { UserRecord } from '../../storage/port';
import { seedDemoAccount } from '../auth/demoAccount';
import { binaryBody } from '../../testing/binaryBody';

// Where the plan's owner signs (issue 29): chosen once on the account, served with the current
// user, read by the plan's helpers, and printed on the PDFs' signing page. Sign-ups run scrypt
// at its production cost.
jest.setTimeout(30_000);

type Agent = ReturnType<typeof request.agent>;

let testApp: ReturnType<typeof createTestApp>;
beforeAll(() => {
  testApp = createTestApp();
});
afterAll(() => testApp.close());

let users = 0;
async function signUp(name: string): Promise<{ agent: Agent; user: UserRecord }> {
  const agent = request.agent(testApp.app.callback());
  const email = `${name.toLowerCase()}-${++users}@example.com`;
  await agent.post('/api/auth/signup').send({ name, email, password: 'secret-123' }).expect(201);
  return { agent, user: (await testApp.store.users.findByEmail(email))! };
}

const signingPlaceOf = async (agent: Agent) =>
  (await agent.get('/api/auth/user').expect(200)).body.signingPlace as string | null;

async function willText(agent: Agent): Promise<string> {
  const response = await binaryBody(agent.get('/api/wizards/will/pdf')).expect(200);
  return (await pdfText(response.body as Buffer)).text.replace(/\s+/g, ' ');
}

describe('PUT /api/account/signing-place', () => {
  it('is null until the owner chooses, then the state or "other" they chose', async () => {
    const { agent } = await signUp('Ann');
    expect(await signingPlaceOf(agent)).toBeNull();
    expect((await agent.get('/api/plan/signing-place').expect(200)).body).toEqual({
      signingPlace: null,
    });

    const { body: user } = await agent
      .put('/api/account/signing-place')
      .send({ signingPlace: 'TX' })
      .expect(200);
    expect(user).toMatchObject({ name: 'Ann', signingPlace: 'TX' });
    expect(await signingPlaceOf(agent)).toBe('TX');
    expect((await agent.get('/api/plan/signing-place').expect(200)).body).toEqual({
      signingPlace: 'TX',
    });

    await agent.put('/api/account/signing-place').send({ signingPlace: 'other' }).expect(200);
    expect(await signingPlaceOf(agent)).toBe('other');
  });

  it('refuses anything but a state, DC or "other" (400), changing nothing', async () => {
    const { agent } = await signUp('Ann');
    await agent.put('/api/account/signing-place').send({ signingPlace: 'DC' }).expect(200);
    for (const body of [
      { signingPlace: 'ZZ' },
      { signingPlace: 'tx' },
      { signingPlace: 'Texas' },
      { signingPlace: null },
      { signingPlace: 48 },
      {},
      { signingPlace: 'TX', name: 'Mallory' },
    ]) {
      const refused = await agent.put('/api/account/signing-place').send(body).expect(400);
      expect(refused.body.error).toBe('validation_failed');
    }
    expect(await signingPlaceOf(agent)).toBe('DC');
  });

  it("is the owner's: a helper is refused (403 owner_only) and reads the owner's place", async () => {
    const robert = await signUp('Robert');
    const maria = await signUp('Maria');
    await maria.agent.put('/api/account/signing-place').send({ signingPlace: 'CA' }).expect(200);
    await helpWith(testApp.store, robert.user, maria);

    // Not chosen yet: the helper's plan has no place, whatever their own account says.
    expect((await maria.agent.get('/api/plan/signing-place').expect(200)).body).toEqual({
      signingPlace: null,
    });
    expect(await willText(maria.agent)).toContain('Choose where you sign in Account');

    const refused = await maria.agent
      .put('/api/account/signing-place')
      .send({ signingPlace: 'FL' })
      .expect(403);
    expect(refused.body.error).toBe('owner_only');
    expect(await signingPlaceOf(robert.agent)).toBeNull();
    expect(await signingPlaceOf(maria.agent)).toBe('CA');

    // The owner chooses: the helper reads it, and the will they print is signed there.
    await robert.agent.put('/api/account/signing-place').send({ signingPlace: 'TX' }).expect(200);
    expect((await maria.agent.get('/api/plan/signing-place').expect(200)).body).toEqual({
      signingPlace: 'TX',
    });
    const text = await willText(maria.agent);
    expect(text).toContain('Signing your will in Texas');
    expect(text).not.toContain('California');
  });

  it('refuses the read-only demo account (403), which may still read its place', async () => {
    await seedDemoAccount(testApp.store);
    const demo = request.agent(testApp.app.callback());
    await demo
      .post('/api/auth/login')
      .send({ email: DEMO_ACCOUNT.email, password: DEMO_ACCOUNT.password })
      .expect(200);
    const refused = await demo
      .put('/api/account/signing-place')
      .send({ signingPlace: 'TX' })
      .expect(403);
    expect(refused.body.error).toBe('demo_read_only');
    expect(await signingPlaceOf(demo)).toBeNull();
    await demo.get('/api/plan/signing-place').expect(200);
  });

  it('needs a signed-in owner', async () => {
    const anonymous = request(testApp.app.callback());
    await anonymous.put('/api/account/signing-place').send({ signingPlace: 'TX' }).expect(401);
    await anonymous.get('/api/plan/signing-place').expect(401);
  });
});
