import Router from '@koa/router';
import { HttpError } from '../http/errors';

// The current-user check the shell makes on every load. Accounts (sign-up, sign-in, the user
// repository) arrive with the accounts issue; until then no session carries a user, so this
// answers 401, which the shell reads as "not signed in".
export function authRoutes(): Router {
  const router = new Router({ prefix: '/auth' });
  router.get('/user', (ctx) => {
    if (!ctx.session?.userId) throw new HttpError(401, 'unauthorized', 'Not signed in.');
    ctx.body = ctx.session.user;
  });
  return router;
}
