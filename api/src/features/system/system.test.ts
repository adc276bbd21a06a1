import request from 'supertest';
import { createTestApp } from '../../testing/testApp';

describe('API basics', () => {
  let testApp: ReturnType<typeof createTestApp>;
  beforeEach(() => {
    testApp = createTestApp({ bodyLimit: '1kb' });
  });
  afterEach(() => testApp.close());
  const server = () => testApp.app.callback();

  it('reports health with the store it uses', async () => {
    const response = await request(server()).get('/api/health').expect(200);
    expect(response.body).toMatchObject({ status: 'ok', store: 'sqlite' });
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('answers 503 when the store does not answer', async () => {
    await testApp.store.close();
    const response = await request(server()).get('/api/health').expect(503);
    expect(response.body).toEqual({
      error: 'store_unavailable',
      message: 'The data store is not answering.',
    });
    testApp.store.close = async () => undefined; // already closed
  });

  it('answers an unknown API path with a JSON 404', async () => {
    const response = await request(server()).post('/api/nothing-here').expect(404);
    expect(response.body).toEqual({
      error: 'not_found',
      message: 'There is no API route at this address.',
    });
  });

  it('refuses a body that is not valid JSON with a JSON 400', async () => {
    const response = await request(server())
      .post('/api/nothing-here')
      .set('Content-Type', 'application/json')
      .send('{"name": ')
      .expect(400);
    expect(response.body).toEqual({
      error: 'bad_request',
      message: 'The request body is not valid JSON.',
    });
  });

  it('refuses a body over the size limit with a JSON 413', async () => {
    const response = await request(server())
      .post('/api/nothing-here')
      .set('Content-Type', 'application/json')
      .send(JSON.stringify({ text: 'x'.repeat(2048) }))
      .expect(413);
    expect(response.body).toEqual({
      error: 'payload_too_large',
      message: 'The request body is larger than 1kb.',
    });
  });

  it('sends security headers', async () => {
    const response = await request(server()).get('/api/health');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('DENY');
  });

  it('compresses large responses', async () => {
    const response = await request(server())
      .get('/api/openapi.json')
      .set('Accept-Encoding', 'gzip')
      .expect(200);
    expect(response.headers['content-encoding']).toBe('gzip');
  });
});
