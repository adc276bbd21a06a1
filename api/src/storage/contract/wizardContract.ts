import type { StoragePort } from '../port';
import { documentInput, twoUsers, type StoreFixture } from './contractFixtures';

/** The wizard records: one per wizard per user, replaced whole, kept with a document's id. */
export function describeWizardContract(fixture: StoreFixture) {
  describe('wizard records', () => {
    let store: StoragePort;
    beforeEach(() => {
      store = fixture.store;
    });

    it('keeps one record per wizard per user, replaced by each save', async () => {
      const { ann, bob } = await twoUsers(store);
      await expect(store.wizards.get(ann, 'will')).resolves.toBeNull();

      const first = await store.wizards.put(ann, {
        kind: 'will',
        status: 'draft',
        sealedData: 'sealed-1',
        documentId: null,
      });
      expect(first).toEqual({
        kind: 'will',
        status: 'draft',
        sealedData: 'sealed-1',
        documentId: null,
        updatedAt: expect.any(String),
      });
      await store.wizards.put(ann, {
        kind: 'will',
        status: 'completed',
        sealedData: 'sealed-2',
        documentId: 'doc-1',
      });
      await store.wizards.put(ann, {
        kind: 'final-wishes',
        status: 'draft',
        sealedData: 'sealed-3',
        documentId: null,
      });

      await expect(store.wizards.get(ann, 'will')).resolves.toMatchObject({
        status: 'completed',
        sealedData: 'sealed-2',
        documentId: 'doc-1',
      });
      await expect(store.wizards.get(ann, 'final-wishes')).resolves.toMatchObject({
        sealedData: 'sealed-3',
      });
      // Another user's wizard of the same kind is theirs alone.
      await expect(store.wizards.get(bob, 'will')).resolves.toBeNull();
    });

    it('saves a record and its document together, or neither', async () => {
      const { ann } = await twoUsers(store);
      await expect(
        store.unitOfWork(async (tx) => {
          const document = await tx.documents.create(ann, documentInput('Will'));
          await tx.wizards.put(ann, {
            kind: 'will',
            status: 'completed',
            sealedData: 'sealed',
            documentId: document.id,
          });
          throw new Error('the save fails after both writes');
        }),
      ).rejects.toThrow('the save fails after both writes');
      await expect(store.wizards.get(ann, 'will')).resolves.toBeNull();
      await expect(store.documents.count(ann)).resolves.toBe(0);
    });
  });
}
