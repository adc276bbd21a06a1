import type { EventActor } from '../storage/port';
import type { Callers } from './declaration';

/** Who acts on the plan, for its owner's log: the owner, or the helper by name. */
export function planActor(caller: Callers['owner_or_helper']): EventActor {
  if (!caller.helper) return { kind: 'owner' };
  return {
    kind: 'helper',
    userId: caller.user.id,
    name: caller.user.name,
    email: caller.user.email,
  };
}
