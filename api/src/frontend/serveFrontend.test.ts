import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import request from 'supertest';
import { createTestApp } from '../testing/testApp';

// A front-end layout on disk like the one the builds produce.
// The compressed copies say where they came from, so a test can tell the build's copy from the
// original compressed on the fly.
function writeFrontendFixture(): string {
  const root = mkdtempSync(path.join(tmpdir(), 'lp-frontend-'));
  const files: Record<string, string | Buffer> = {
    // The pages pre-rendered at build time (/ and /login), and the page of every other route.
    'public-pages/dist/index.html': '<!doctype html><title>landing</title>',
    'public-pages/dist/index.html.gz': gzipSync('<!doctype html><title>landing (gz)</title>'),
    'public-pages/dist/login.html': '<!doctype html><title>sign in</title>',
    'public-pages/dist/login.html.br': brotliCompressSync(
      '<!doctype html><title>sign in (br)</title>',
    ),
    'shell/dist/app.html': '<!doctype html><title>shell</title>',
    'shell/dist/app.html.br': brotliCompressSync('<!doctype html><title>shell (br)</title>'),
    'shell/dist/app.html.gz': gzipSync('<!doctype html><title>shell (gz)</title>'),
    'shell/dist/main.0123abcd.js': 'console.log("shell");'.repeat(100),
    'shell/dist/main.0123abcd.js.br': brotliCompressSync('console.log("br copy");'),
    'shell/dist/main.0123abcd.js.gz': gzipSync('console.log("gz copy");'),
    // Large, but the build left it without a compressed copy.
    'shell/dist/34.456789ab.js': 'console.log("no copy");'.repeat(100),
    'shell/dist/remotes.json': '{"mfe_documents":"/mfe-documents/mf-manifest.json"}',
    'mfe-documents/dist/index.html': '<!doctype html><title>documents harness</title>',
    'mfe-documents/dist/mf-manifest.json': '{}',
    'mfe-documents/dist/remoteEntry.js': 'var mfe_documents;',
    'mfe-documents/dist/12.89abcdef.js': 'chunk',
    // Production builds keep source maps for error tracking; they must not be downloadable.
    'shell/dist/main.0123abcd.js.map': '{"version":3,"sources":["webpack://shell/secret.tsx"]}',
    'mfe-documents/dist/12.89abcdef.js.map': '{"version":3,"sources":["secret.tsx"]}',
    'mfe-documents/dist/remoteEntry.js.map': '{"version":3,"sources":["secret.tsx"]}',
    'secret.txt': 'outside every dist folder',
  };
  for (const [file, content] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), content);
  }
  return root;
}

