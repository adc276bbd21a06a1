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

  it('answers an unknown API path, or a known one with another method, with a JSON 404', async () => {
    const unknown = [
      request(server()).post('/api/nothing-here'),
      // Under a segment that has routes (routesByFirstSegment).
      request(server()).get('/api/auth/nothing-here'),
      request(server()).delete('/api/auth/user'),
    ];
    for (const response of await Promise.all(unknown)) {
      expect({ status: response.status, body: response.body }).toEqual({
        status: 404,
        body: { error: 'not_found', message: 'There is no API route at this address.' },
      });
    }
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

  describe('compression', () => {
    // supertest asks for gzip and deflate unless told otherwise, and decodes what it receives.
    const fetchOpenApi = (acceptEncoding: string) =>
      request(server())
        .get('/api/openapi.json')
        .set('Accept-Encoding', acceptEncoding)
        .expect(200)
        .expect('Content-Type', /application\/json/);

    it('sends a large answer as brotli when accepted, else gzip, else as it is', async () => {
      const plain = await fetchOpenApi('identity');
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.body.openapi).toMatch(/^3\.1/);
      const plainLength = Number(plain.headers['content-length']);

      for (const [accepted, chosen] of [
        ['gzip, deflate, br', 'br'],
        ['gzip', 'gzip'],
      ]) {
        const response = await fetchOpenApi(accepted!);
        expect(response.headers['content-encoding']).toBe(chosen);
        expect(response.headers.vary).toMatch(/Accept-Encoding/);
        expect(Number(response.headers['content-length'])).toBeLessThan(plainLength / 3);
        expect(response.body).toEqual(plain.body);
      }

      const refused = await fetchOpenApi('br;q=0, gzip;q=0');
      expect(refused.headers['content-encoding']).toBeUndefined();
    });

    it('sends a small answer as it is, whatever the client accepts', async () => {
      const response = await request(server())
        .get('/api/health')
        .set('Accept-Encoding', 'gzip, br')
        .expect(200);
      expect(response.headers['content-encoding']).toBeUndefined();
      expect(response.headers.vary).toBeUndefined();
    });
  });
});
