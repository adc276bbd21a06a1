import type { HealthReport } from '@legacy-planner/contracts';
import type { StoragePort } from '../../storage/port';
import { HttpError } from '../../http/errors';
import { legacyRoute as route, type AnyRoute } from '../../routing/declaration';
import { serializer, type Serializer } from '../../routing/serializer';

const startedAt = Date.now();
const tag = 'platform';

const healthSerializer = serializer<HealthReport>('Health', {
  status: { enum: ['ok'] },
  store: { enum: ['sqlite', 'mongodb'] },
  uptimeSeconds: { type: 'integer' },
} satisfies Record<keyof HealthReport, object>);

/**
 * The API's own description goes out whole: it is generated from the route declarations and
 * holds nothing stored, so there are no fields to pick.
 */
const openapiSerializer: Serializer<Record<string, unknown>> = {
  name: 'OpenAPI',
  schema: { type: 'object', properties: {}, description: 'An OpenAPI 3.1 document' },
  serialize: (document) => document,
};

/** `openapi` hands over the document built from every route (by whoever assembled them). */
export function systemRoutes(
  store: StoragePort,
  openapi: () => Record<string, unknown>,
): AnyRoute[] {
  return [
    route({
      method: 'GET',
      path: '/health',
      tag,
      summary: 'Is the API and its store answering?',
      policy: 'public',
      rateLimit: { none: 'one cheap store ping' },
      errors: { 503: 'The store is not answering' },
      async action(): Promise<HealthReport> {
        try {
          await store.ping();
        } catch {
          throw new HttpError(503, 'store_unavailable', 'The data store is not answering.');
        }
        return {
          status: 'ok',
          store: store.kind,
          uptimeSeconds: Math.round((Date.now() - startedAt) / 1000),
        };
      },
      response: { status: 200, serializer: healthSerializer },
    }),
    route({
      method: 'GET',
      path: '/openapi.json',
      tag,
      summary: 'This description of the API',
      policy: 'public',
      rateLimit: { none: 'a document built once at start-up' },
      action: openapi,
      response: { status: 200, serializer: openapiSerializer },
    }),
  ];
}