describe('front-end serving on one origin', () => {
  let frontendRoot: string;
  let testApp: ReturnType<typeof createTestApp>;
  beforeAll(() => {
    frontendRoot = writeFrontendFixture();
  });
  afterAll(() => rmSync(frontendRoot, { recursive: true, force: true }));
  beforeEach(() => {
    testApp = createTestApp({ serveFrontend: true, frontendRoot });
  });
  afterEach(() => testApp.close());
  const server = () => testApp.app.callback();

  it('serves the landing page at / without caching it', async () => {
    const response = await request(server()).get('/').set('Accept-Encoding', '').expect(200);
    expect(response.text).toContain('<title>landing</title>');
    expect(response.headers['cache-control']).toBe('no-cache');
    const gzipped = await request(server()).get('/').set('Accept-Encoding', 'gzip').expect(200);
    expect(gzipped.text).toContain('<title>landing (gz)</title>');
  });

  it('serves a pre-rendered page at its address, compressed, and not at others', async () => {
    const login = await request(server())
      .get('/login')
      .set('Accept', 'text/html')
      .set('Accept-Encoding', 'br')
      .expect(200);
    expect(login.headers['content-encoding']).toBe('br');
    expect(login.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(login.headers['cache-control']).toBe('no-cache');
    expect(login.text).toContain('<title>sign in (br)</title>');
    for (const address of ['/login/', '/login/extra', '/signup']) {
      const response = await request(server())
        .get(address)
        .set('Accept', 'text/html')
        .set('Accept-Encoding', '')
        .expect(200);
      expect([address, response.text]).toEqual([address, '<!doctype html><title>shell</title>']);
    }
  });

  it("answers with the build's brotli copy, typed and cached as the original", async () => {
    const response = await request(server())
      .get('/main.0123abcd.js')
      .set('Accept-Encoding', 'gzip, deflate, br')
      .expect(200);
    expect(response.headers['content-encoding']).toBe('br');
    const original = await request(server())
      .get('/main.0123abcd.js')
      .set('Accept-Encoding', 'identity');
    expect(response.headers['content-type']).toBe(original.headers['content-type']);
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers['vary']).toMatch(/accept-encoding/i);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.text).toBe('console.log("br copy");');
  });

  it("answers with the build's gzip copy to a client without brotli", async () => {
    const response = await request(server())
      .get('/main.0123abcd.js')
      .set('Accept-Encoding', 'gzip')
      .expect(200);
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.text).toBe('console.log("gz copy");');
  });

  it('answers with the original to a client that accepts no encoding', async () => {
    const response = await request(server())
      .get('/main.0123abcd.js')
      .set('Accept-Encoding', 'identity')
      .expect(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.text).toBe('console.log("shell");'.repeat(100));
  });

  it('serves the compressed page for the routes of the shell, as HTML', async () => {
    const response = await request(server())
      .get('/app')
      .set('Accept', 'text/html')
      .set('Accept-Encoding', 'gzip')
      .expect(200);
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.text).toContain('<title>shell (gz)</title>');
  });

  it('never compresses a static file per request', async () => {
    const response = await request(server())
      .get('/34.456789ab.js')
      .set('Accept-Encoding', 'gzip, br')
      .expect(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.text).toBe('console.log("no copy");'.repeat(100));
  });

  it('serves the remotes manifest and each remote under its own path, manifests not cached', async () => {
    await request(server()).get('/remotes.json').expect(200).expect('Cache-Control', 'no-cache');
    await request(server())
      .get('/mfe-documents/mf-manifest.json')
      .expect(200)
      .expect('Cache-Control', 'no-cache');
    await request(server())
      .get('/mfe-documents/remoteEntry.js')
      .expect('Cache-Control', 'no-cache');
    await request(server())
      .get('/mfe-documents/12.89abcdef.js')
      .expect(200)
      .expect('Cache-Control', 'public, max-age=31536000, immutable');
  });

  it("serves a remote's standalone harness page at its folder", async () => {
    const response = await request(server()).get('/mfe-documents/').expect(200);
    expect(response.text).toContain('documents harness');
  });

  it("falls back to the shell's index.html for its routes, but not for missing files", async () => {
    for (const route of ['/app', '/will-testament', '/no/such/page']) {
      const response = await request(server()).get(route).set('Accept', 'text/html').expect(200);
      expect(response.text).toContain('<title>shell');
    }
    await request(server()).get('/app').set('Accept', 'application/json').expect(404);
    await request(server()).get('/missing.0123abcd.js').set('Accept', '*/*').expect(404);
    await request(server()).get('/mfe-documents/missing.js').expect(404);
  });

  it('never serves files outside the dist folders', async () => {
    const attempts = [
      '/../secret.txt',
      '/mfe-documents/..%2f..%2fsecret.txt',
      '/%2e%2e/secret.txt',
    ];
    for (const address of attempts) {
      const response = await request(server()).get(address).set('Accept', '*/*');
      expect([403, 404]).toContain(response.status);
      expect(response.text).not.toContain('outside every dist folder');
    }
  });

  it('never serves source maps', async () => {
    for (const address of [
      '/main.0123abcd.js.map',
      '/MAIN.0123ABCD.JS.MAP',
      '/mfe-documents/12.89abcdef.js.map',
      '/mfe-documents/remoteEntry.js.map',
      '/mfe-documents/remoteEntry.js.%6dap',
    ]) {
      for (const accept of ['*/*', 'text/html']) {
        const response = await request(server()).get(address).set('Accept', accept);
        expect([address, accept, response.status]).toEqual([address, accept, 404]);
        expect(response.text).not.toContain('secret.tsx');
        expect(response.text).not.toContain('<title>');
      }
    }
    await request(server()).head('/mfe-documents/remoteEntry.js.map').expect(404);
  });

  it('leaves /api to the API, in any spelling the API answers', async () => {
    const response = await request(server()).get('/api/nothing').set('Accept', 'text/html');
    expect(response.status).toBe(404);
    expect(response.body).toMatchObject({ error: 'not_found' });
    // The API matches paths in any case: a page here would be a second answer to its address.
    for (const address of ['/api', '/API', '/Api/Nothing']) {
      const other = await request(server()).get(address).set('Accept', 'text/html');
      expect([address, other.status, other.body]).toEqual([
        address,
        404,
        expect.objectContaining({ error: 'not_found' }),
      ]);
    }
    const user = await request(server()).get('/API/Auth/User').set('Accept', 'text/html');
    expect(user.status).toBe(401);
    expect(user.type).toBe('application/json');
  });
});
