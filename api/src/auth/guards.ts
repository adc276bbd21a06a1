import type { Middleware } from 'koa';
import { HttpError } from '../http/errors';
import { requireUser, signedInUser } from './currentUser';

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
// Signing in and out are not writes to the demo account's data.
const SESSION_PATHS = new Set(['/api/auth/login', '/api/auth/logout', '/api/auth/signup']);

/** The demo account is read-only: every write from its session is refused. */
export const demoReadOnly: Middleware = async (ctx, next) => {
  if (UNSAFE_METHODS.has(ctx.method) && !SESSION_PATHS.has(ctx.path) && signedInUser(ctx)?.isDemo) {
    throw new HttpError(
      403,
      'demo_read_only',
      'The demo account is read-only. Sign up to create and save your own plan.',
    );
  }
  await next();
};

/** Every /api/admin route needs the admin role. */
export const requireAdmin: Middleware = async (ctx, next) => {
  if (requireUser(ctx).role !== 'admin') {
    throw new HttpError(403, 'forbidden', 'This area is for administrators only.');
  }
  await next();
};
