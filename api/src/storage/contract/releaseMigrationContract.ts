import { randomUUID } from 'node:crypto';
import type { DocumentCategory, ReleaseSettings, WizardKind } from '@legacy-planner/contracts';
import type { StoragePort } from '../port';
import { documentInput, releaseOf, twoUsers } from './contractFixtures';

/**
 * What a store needs to run the release-model migration (SQLite 15, MongoDB 3) on data written
 * before it: a fresh store, and a way to forget that the migration ran and run it again.
 */
export interface ReleaseMigrationFixture {
  open(): Promise<StoragePort>;
  migrateAgain(store: StoragePort): Promise<void>;
}

const settings = (
  requiredAccessLevel: ReleaseSettings['requiredAccessLevel'],
  releaseTiming: ReleaseSettings['releaseTiming'],
  isVisible = true,
): ReleaseSettings => ({ requiredAccessLevel, isVisible, releaseTiming });

/** The defaults before issue 25, as the migration freezes them. */
const formerDefault = settings('standard', 'immediate');
const formerFinancial = settings('full', 'immediate', false);

/**
 * Issue 25's migration in every store: a wizard record and its card become one item with the
 * narrower of their settings; wizards and files that had none keep the defaults they had,
 * unless a file's document now gives it the same.
 */
export function describeReleaseMigrationContract(
  adapter: string,
  fixture: ReleaseMigrationFixture,
) {
  describe(`release-model migration: ${adapter}`, () => {
    let store: StoragePort;
    beforeEach(async () => {
      store = await fixture.open();
    });
    afterEach(() => store.close());

    /** A document stored with `release`, as every document kept its own settings. */
    async function documentWith(owner: string, category: DocumentCategory, release: object) {
      const document = await store.documents.create(owner, documentInput('Doc', category));
      await store.documents.setRelease(owner, document.id, release);
      return document.id;
    }
    const wizard = (owner: string, kind: WizardKind, documentId: string | null) =>
      store.wizards.put(owner, { kind, status: 'draft', sealedData: 'sealed', documentId });
    const file = async (owner: string, category: DocumentCategory, documentId: string | null) =>
      (
        await store.files.create(
          owner,
          {
            blobId: randomUUID(),
            name: 'scan.pdf',
            type: 'application/pdf',
            size: 10,
            category,
            tags: [],
            notes: '',
            documentId,
          },
          1_000_000,
        )
      ).id;

    it('keeps each owner’s settings as they were, the narrower winning, and runs again to the same', async () => {
      const { ann, bob } = await twoUsers(store);
      // Wizards: a card narrower than the record's former default; a record narrower in
      // timing than its card; a record with no card; one with settings and no card.
      const willCard = await documentWith(ann, 'will', settings('full', 'immediate'));
      await wizard(ann, 'will', willCard);
      const healthCard = await documentWith(ann, 'health', formerDefault);
      await wizard(ann, 'health-directive', healthCard);
      await store.itemReleases.set(
        ann,
        'wizard',
        'health-directive',
        settings('basic', 'emergency'),
      );
      await wizard(ann, 'power-of-attorney', null);
      await wizard(ann, 'digital-assets', null);
      await store.itemReleases.set(ann, 'wizard', 'digital-assets', settings('full', 'emergency'));
      // Files: in no document; in the will's card; in documents that give them what they had,
      // or not; one with settings of its own.
      const bank = await file(ann, 'financial', null);
      const willScan = await file(ann, 'will', willCard);
      const healthScan = await file(ann, 'health', healthCard);
      const deed = await documentWith(ann, 'property', formerDefault);
      await file(ann, 'property', deed);
      const statement = await file(ann, 'financial', deed);
      const openDoc = await documentWith(ann, 'other', settings('basic', 'immediate'));
      const openScan = await file(ann, 'other', openDoc);
      const ownScan = await file(ann, 'other', openDoc);
      await store.itemReleases.set(ann, 'file', ownScan, settings('full', 'after_passing'));
      await wizard(bob, 'will', null);
      const bobsScan = await file(bob, 'other', null);

      await fixture.migrateAgain(store);
      const expectedWizards = new Map([
        ['will', settings('full', 'immediate')],
        ['health-directive', settings('standard', 'emergency')],
        ['power-of-attorney', formerDefault],
        ['digital-assets', settings('full', 'emergency')],
      ]);
      // The deed's scan is not there: the deed gives it what it had, so it follows the deed.
      const expectedFiles = new Map([
        [bank, formerFinancial],
        [willScan, formerDefault],
        [healthScan, formerDefault],
        [statement, formerFinancial],
        [openScan, formerDefault],
        [ownScan, settings('full', 'after_passing')],
      ]);
      const sorted = (map: Map<string, ReleaseSettings>) =>
        [...map.entries()].sort(([a], [b]) => a.localeCompare(b));

      for (let run = 0; run < 2; run++) {
        expect(sorted(await store.itemReleases.list(ann, 'wizard'))).toEqual(
          sorted(expectedWizards),
        );
        expect(sorted(await store.itemReleases.list(ann, 'file'))).toEqual(sorted(expectedFiles));
        await expect(store.itemReleases.list(bob, 'wizard')).resolves.toEqual(
          new Map([['will', formerDefault]]),
        );
        await expect(store.itemReleases.list(bob, 'file')).resolves.toEqual(
          new Map([[bobsScan, formerDefault]]),
        );
        await fixture.migrateAgain(store);
      }
      // The documents themselves keep theirs.
      await expect(releaseOf(store.documents, ann, willCard)).resolves.toEqual(
        settings('full', 'immediate'),
      );
    });
  });
}
