import type { AccessLogEntry } from '@legacy-planner/contracts';
import type { AccessEvent } from '../../storage/port';

/** An access event as the owner's log shows it: the owner unnamed, others as they named themselves. */
export const toLogEntry = (event: AccessEvent): AccessLogEntry => ({
  id: event.id,
  action: event.action,
  actor:
    event.actor.kind === 'owner'
      ? { kind: 'owner', name: null, email: null }
      : {
          kind: event.actor.kind,
          name: event.actor.name,
          email: 'email' in event.actor ? event.actor.email : null,
        },
  subject: event.subject,
  detail: event.detail,
  at: event.at,
  count: event.count,
});
