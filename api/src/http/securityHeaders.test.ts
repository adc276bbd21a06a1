import Koa from 'koa';
import request from 'supertest';
import { createTestApp } from '../testing/testApp';
import {
  API_CONTENT_SECURITY_POLICY,
  contentSecurityPolicy,
  securityHeaders,
} from './securityHeaders';

// The middleware alone, in an app that answers every path (as the front end and the API do).
function appWith(options: { proxy?: boolean } = {}) {
  const app = new Koa({ proxy: options.proxy ?? false });
  app.use(securityHeaders);
  app.use((ctx) => {
    ctx.body = { path: ctx.path };
  });
  return app.callback();
}

/** "name value; name value" -> { name: "value" } */
function directivesOf(policy: string | undefined): Record<string, string> {
  return Object.fromEntries(
    (policy ?? '')
      .split(';')
      .map((directive) => directive.trim())
      .filter(Boolean)
      .map((directive) => {
        const [name = '', ...values] = directive.split(/\s+/);
        return [name, values.join(' ')];
      }),
  );
}

describe('security headers', () => {
  it('send a Content Security Policy that allows only this origin and one inline script, by its hash', async () => {
    const response = await request(appWith()).get('/app').expect(200);
    expect(directivesOf(response.headers['content-security-policy'])).toEqual({
      'default-src': "'self'",
      'script-src': "'self' 'sha256-+tllXKxLVTTpWMsAEf8fgvLGqxkIuinQF00URX91ufs='",
      'style-src': "'self' 'unsafe-inline'",
      'img-src': "'self' data:",
      'font-src': "'self'",
      'connect-src': "'self'",
      'object-src': "'none'",
      'base-uri': "'self'",
      'frame-ancestors': "'none'",
      'form-action': "'self'",
    });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(response.headers['referrer-policy']).toBe('same-origin');
  });

  it('let a deployment add the origins its remotes are loaded from, for scripts and fetches only', () => {
    const policy = directivesOf(
      contentSecurityPolicy(['http://localhost:8081', 'https://cdn.example.com']),
    );
    expect(policy['script-src']).toBe(
      "'self' http://localhost:8081 https://cdn.example.com 'sha256-+tllXKxLVTTpWMsAEf8fgvLGqxkIuinQF00URX91ufs='",
    );
    expect(policy['connect-src']).toBe("'self' http://localhost:8081 https://cdn.example.com");
    expect(policy['default-src']).toBe("'self'");
    expect(policy['img-src']).toBe("'self' data:");
  });

  it('send HSTS only on a request that came over HTTPS', async () => {
    const plain = await request(appWith()).get('/').expect(200);
    expect(plain.headers['strict-transport-security']).toBeUndefined();

    // Behind a trusted proxy, X-Forwarded-Proto says how the request came in.
    const proxied = await request(appWith({ proxy: true }))
      .get('/')
      .set('X-Forwarded-Proto', 'https')
      .expect(200);
    expect(proxied.headers['strict-transport-security']).toBe(
      'max-age=31536000; includeSubDomains',
    );

    // Without a trusted proxy, the header is the client's word and does not count.
    const spoofed = await request(appWith()).get('/').set('X-Forwarded-Proto', 'https').expect(200);
    expect(spoofed.headers['strict-transport-security']).toBeUndefined();
  });

  it('forbid caching of every /api response, and only those', async () => {
    for (const address of ['/api', '/api/health', '/api/documents/123', '/API/health']) {
      const response = await request(appWith()).get(address).expect(200);
      expect([address, response.headers['cache-control']]).toEqual([address, 'no-store']);
    }
    for (const address of ['/', '/app', '/apiary', '/mfe-documents/remoteEntry.js']) {
      const response = await request(appWith()).get(address).expect(200);
      expect([address, response.headers['cache-control']]).toEqual([address, undefined]);
    }
  });

  describe('in the app', () => {
    let testApp: ReturnType<typeof createTestApp>;
    beforeEach(() => {
      testApp = createTestApp();
    });
    afterEach(() => testApp.close());

    it('are on API answers, errors included', async () => {
      for (const call of [
        request(testApp.app.callback()).get('/api/health'),
        request(testApp.app.callback()).get('/api/no/such/route'),
        request(testApp.app.callback()).get('/api/documents'),
        request(testApp.app.callback())
          .post('/api/auth/login')
          .set('Content-Type', 'application/json')
          .send('{not json'),
      ]) {
        const response = await call;
        expect(response.headers['cache-control']).toBe('no-store');
        expect(response.headers['content-security-policy']).toBe(API_CONTENT_SECURITY_POLICY);
      }
    });
  });
});
