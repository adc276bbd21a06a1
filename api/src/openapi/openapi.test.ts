import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { wizardKinds } from '@legacy-planner/contracts';
import { createTestApp } from '../testing/testApp';
import { apiRouter } from '../features';
import { declaredRoutes } from '../routing/pipeline';

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

  it('documents every route of the router, with its policy, from the declarations', async () => {
    const { body } = await request(testApp.app.callback()).get('/api/openapi.json');
    const router = apiRouter({
      config: testApp.config,
      store: testApp.store,
      blobs: testApp.blobs,
      sealer: testApp.sealer,
      clock: () => new Date(),
      mail: null,
    });
    const declared = router.layers.flatMap((layer) => {
      const declaration = declaredRoutes.get(layer.stack[layer.stack.length - 1]!);
      return declaration ? [declaration] : [];
    });
    expect(declared.length).toBeGreaterThan(20);
    for (const route of declared) {
      const path = `/api${route.path.replace(/:(\w+)/g, '{$1}')}`;
      const operation = body.paths[path]?.[route.method.toLowerCase()];
      expect({ route: `${route.method} ${route.path}`, policy: operation?.['x-policy'] }).toEqual({
        route: `${route.method} ${route.path}`,
        policy: route.policy,
      });
    }
    const documented = Object.values(body.paths as Record<string, object>).flatMap(Object.keys);
    expect(documented).toHaveLength(declared.length);
  });

  it('describes bodies with the shared schemas’ rules', async () => {
    const { body } = await request(testApp.app.callback()).get('/api/openapi.json');
    const wishInput = body.paths['/api/wishes'].post.requestBody.content['application/json'].schema;
    expect(wishInput.required).toEqual(['preference']);
    expect(wishInput.properties.preference).toMatchObject({ type: 'string', maxLength: 500 });
    expect(wishInput.properties.importance).toMatchObject({
      enum: ['low', 'medium', 'high'],
      default: 'medium',
    });
    const journey = body.paths['/api/journey'].put.requestBody.content['application/json'].schema;
    expect(journey.properties.priorities).toMatchObject({ type: 'array', maxItems: 4 });
    expect(journey.properties.step).toMatchObject({ type: 'integer', minimum: 0, maximum: 5 });
    expect(body.components.schemas.CurrentUser.properties).not.toHaveProperty('passwordHash');
  });

  it("names a wizard record's data field by field, one form per kind told apart by `kind`", async () => {
    const { body } = await request(testApp.app.callback()).get('/api/openapi.json');
    const record = body.components.schemas.WizardRecord;
    expect(
      record.oneOf.map((form: { properties: { kind: unknown } }) => form.properties.kind),
    ).toEqual(wizardKinds.map((kind) => ({ const: kind })));
    const finalWishes = record.oneOf.find(
      (form: { properties: { kind: { const: string } } }) =>
        form.properties.kind.const === 'final-wishes',
    ).properties.data;
    expect(finalWishes).toMatchObject({ title: 'FinalWishesData', additionalProperties: false });
    const message = finalWishes.properties.legacyMessages.items;
    expect(message).toMatchObject({ title: 'LegacyMessage', additionalProperties: false });
    expect(message.properties.messageType).toEqual({ enum: ['', 'text', 'audio', 'video'] });
    expect(message.properties.file.anyOf[0].required).toEqual(['id', 'name', 'type', 'size']);
  });

  it('advertises the success status a route answers, once', async () => {
    const { body } = await request(testApp.app.callback()).get('/api/openapi.json');
    const successes = (path: string, method: string) =>
      Object.keys(body.paths[path][method].responses).filter((status) => status.startsWith('2'));
    // Both answer at once and work on after the answer: 202, never anything else.
    expect(successes('/api/admin/airtable-sync', 'post')).toEqual(['202']);
    expect(successes('/api/auth/password/forgot', 'post')).toEqual(['202']);
    // A sign-in answers the user, or 202 while a second factor is asked for.
    expect(successes('/api/auth/login', 'post')).toEqual(['200', '202']);
  });
});
