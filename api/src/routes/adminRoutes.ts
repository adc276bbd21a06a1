import Router from '@koa/router';
import { requireAdmin } from '../auth/guards';
import { HttpError } from '../http/errors';

// Every /api/admin route sits behind the admin role. The admin features themselves (the
// Airtable integration) arrive with their own issue; until then an admin reaches a JSON 404.
export function adminRoutes(): Router {
  const router = new Router({ prefix: '/admin' });
  router.use(requireAdmin);
  router.all('/{*rest}', (ctx) => {
    throw new HttpError(404, 'not_found', `No API route for ${ctx.method} ${ctx.path}`);
  });
  return router;
}
