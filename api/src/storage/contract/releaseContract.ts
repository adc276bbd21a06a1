import {
  defaultReleaseSettings,
  type AccessLevel,
  type ReleaseTiming,
} from '@legacy-planner/contracts';
import type { StoragePort } from '../port';
import {
  contactInput,
  documentInput,
  releaseOf,
  twoUsers,
  wishInput,
  type StoreFixture,
} from './contractFixtures';

/** Each record's release settings. */
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

      await expect(releaseOf(store.documents, ann, financial.id)).resolves.toEqual(
        defaultReleaseSettings.document('financial'),
      );
      await expect(releaseOf(store.documents, ann, deed.id)).resolves.toEqual(
        defaultReleaseSettings.document('property'),
      );
      await expect(releaseOf(store.wishes, ann, wish.id)).resolves.toEqual(
        defaultReleaseSettings.wish(),
      );
      await expect(releaseOf(store.contacts, ann, emergency.id)).resolves.toEqual(
        defaultReleaseSettings.contact('emergency_contact'),
      );
      await expect(releaseOf(store.contacts, ann, executor.id)).resolves.toEqual(
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
      await expect(releaseOf(store.documents, ann, will.id)).resolves.toEqual(expected);
      await expect(store.documents.setRelease(ann, will.id, {})).resolves.toBe(true);
      await expect(store.documents.releases(ann)).resolves.toEqual(new Map([[will.id, expected]]));
      await expect(store.documents.releases(bob)).resolves.toEqual(new Map());

      await expect(store.documents.setRelease(bob, will.id, { isVisible: true })).resolves.toBe(
        false,
      );
      await expect(store.documents.setRelease(ann, 'no-such-id', {})).resolves.toBe(false);
      await expect(releaseOf(store.documents, bob, will.id)).resolves.toBeNull();
      await expect(releaseOf(store.documents, ann, 'no-such-id')).resolves.toBeNull();

      // The defaults apply when a record is made: changing its category later keeps the owner's
      // settings.
      await store.documents.update(ann, will.id, { category: 'financial', title: 'Accounts' });
      await expect(releaseOf(store.documents, ann, will.id)).resolves.toEqual(expected);
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
      await expect(releaseOf(store.wishes, ann, wish.id)).resolves.toMatchObject({
        requiredAccessLevel: 'basic',
        releaseTiming: 'immediate',
      });
    });
  });
}
