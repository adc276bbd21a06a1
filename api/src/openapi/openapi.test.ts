import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { createTestApp } from '../testing/testApp';

describe('/api/openapi.json', () => {
  let testApp: ReturnType<typeof createTestApp>;
  beforeEach(() => {
    testApp = createTestApp();
  });
  afterEach(() => testApp.close());

  it('is a valid OpenAPI 3.1 document', async () => {
    const response = await request(testApp.app.callback()).get('/api/openapi.json').expect(200);
    expect(response.body.openapi).toBe('3.1.0');
    const dir = mkdtempSync(path.join(tmpdir(), 'lp-openapi-'));
    try {
      const file = path.join(dir, 'openapi.json');
      writeFileSync(file, JSON.stringify(response.body));
      // The validator is an ES module: run its command-line tool.
      const cli = path.resolve(
        __dirname,
        '../../../node_modules/@seriousme/openapi-schema-validator/bin/validate-api-cli.js',
      );
      const run = spawnSync(process.execPath, [cli, file], { encoding: 'utf8' });
      expect(run.stdout + run.stderr).toContain('"valid": true');
      expect(run.status).toBe(0);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('documents every route the API answers', async () => {
    const { body } = await request(testApp.app.callback()).get('/api/openapi.json');
    expect(Object.keys(body.paths).sort()).toEqual(
      [
        '/api/activities',
        '/api/auth/login',
        '/api/auth/logout',
        '/api/auth/onboarding',
        '/api/auth/providers',
        '/api/auth/signup',
        '/api/auth/user',
        '/api/auth/{provider}',
        '/api/contacts',
        '/api/contacts/{id}',
        '/api/documents',
        '/api/documents/{id}',
        '/api/health',
        '/api/journey',
        '/api/openapi.json',
        '/api/wishes',
        '/api/wishes/{id}',
      ].sort(),
    );
  });
});
