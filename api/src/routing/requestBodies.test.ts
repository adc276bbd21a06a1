import request from 'supertest';
import { createTestApp } from '../testing/testApp';
import { MAX_BODY_DEPTH } from './bodyShape';

jest.setTimeout(30_000);

// Validation bounds its own work and never echoes what it was sent: every answer to a bad
// body is a small JSON error, whatever its shape (each case here once answered megabytes, a
// 500, or blocked the server for seconds).
const SMALL = 2048;

const nested = (depth: number, leaf = '"x"') => '['.repeat(depth) + leaf + ']'.repeat(depth);

describe('bad request bodies', () => {
  let testApp: ReturnType<typeof createTestApp>;
  let owner: ReturnType<typeof request.agent>;

  beforeEach(async () => {
    testApp = createTestApp();
    owner = request.agent(testApp.app.callback());
    await owner
      .post('/api/auth/signup')
      .send({ name: 'Ann', email: 'ann@example.com', password: 'secret-1' })
      .expect(201);
  });
  afterEach(() => testApp.close());

  function expectSmallError(response: request.Response, status = 400) {
    expect(response.status).toBe(status);
    expect(response.body).toEqual({ error: expect.any(String), message: expect.any(String) });
    expect(response.text.length).toBeLessThan(SMALL);
  }

  it('answers a small error to a 4 KB sign-up nested 2,000 levels deep', async () => {
    const body = `{"name":${nested(2000)},"email":"a@b.co","password":"secret-1"}`;
    const response = await request(testApp.app.callback())
      .post('/api/auth/signup')
      .set('Content-Type', 'application/json')
      .send(body);
    expectSmallError(response);
    expect(response.body.error).toBe('body_too_deep');
  });

  it('answers 400, not 500, to bodies nested past what the stack allows', async () => {
    for (const path of ['/api/wishes', '/api/documents', '/api/contacts']) {
      const response = await owner
        .post(path)
        .set('Content-Type', 'application/json')
        .send(`{"preference":${nested(3000)}}`);
      expectSmallError(response);
    }
    const justDeepEnough = `{"preference":${nested(MAX_BODY_DEPTH - 1)}}`;
    const typed = await owner
      .post('/api/wishes')
      .set('Content-Type', 'application/json')
      .send(justDeepEnough);
    expectSmallError(typed);
    expect(typed.body.error).toBe('validation_failed');
  });

  it('stops a list at its maximum before checking its items', async () => {
    // Each bad item once made an error message of its own: 4,000 of them made ~250 KB.
    const priorities = Array.from({ length: 4000 }, () => 'x');
    const response = await owner.put('/api/journey').send({ step: 1, priorities });
    expectSmallError(response);
    expect(response.body.message).toBe('priorities must have at most 4 items');
    // 100,000 items (391 KB) once blocked the server for 3 s: refused before any item is read.
    const huge = Array.from({ length: 100_000 }, () => 'x');
    expectSmallError(await owner.put('/api/journey').send({ step: 1, priorities: huge }));
    await expect(owner.get('/api/journey')).resolves.toMatchObject({ body: { step: 0 } });
  });

  it('never repeats the submitted value in an error', async () => {
    const marker = `MARKER-${'z'.repeat(300)}`;
    const cases: [string, object][] = [
      ['/api/wishes', { preference: 'Jazz', isSelected: marker }],
      ['/api/wishes', { preference: { [marker]: marker } }],
      ['/api/documents', { title: 'Will', completionPercentage: marker }],
      ['/api/contacts', { firstName: [marker] }],
    ];
    for (const [path, body] of cases) {
      const response = await owner.post(path).send(body);
      expectSmallError(response);
      expect(response.text).not.toContain('MARKER');
    }
    const signup = await request(testApp.app.callback())
      .post('/api/auth/signup')
      .send({ name: 'Ann', email: 'a@b.co', password: 'secret-1', [marker]: 1 });
    expectSmallError(signup);
    expect(signup.text).not.toContain('MARKER');
  });

  it('refuses bodies with too many values, and bodies that are not an object', async () => {
    const many = {
      preference: 'Jazz',
      details: 'x',
      extra: Array.from({ length: 20_000 }, () => 1),
    };
    expectSmallError(await owner.post('/api/wishes').send(many));
    for (const body of ['[1,2,3]', '"text"', '42', 'true']) {
      const response = await owner
        .post('/api/wishes')
        .set('Content-Type', 'application/json')
        .send(body);
      expectSmallError(response);
    }
    await expect(
      testApp.store.wishes.count((await testApp.store.users.findByEmail('ann@example.com'))!.id),
    ).resolves.toBe(0);
  });
});
