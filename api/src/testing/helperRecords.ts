import type { HelperRole } from '@legacy-planner/contracts';
import type { HelperRecord, StoragePort, UserRecord } from '../storage/port';
import type { Agent } from './testAppWithMail';

/**
 * A helper record of `owner`'s plan for `helper`, made straight in the store (inviting and
 * accepting through the routes is tested in helpers.test.ts): invited by email and accepted at
 * `at`, or only invited when `active` is false.
 */
export async function helperRecord(
  store: Pick<StoragePort, 'helpers'>,
  owner: Pick<UserRecord, 'id'>,
  helper: Pick<UserRecord, 'id' | 'name' | 'email'>,
  {
    role = 'editor',
    active = true,
    at = new Date(),
  }: { role?: HelperRole; active?: boolean; at?: Date } = {},
): Promise<HelperRecord> {
  const invited = await store.helpers.create({
    ownerId: owner.id,
    helperUserId: null,
    name: helper.name,
    email: helper.email,
    relationship: 'Daughter',
    role,
    state: 'invited',
    method: 'invite',
    sealedAnswers: null,
    createdAt: at.toISOString(),
  });
  if (!invited) throw new Error(`${owner.id}'s plan already has a helper ${helper.email}`);
  if (!active) return invited;
  const accepted = await store.helpers.activate(invited.id, 'invited', {
    helperUserId: helper.id,
    role,
    at: at.toISOString(),
  });
  if (!accepted) throw new Error(`The invitation of ${helper.email} could not be accepted`);
  return accepted;
}

/**
 * `helper` helps with `owner`'s plan (an active record, as helperRecord makes it, editor unless
 * said) and their signed-in session works on it.
 */
export async function helpWith(
  store: Pick<StoragePort, 'helpers'>,
  owner: Pick<UserRecord, 'id'>,
  helper: { agent: Agent; user: Pick<UserRecord, 'id' | 'name' | 'email'> },
  options: { role?: HelperRole; at?: Date } = {},
): Promise<HelperRecord> {
  const record = await helperRecord(store, owner, helper.user, options);
  await helper.agent.put('/api/helping/active').send({ helperId: record.id }).expect(200);
  return record;
}
