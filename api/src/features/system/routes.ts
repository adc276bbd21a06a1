import * as system from '@legacy-planner/contracts/endpoints/system';
import type { OpenApiDocument } from '@legacy-planner/contracts/endpoints/system';
import type { StoragePort } from '../../storage/port';
import { HttpError } from '../../http/errors';
import { route, type AnyRoute } from '../../routing/declaration';

const startedAt = Date.now();
const tag = 'platform';

/** `openapi` hands over the document built from every route (by whoever assembled them). */
export function systemRoutes(store: StoragePort, openapi: () => OpenApiDocument): AnyRoute[] {
  return [
    route({
      endpoint: system.getHealth,
      tag,
      summary: 'Is the API and its store answering?',
      policy: 'public',
      rateLimit: { none: 'one cheap store ping' },
      errors: { 503: 'The store is not answering' },
      async action() {
        try {
          await store.ping();
        } catch {
          throw new HttpError(503, 'store_unavailable', 'The data store is not answering.');
        }
        return {
          status: 'ok' as const,
          store: store.kind,
          uptimeSeconds: Math.round((Date.now() - startedAt) / 1000),
        };
      },
    }),
    route({
      endpoint: system.getOpenapi,
      tag,
      summary: 'This description of the API',
      policy: 'public',
      rateLimit: { none: 'a document built once at start-up' },
      action: openapi,
    }),
  ];
}
