import type { AccessEvent, EventActor } from './port';

// How both stores keep an event: its actor and subject as plain fields.

/** An event's actor as four plain fields. */
export interface ActorFields {
  kind: EventActor['kind'];
  /** The grant of a viewer, the user of an admin or a helper. */
  id: string | null;
  name: string | null;
  email: string | null;
}

// Stored field by field rather than as the object handed over, so that both stores answer
// exactly the same shape whatever else the caller's object carried.
export function actorFields(actor: EventActor): ActorFields {
  switch (actor.kind) {
    case 'owner':
      return { kind: 'owner', id: null, name: null, email: null };
    case 'viewer':
      return { kind: 'viewer', id: actor.grantId, name: actor.name, email: actor.email };
    case 'requester':
      return { kind: 'requester', id: null, name: actor.name, email: actor.email };
    case 'admin':
      return { kind: 'admin', id: actor.userId, name: actor.name, email: null };
    case 'helper':
      return { kind: 'helper', id: actor.userId, name: actor.name, email: actor.email };
    case 'system':
      return { kind: 'system', id: null, name: actor.name, email: null };
  }
}

export function actorFrom({ kind, id, name, email }: ActorFields): EventActor {
  switch (kind) {
    case 'owner':
      return { kind: 'owner' };
    case 'viewer':
      return { kind: 'viewer', grantId: id!, name: name!, email: email ?? '' };
    case 'requester':
      return { kind: 'requester', name: name!, email: email ?? '' };
    case 'admin':
      return { kind: 'admin', userId: id!, name: name! };
    case 'helper':
      return { kind: 'helper', userId: id!, name: name!, email: email ?? '' };
    case 'system':
      return { kind: 'system', name: name! };
  }
}

/** An event's subject from its two stored fields (both set, or both empty). */
export function subjectFrom(type: string | null, id: string | null): AccessEvent['subject'] {
  return type !== null && id !== null ? { type, id } : null;
}
