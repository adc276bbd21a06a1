import type { StoragePort } from '../port';
import { ALL, documentInput, twoUsers, type StoreFixture } from './contractFixtures';

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

    it('lists, unlinks and deletes records, each user their own', async () => {
      const { ann, bob } = await twoUsers(store);
      const record = (kind: 'will' | 'final-wishes', documentId: string | null) => ({
        kind,
        status: 'draft' as const,
        sealedData: `sealed-${kind}`,
        documentId,
      });
      await store.wizards.put(ann, record('will', 'doc-will'));
      await store.wizards.put(ann, record('final-wishes', 'doc-wishes'));
      await store.wizards.put(bob, record('will', 'doc-will'));
      const kinds = async (userId: string) =>
        (await store.wizards.list(userId)).map((stored) => stored.kind).sort();
      await expect(kinds(ann)).resolves.toEqual(['final-wishes', 'will']);
      await expect(store.wizards.list(bob)).resolves.toEqual([
        expect.objectContaining({ kind: 'will', documentId: 'doc-will' }),
      ]);

      // Unlinking keeps the record, its data and its date; only ann's record lets go.
      const before = await store.wizards.get(ann, 'will');
      await expect(store.wizards.unlinkDocument(ann, 'doc-will')).resolves.toBe('will');
      await expect(store.wizards.get(ann, 'will')).resolves.toEqual({
        ...before,
        documentId: null,
      });
      await expect(store.wizards.unlinkDocument(ann, 'doc-will')).resolves.toBeNull();
      await expect(store.wizards.unlinkDocument(ann, 'no-such-doc')).resolves.toBeNull();
      await expect(store.wizards.get(bob, 'will')).resolves.toMatchObject({
        documentId: 'doc-will',
      });

      // Deleting answers the record once, logs it, and leaves the others.
      await expect(store.wizards.remove(ann, 'final-wishes')).resolves.toMatchObject({
        kind: 'final-wishes',
        documentId: 'doc-wishes',
      });
      await expect(store.wizards.remove(ann, 'final-wishes')).resolves.toBeNull();
      await expect(kinds(ann)).resolves.toEqual(['will']);
      await expect(kinds(bob)).resolves.toEqual(['will']);
      const [logged] = (await store.activities.list(ann, ALL)).items;
      expect(logged).toMatchObject({
        category: 'documents',
        status: 'deleted',
        description: 'Deleted record: Final Wishes',
      });
      await expect(store.activities.list(bob, ALL)).resolves.toMatchObject({ items: [] });
    });

    it('deletes a record and its document together, or neither', async () => {
      const { ann } = await twoUsers(store);
      const document = await store.documents.create(ann, documentInput('Will'));
      await store.wizards.put(ann, {
        kind: 'will',
        status: 'completed',
        sealedData: 'sealed',
        documentId: document.id,
      });
      await expect(
        store.unitOfWork(async (tx) => {
          await tx.wizards.remove(ann, 'will');
          await tx.documents.remove(ann, document.id);
          throw new Error('the deletion fails after both writes');
        }),
      ).rejects.toThrow('the deletion fails after both writes');
      await expect(store.wizards.get(ann, 'will')).resolves.toMatchObject({
        documentId: document.id,
      });
      await expect(store.documents.count(ann)).resolves.toBe(1);
    });
  });
}
