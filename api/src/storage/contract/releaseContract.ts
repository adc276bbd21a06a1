import {
  defaultReleaseSettings,
  type AccessLevel,
  type ReleaseSettings,
  type ReleaseTiming,
} from '@legacy-planner/contracts';
import type { ReleaseFilter, StoragePort } from '../port';
import {
  ALL,
  contactInput,
  documentInput,
  ids,
  readAllPages,
  twoUsers,
  wishInput,
  type StoreFixture,
} from './contractFixtures';

/** Each record's release settings, and the lists a grant reaches through them. */
export function describeReleaseContract(fixture: StoreFixture) {
  describe('release settings', () => {
    let store: StoragePort;
    beforeEach(() => {
      store = fixture.store;
    });

    it('gives each new record the settings recommended for its kind', async () => {
      const { ann } = await twoUsers(store);
      const financial = await store.documents.create(ann, documentInput('Accounts', 'financial'));
      const deed = await store.documents.create(ann, documentInput('Deed', 'property'));
      const wish = await store.wishes.create(ann, wishInput('Clair de lune'));
      const emergency = await store.contacts.create(ann, contactInput('Eve', 'emergency_contact'));
      const executor = await store.contacts.create(ann, contactInput('Ed', 'executor'));

      await expect(store.documents.getRelease(ann, financial.id)).resolves.toEqual(
        defaultReleaseSettings.document('financial'),
      );
      await expect(store.documents.getRelease(ann, deed.id)).resolves.toEqual(
        defaultReleaseSettings.document('property'),
      );
      await expect(store.wishes.getRelease(ann, wish.id)).resolves.toEqual(
        defaultReleaseSettings.wish(),
      );
      await expect(store.contacts.getRelease(ann, emergency.id)).resolves.toEqual(
        defaultReleaseSettings.contact('emergency_contact'),
      );
      await expect(store.contacts.getRelease(ann, executor.id)).resolves.toEqual(
        defaultReleaseSettings.contact('executor'),
      );
    });

    it('changes the settings given, for the owner only, and keeps them through updates', async () => {
      const { ann, bob } = await twoUsers(store);
      const will = await store.documents.create(ann, documentInput('Will'));
      await expect(
        store.documents.setRelease(ann, will.id, { releaseTiming: 'after_passing' }),
      ).resolves.toBe(true);
      await expect(
        store.documents.setRelease(ann, will.id, { isVisible: false, requiredAccessLevel: 'full' }),
      ).resolves.toBe(true);
      const expected = {
        requiredAccessLevel: 'full',
        isVisible: false,
        releaseTiming: 'after_passing',
      };
      await expect(store.documents.getRelease(ann, will.id)).resolves.toEqual(expected);
      await expect(store.documents.setRelease(ann, will.id, {})).resolves.toBe(true);
      await expect(store.documents.releases(ann)).resolves.toEqual(new Map([[will.id, expected]]));
      await expect(store.documents.releases(bob)).resolves.toEqual(new Map());

      await expect(store.documents.setRelease(bob, will.id, { isVisible: true })).resolves.toBe(
        false,
      );
      await expect(store.documents.setRelease(ann, 'no-such-id', {})).resolves.toBe(false);
      await expect(store.documents.getRelease(bob, will.id)).resolves.toBeNull();
      await expect(store.documents.getRelease(ann, 'no-such-id')).resolves.toBeNull();

      // The defaults apply when a record is made: changing its category later keeps the owner's
      // settings.
      await store.documents.update(ann, will.id, { category: 'financial', title: 'Accounts' });
      await expect(store.documents.getRelease(ann, will.id)).resolves.toEqual(expected);
    });

    it('refuses a setting outside its values', async () => {
      const { ann } = await twoUsers(store);
      const wish = await store.wishes.create(ann, wishInput('Roses'));
      // Whatever the store's error: SQLite's is not always an Error of the test's realm.
      const outcome = (write: Promise<boolean>) =>
        write.then(
          () => 'stored',
          () => 'refused',
        );
      await expect(
        outcome(
          store.wishes.setRelease(ann, wish.id, { requiredAccessLevel: 'secret' as AccessLevel }),
        ),
      ).resolves.toBe('refused');
      await expect(
        outcome(
          store.wishes.setRelease(ann, wish.id, { releaseTiming: 'someday' as ReleaseTiming }),
        ),
      ).resolves.toBe('refused');
      await expect(store.wishes.getRelease(ann, wish.id)).resolves.toMatchObject({
        requiredAccessLevel: 'basic',
        releaseTiming: 'immediate',
      });
    });

    it('lists what a grant reaches: visible, at most its level, a timing it allows', async () => {
      const { ann, bob } = await twoUsers(store);
      const make = async (
        title: string,
        requiredAccessLevel: AccessLevel,
        releaseTiming: ReleaseTiming,
        isVisible = true,
      ) => {
        const made = await store.documents.create(ann, documentInput(title));
        await store.documents.setRelease(ann, made.id, {
          requiredAccessLevel,
          releaseTiming,
          isVisible,
        });
        return made;
      };
      const will = await make('Will', 'standard', 'immediate');
      const accounts = await make('Accounts', 'full', 'immediate', false);
      const directive = await make('Directive', 'standard', 'emergency');
      const card = await make('Donor card', 'basic', 'immediate');
      await make('Letter', 'basic', 'immediate', false);
      const farewell = await make('Farewell', 'standard', 'after_passing');

      const reached = async (userId: string, filter: ReleaseFilter) =>
        ids(await store.documents.listReleased(userId, filter, ALL));
      await expect(reached(ann, { maxLevel: 'basic', timings: ['immediate'] })).resolves.toEqual([
        card.id,
      ]);
      await expect(reached(ann, { maxLevel: 'standard', timings: ['immediate'] })).resolves.toEqual(
        [card.id, will.id],
      );
      await expect(
        reached(ann, { maxLevel: 'standard', timings: ['immediate', 'emergency'] }),
      ).resolves.toEqual([card.id, directive.id, will.id]);
      await expect(
        reached(ann, { maxLevel: 'full', timings: ['immediate', 'emergency', 'after_passing'] }),
      ).resolves.toEqual([farewell.id, card.id, directive.id, will.id]);
      await expect(reached(ann, { maxLevel: 'full', timings: [] })).resolves.toEqual([]);
      await expect(
        reached(bob, { maxLevel: 'full', timings: ['immediate', 'emergency', 'after_passing'] }),
      ).resolves.toEqual([]);

      await store.documents.setRelease(ann, accounts.id, { isVisible: true });
      const all = { maxLevel: 'full', timings: ['immediate', 'emergency'] } as const;
      const paged = await readAllPages(
        (cursor) => store.documents.listReleased(ann, all, { limit: 2, cursor }),
        2,
      );
      expect(paged.map((doc) => doc.id)).toEqual([card.id, directive.id, accounts.id, will.id]);
      expect(paged[0]).toMatchObject({ title: 'Donor card', userId: ann });
    });

    it('filters wishes and contacts the same way', async () => {
      const { ann } = await twoUsers(store);
      const emergency = await store.contacts.create(ann, contactInput('Eve', 'emergency_contact'));
      const executor = await store.contacts.create(ann, contactInput('Ed', 'executor'));
      const wish = await store.wishes.create(ann, wishInput('Roses'));
      const atOnce = (requiredAccessLevel: AccessLevel): ReleaseSettings => ({
        requiredAccessLevel,
        isVisible: true,
        releaseTiming: 'immediate',
      });
      await store.contacts.setRelease(ann, emergency.id, atOnce('basic'));
      await store.contacts.setRelease(ann, executor.id, atOnce('standard'));
      await store.wishes.setRelease(ann, wish.id, atOnce('basic'));
      const basic = { maxLevel: 'basic', timings: ['immediate'] } as const;
      expect(ids(await store.contacts.listReleased(ann, basic, ALL))).toEqual([emergency.id]);
      expect(
        ids(await store.contacts.listReleased(ann, { ...basic, maxLevel: 'standard' }, ALL)),
      ).toEqual([executor.id, emergency.id]);
      expect(ids(await store.wishes.listReleased(ann, basic, ALL))).toEqual([wish.id]);
    });
  });
}
