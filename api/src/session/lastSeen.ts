import type { Context } from 'koa';
import type { SessionRepository } from '../storage/port';
import { SESSION_COOKIE } from './sessionMiddleware';

// When each session was last used, for the account page. Written at most once a minute per
// session (per API instance): a signed-in request must not cost a write every time.

export const LAST_SEEN_EVERY_MS = 60_000;
const REMEMBERED = 10_000;
const writtenAt = new Map<string, number>();

/** The id of the session the request's cookie names (the secret; never sent to the browser). */
export const currentSessionId = (ctx: Context): string | undefined =>
  ctx.cookies.get(SESSION_COOKIE, { signed: true }) || undefined;

export async function recordLastSeen(ctx: Context, sessions: SessionRepository): Promise<void> {
  const id = currentSessionId(ctx);
  if (!id) return;
  const now = Date.now();
  const last = writtenAt.get(id);
  if (last !== undefined && now - last < LAST_SEEN_EVERY_MS) return;
  // Oldest first: Map keeps insertion order, and a rewritten id moves to the end.
  writtenAt.delete(id);
  if (writtenAt.size >= REMEMBERED) writtenAt.delete(writtenAt.keys().next().value!);
  writtenAt.set(id, now);
  await sessions.touch(id, new Date(now).toISOString());
}
