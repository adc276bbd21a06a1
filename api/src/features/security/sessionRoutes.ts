import { createHash } from 'node:crypto';
import type { AccountSession } from '@legacy-planner/contracts';
import type { Context } from 'koa';
import { HttpError } from '../../http/errors';
import {
  endOtherSessions,
  endSession,
  listSessions,
} from '@legacy-planner/contracts/endpoints/account';
import { route, type AnyRoute } from '../../routing/declaration';
import type { StoredSession, UserRecord } from '../../storage/port';
import { currentSessionId } from '../../session/lastSeen';
import type { SecurityDependencies } from './securityDependencies';

const tag = 'account security';

/** What the browser sees of a session: a hash of its id, never the id (the cookie's secret). */
const handleOf = (sessionId: string) =>
  createHash('sha256').update(sessionId).digest('base64url').slice(0, 22);

const text = (value: unknown) => (typeof value === 'string' ? value : null);

/**
 * The account's signed-in sessions, and ending them. The demo account is shared by every
 * visitor: it sees only its own session (and may not end any: it is read-only).
 */
export function sessionRoutes({ store }: SecurityDependencies): AnyRoute[] {
  async function sessionsOf(ctx: Context, user: UserRecord): Promise<StoredSession[]> {
    const all = await store.sessions.listForUser(user.id);
    return user.isDemo ? all.filter((session) => session.id === currentSessionId(ctx)) : all;
  }

  return [
    route({
      endpoint: listSessions,
      tag,
      summary: 'The signed-in sessions of the account, the current one marked',
      policy: 'owner',
      person: true,
      rateLimit: { none: "a read of the caller's own sessions" },
      async action({ ctx, caller }) {
        const current = currentSessionId(ctx);
        const items = (await sessionsOf(ctx, caller.user)).map((session): AccountSession => ({
          id: handleOf(session.id),
          device: text(session.data.device) ?? 'Unknown device',
          signedInAt: text(session.data.signedInAt),
          lastSeenAt: session.lastSeenAt,
          current: session.id === current,
        }));
        return items;
      },
    }),

    route({
      endpoint: endSession,
      tag,
      summary: 'End one session of the account (sign that device out)',
      policy: 'owner',
      person: true,
      rateLimit: { none: "ends the caller's own sessions" },
      params: { id: 'The id the session list answered' },
      async action({ ctx, caller, params }) {
        const found = (await sessionsOf(ctx, caller.user)).find(
          (session) => handleOf(session.id) === params.id,
        );
        if (!found) throw new HttpError(404, 'not_found', 'No such session.');
        if (found.id === currentSessionId(ctx)) ctx.session = null;
        else await store.sessions.destroy(found.id);
      },
    }),

    route({
      endpoint: endOtherSessions,
      tag,
      summary: 'End every session of the account but this one',
      policy: 'owner',
      person: true,
      rateLimit: { none: "ends the caller's own sessions" },
      async action({ ctx, caller }) {
        await store.sessions.destroyForUser(caller.user.id, { except: currentSessionId(ctx) });
      },
    }),
  ];
}
