import Router from '@koa/router';
import type { HealthReport } from '@legacy-planner/contracts';
import type { StoragePort } from '../storage/port';
import { HttpError } from '../http/errors';
import { openapiDocument } from '../openapi/openapiDocument';

const startedAt = Date.now();

export function healthRoutes(store: StoragePort): Router {
  const router = new Router();
  router.get('/health', async (ctx) => {
    try {
      await store.ping();
    } catch {
      throw new HttpError(503, 'store_unavailable', 'The data store is not answering.');
    }
    const report: HealthReport = {
      status: 'ok',
      store: store.kind,
      uptimeSeconds: Math.round((Date.now() - startedAt) / 1000),
    };
    ctx.set('Cache-Control', 'no-store');
    ctx.body = report;
  });
  router.get('/openapi.json', (ctx) => {
    ctx.body = openapiDocument;
  });
  return router;
}
