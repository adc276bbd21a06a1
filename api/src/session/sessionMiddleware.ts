import type Koa from 'koa';
import type { Context, Middleware } from 'koa';
import session from 'koa-session';
import type { SessionRepository } from '../storage/port';

export const SESSION_COOKIE = 'lp.sid';

/**
 * Sessions live in the store (the cookie carries only a signed random id), so any API instance
 * can serve any request and signing out really ends the session.
 */
export function sessionMiddleware(
  app: Koa,
  sessions: SessionRepository,
  maxAgeMs: number,
): Middleware {
  const middleware = session(
    {
      key: SESSION_COOKIE,
      maxAge: maxAgeMs,
      httpOnly: true,
      sameSite: 'lax',
      signed: true,
      rolling: false,
      renew: true,
      store: {
        get: (id) => sessions.get(id),
        set: (id, data, maxAge) =>
          sessions.set(
            id,
            data as Record<string, unknown>,
            typeof maxAge === 'number' ? maxAge : maxAgeMs,
          ),
        destroy: (id) => sessions.destroy(id),
      },
    },
    app,
  );
  return (ctx, next) => {
    (ctx.state as SessionState).sessionMaxAgeMs = maxAgeMs;
    return middleware(ctx, next);
  };
}

interface SessionState {
  sessionMaxAgeMs?: number;
}

/**
 * The configured lifetime of a signed-in session. A session read from the store brings its own
 * lifetime with it (a short provider round trip, a demo session), so starting a new one sets it.
 */
export function configuredSessionMaxAge(ctx: Context): number {
  const maxAge = (ctx.state as SessionState).sessionMaxAgeMs;
  if (maxAge === undefined) throw new Error('The session middleware has not run');
  return maxAge;
}
