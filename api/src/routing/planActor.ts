import type { EventActor, UserRecord } from '../storage/port';
import type { Callers } from './declaration';

export type HelperActor = Extract<EventActor, { kind: 'helper' }>;

/** A helper as the owner's log names them. */
export const helperActorOf = (user: Pick<UserRecord, 'id' | 'name' | 'email'>): HelperActor => ({
  kind: 'helper',
  userId: user.id,
  name: user.name,
  email: user.email,
});

/** Who acts on the plan, for its owner's log: the owner, or the helper by name. */
export function planActor(caller: Callers['owner_or_helper']): EventActor {
  return caller.helper ? helperActorOf(caller.user) : { kind: 'owner' };
}
