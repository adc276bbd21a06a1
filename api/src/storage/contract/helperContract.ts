import type { NewHelper, StoragePort } from '../port';
import { twoUsers, type StoreFixture } from './contractFixtures';

const AT = '2026-03-01T10:00:00.000Z';
const LATER = '2026-03-04T10:00:00.000Z';

const invitation = (ownerId: string, email: string, createdAt = AT): NewHelper => ({
  ownerId,
  helperUserId: null,
  name: 'Maria Diaz',
  email,
  relationship: '',
  role: 'editor',
  state: 'invited',
  method: 'invite',
  sealedAnswers: null,
  createdAt,
});

const request = (ownerId: string, helperUserId: string, email: string): NewHelper => ({
  ownerId,
  helperUserId,
  name: 'Bob',
  email,
  relationship: 'Son',
  role: 'viewer-helper',
  state: 'requested',
  method: 'questions',
  sealedAnswers: 'sealed-answers',
  createdAt: AT,
});

/** People who help with a plan: one record per person per plan, activated once. */
export function describeHelperContract(fixture: StoreFixture) {
  describe('helpers', () => {
    let store: StoragePort;
    beforeEach(() => {
      store = fixture.store;
    });

    it('keeps a record as made, with its email in lower case, found by its id', async () => {
      const { ann } = await twoUsers(store);
      const made = await store.helpers.create(invitation(ann, 'Maria@Example.com'));
      expect(made).toEqual({
        ...invitation(ann, 'maria@example.com'),
        id: expect.any(String),
        activeSince: null,
      });
      await expect(store.helpers.get(made!.id)).resolves.toEqual(made);
      await expect(store.helpers.get('no-such-id')).resolves.toBeNull();
    });

    it('answers null for a second record of the same email on a plan, not on another plan', async () => {
      const { ann, bob } = await twoUsers(store);
      const first = await store.helpers.create(invitation(ann, 'maria@example.com'));
      await expect(
        store.helpers.create({ ...invitation(ann, 'MARIA@example.com'), name: 'Other' }),
      ).resolves.toBeNull();
      await expect(store.helpers.create(invitation(bob, 'maria@example.com'))).resolves.toEqual(
        expect.objectContaining({ ownerId: bob }),
      );
      await expect(store.helpers.listForOwner(ann)).resolves.toEqual([first]);
    });

    it('of two records for one email made at once, stores one', async () => {
      const { ann } = await twoUsers(store);
      const made = await Promise.all(
        [1, 2, 3].map(() => store.helpers.create(invitation(ann, 'maria@example.com'))),
      );
      expect(made.filter(Boolean)).toHaveLength(1);
      expect(await store.helpers.listForOwner(ann)).toHaveLength(1);
    });

    it("lists an owner's helpers, oldest first", async () => {
      const { ann, bob } = await twoUsers(store);
      const later = await store.helpers.create(invitation(ann, 'later@example.com', LATER));
      const earlier = await store.helpers.create(invitation(ann, 'earlier@example.com'));
      await store.helpers.create(invitation(bob, 'other@example.com'));
      await expect(store.helpers.listForOwner(ann)).resolves.toEqual([earlier, later]);
      await expect(store.helpers.listForOwner('nobody')).resolves.toEqual([]);
    });

    it("finds a person's records, and invitations to their email that have no account yet", async () => {
      const { ann, bob } = await twoUsers(store);
      const [carl, dee] = await Promise.all(
        ['carl', 'dee'].map((name) =>
          store.users.create({
            name,
            email: `${name}@example.com`,
            passwordHash: null,
            role: 'user',
          }),
        ),
      );
      const asked = await store.helpers.create(request(ann, bob, 'bob@example.com'));
      const invited = await store.helpers.create(invitation(carl!.id, 'BOB@example.com', LATER));
      // Another account took an invitation to this email: it is theirs now, not Bob's.
      const taken = await store.helpers.create(invitation(dee!.id, 'bob@example.com'));
      await store.helpers.activate(taken!.id, 'invited', {
        helperUserId: carl!.id,
        role: 'editor',
        at: LATER,
      });
      await store.helpers.create(invitation(carl!.id, 'someone@example.com'));

      await expect(store.helpers.listForHelper(bob, 'Bob@example.com')).resolves.toEqual([
        asked,
        invited,
      ]);
      await expect(store.helpers.listForHelper(carl!.id, 'carl@example.com')).resolves.toEqual([
        expect.objectContaining({ id: taken!.id, state: 'active' }),
      ]);
    });

    it('activates a record only from the state named: a compare-and-set', async () => {
      const { ann, bob } = await twoUsers(store);
      const made = await store.helpers.create(invitation(ann, 'bob@example.com'));
      await expect(
        store.helpers.activate(made!.id, 'requested', {
          helperUserId: bob,
          role: 'viewer-helper',
          at: LATER,
        }),
      ).resolves.toBeNull();
      const active = await store.helpers.activate(made!.id, 'invited', {
        helperUserId: bob,
        role: 'viewer-helper',
        at: LATER,
      });
      expect(active).toEqual({
        ...made,
        helperUserId: bob,
        role: 'viewer-helper',
        state: 'active',
        activeSince: LATER,
      });
      await expect(
        store.helpers.activate(made!.id, 'invited', { helperUserId: bob, role: 'editor', at: AT }),
      ).resolves.toBeNull();
      await expect(store.helpers.get(made!.id)).resolves.toEqual(active);
      await expect(
        store.helpers.activate('no-such-id', 'invited', {
          helperUserId: bob,
          role: 'editor',
          at: AT,
        }),
      ).resolves.toBeNull();
    });

    it('of activations sent at once, exactly one succeeds', async () => {
      const { ann, bob } = await twoUsers(store);
      const made = await store.helpers.create(request(ann, bob, 'bob@example.com'));
      const results = await Promise.all(
        (['editor', 'viewer-helper', 'editor'] as const).map((role) =>
          store.helpers.activate(made!.id, 'requested', { helperUserId: bob, role, at: LATER }),
        ),
      );
      expect(results.filter(Boolean)).toHaveLength(1);
    });

    it('changes a role and removes a record; null or false when there is none', async () => {
      const { ann, bob } = await twoUsers(store);
      const made = await store.helpers.create(request(ann, bob, 'bob@example.com'));
      await expect(store.helpers.setRole(made!.id, 'editor')).resolves.toEqual({
        ...made,
        role: 'editor',
      });
      await expect(store.helpers.setRole('no-such-id', 'editor')).resolves.toBeNull();
      await expect(store.helpers.remove(made!.id)).resolves.toBe(true);
      await expect(store.helpers.remove(made!.id)).resolves.toBe(false);
      await expect(store.helpers.get(made!.id)).resolves.toBeNull();
      // Gone, the email may be invited again.
      await expect(
        store.helpers.create(invitation(ann, 'bob@example.com')),
      ).resolves.not.toBeNull();
    });

    it('rolls back with its unit of work', async () => {
      const { ann } = await twoUsers(store);
      await expect(
        store.unitOfWork(async (tx) => {
          await tx.helpers.create(invitation(ann, 'maria@example.com'));
          throw new Error('rolled back');
        }),
      ).rejects.toThrow('rolled back');
      await expect(store.helpers.listForOwner(ann)).resolves.toEqual([]);
      // A duplicate inside a unit of work is an answer, not a failure of the unit.
      await store.helpers.create(invitation(ann, 'maria@example.com'));
      await expect(
        store.unitOfWork(async (tx) => {
          const second = await tx.helpers.create(invitation(ann, 'maria@example.com'));
          const other = await tx.helpers.create(invitation(ann, 'other@example.com'));
          return [second, other?.email];
        }),
      ).resolves.toEqual([null, 'other@example.com']);
    });
  });
}
