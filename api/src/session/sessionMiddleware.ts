import type Koa from 'koa';
import session from 'koa-session';
import type { SessionRepository } from '../storage/port';

export const SESSION_COOKIE = 'lp.sid';

/**
 * Sessions live in the store (the cookie carries only a signed random id), so any API instance
 * can serve any request and signing out really ends the session.
 */
export function sessionMiddleware(app: Koa, sessions: SessionRepository, maxAgeMs: number) {
  return session(
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
}
