import { randomUUID } from 'node:crypto';
import {
  CollectionFullError,
  QuotaExceededError,
  type NewStoredFile,
  type StoragePort,
} from '../port';
import {
  ALL,
  documentInput,
  ids,
  readAllPages,
  twoUsers,
  type StoreFixture,
} from './contractFixtures';

const QUOTA = 1000;

const newFile = (name: string, size = 100, documentId: string | null = null): NewStoredFile => ({
  blobId: randomUUID(),
  name,
  type: 'application/pdf',
  size,
  category: 'will',
  tags: ['signed', 'original'],
  notes: 'In the safe',
  documentId,
});

/** The file vault's records: owner scoping, order, quota, cap, documents and activities. */
export function describeFileRecordContract(fixture: StoreFixture) {
  describe('file records', () => {
    let store: StoragePort;
    beforeEach(() => {
      store = fixture.store;
    });

    it('creates a pending file, lists newest first, reads, updates and removes it for its owner', async () => {
      const { ann, bob } = await twoUsers(store);
      const input = newFile('will.pdf');
      const first = await store.files.create(ann, input, QUOTA);
      expect(first).toEqual({
        ...input,
        id: expect.any(String),
        userId: ann,
        status: 'pending',
        uploadDate: expect.any(String),
        updatedAt: expect.any(String),
      });
      const second = await store.files.create(ann, newFile('deed.pdf'), QUOTA);
      expect(ids(await store.files.list(ann, ALL))).toEqual([second.id, first.id]);
      await expect(store.files.get(ann, first.id)).resolves.toEqual(first);

      const verified = await store.files.update(ann, first.id, { status: 'verified', tags: [] });
      expect(verified).toMatchObject({ status: 'verified', tags: [], notes: 'In the safe' });
      await expect(store.files.get(ann, first.id)).resolves.toEqual(verified);

      // Another user reaches nothing of Ann's.
      await expect(store.files.get(bob, first.id)).resolves.toBeNull();
      await expect(store.files.update(bob, first.id, { notes: 'x' })).resolves.toBeNull();
      await expect(store.files.remove(bob, first.id)).resolves.toBeNull();
      expect((await store.files.list(bob, ALL)).items).toEqual([]);

      await expect(store.files.remove(ann, first.id)).resolves.toEqual(verified);
      await expect(store.files.get(ann, first.id)).resolves.toBeNull();
      await expect(store.files.remove(ann, first.id)).resolves.toBeNull();
    });

    it('knows which blobs its records name', async () => {
      const { ann } = await twoUsers(store);
      const file = await store.files.create(ann, newFile('will.pdf'), QUOTA);
      await expect(store.files.hasBlob(file.blobId)).resolves.toBe(true);
      await expect(store.files.hasBlob(randomUUID())).resolves.toBe(false);
      await store.files.remove(ann, file.id);
      await expect(store.files.hasBlob(file.blobId)).resolves.toBe(false);
    });

    it("refuses a file over the owner's quota and counts only the owner's files", async () => {
      const { ann, bob } = await twoUsers(store);
      await store.files.create(ann, newFile('a.pdf', 600), QUOTA);
      await store.files.create(bob, newFile('b.pdf', 900), QUOTA);
      const refused = store.files.create(ann, newFile('c.pdf', 401), QUOTA);
      await expect(refused).rejects.toBeInstanceOf(QuotaExceededError);
      await expect(refused).rejects.toMatchObject({ usedBytes: 600, quotaBytes: QUOTA });
      await expect(store.files.usedBytes(ann)).resolves.toBe(600);
      // Exactly up to the quota is fine.
      await store.files.create(ann, newFile('d.pdf', 400), QUOTA);
      await expect(store.files.usedBytes(ann)).resolves.toBe(1000);
      expect((await store.files.list(ann, ALL)).items).toHaveLength(2);
    });

    it('lets no two uploads at once take the same room', async () => {
      const { ann } = await twoUsers(store);
      const results = await Promise.allSettled(
        [1, 2, 3].map((n) => store.files.create(ann, newFile(`${n}.pdf`, 400), QUOTA)),
      );
      expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(2);
      await expect(store.files.usedBytes(ann)).resolves.toBe(800);
    });

    it('keeps at most the cap of files per owner, and frees a place on removal', async () => {
      const small = await fixture.open({ collectionCap: 2 });
      try {
        const { ann } = await twoUsers(small);
        const first = await small.files.create(ann, newFile('1.pdf'), QUOTA);
        await small.files.create(ann, newFile('2.pdf'), QUOTA);
        await expect(small.files.create(ann, newFile('3.pdf'), QUOTA)).rejects.toBeInstanceOf(
          CollectionFullError,
        );
        await small.files.remove(ann, first.id);
        await expect(small.files.create(ann, newFile('3.pdf'), QUOTA)).resolves.toBeTruthy();
      } finally {
        await small.close();
      }
    });

    it("lists a document's files, and detaches them when asked", async () => {
      const { ann, bob } = await twoUsers(store);
      const will = await store.documents.create(ann, documentInput('Last will'));
      const attached = await store.files.create(ann, newFile('will.pdf', 100, will.id), QUOTA);
      await store.files.create(ann, newFile('loose.pdf'), QUOTA);
      expect(ids(await store.files.list(ann, ALL, { documentId: will.id }))).toEqual([attached.id]);
      expect((await store.files.list(bob, ALL, { documentId: will.id })).items).toEqual([]);

      await expect(store.files.detachFromDocument(bob, will.id)).resolves.toBe(0);
      await expect(store.files.detachFromDocument(ann, will.id)).resolves.toBe(1);
      expect((await store.files.list(ann, ALL, { documentId: will.id })).items).toEqual([]);
      await expect(store.files.get(ann, attached.id)).resolves.toMatchObject({ documentId: null });
    });

    it('attaches the named files that are in no document, and only the owner’s', async () => {
      const { ann, bob } = await twoUsers(store);
      const will = await store.documents.create(ann, documentInput('Last will'));
      const deed = await store.documents.create(ann, documentInput('Deed'));
      const loose = await store.files.create(ann, newFile('loose.pdf'), QUOTA);
      const inDeed = await store.files.create(ann, newFile('deed.pdf', 100, deed.id), QUOTA);
      const unnamed = await store.files.create(ann, newFile('other.pdf'), QUOTA);
      const bobs = await store.files.create(bob, newFile('bob.pdf'), QUOTA);
      const named = [loose.id, inDeed.id, bobs.id, randomUUID()];

      await expect(store.files.attachUnfiled(bob, named, will.id)).resolves.toBe(1);
      await expect(store.files.attachUnfiled(ann, named, will.id)).resolves.toBe(1);
      await expect(store.files.attachUnfiled(ann, named, will.id)).resolves.toBe(0);
      await expect(store.files.attachUnfiled(ann, [], will.id)).resolves.toBe(0);
      expect(ids(await store.files.list(ann, ALL, { documentId: will.id }))).toEqual([loose.id]);
      await expect(store.files.get(ann, inDeed.id)).resolves.toMatchObject({ documentId: deed.id });
      await expect(store.files.get(ann, unnamed.id)).resolves.toMatchObject({ documentId: null });
    });

    it('reads a long list page by page', async () => {
      const { ann } = await twoUsers(store);
      for (let n = 0; n < 5; n += 1) await store.files.create(ann, newFile(`${n}.pdf`, 1), QUOTA);
      const names = (
        await readAllPages((cursor) => store.files.list(ann, { limit: 2, cursor }), 2)
      ).map((file) => file.name);
      expect(names).toEqual(['4.pdf', '3.pdf', '2.pdf', '1.pdf', '0.pdf']);
    });

    it('writes an activity for each upload, change and removal', async () => {
      const { ann } = await twoUsers(store);
      const file = await store.files.create(ann, newFile('will.pdf'), QUOTA);
      await store.files.update(ann, file.id, { status: 'verified' });
      await store.files.remove(ann, file.id);
      const log = (await store.activities.list(ann, ALL)).items;
      expect(
        log.map(({ category, status, description }) => [category, status, description]),
      ).toEqual([
        ['documents', 'deleted', 'Deleted file: will.pdf'],
        ['documents', 'updated', 'Updated file: will.pdf'],
        ['documents', 'created', 'Uploaded file: will.pdf'],
      ]);
    });

    it('creates a file in a unit of work, or not at all', async () => {
      const { ann } = await twoUsers(store);
      await expect(
        store.unitOfWork(async (tx) => {
          await tx.files.create(ann, newFile('will.pdf'), QUOTA);
          throw new Error('changed my mind');
        }),
      ).rejects.toThrow('changed my mind');
      expect((await store.files.list(ann, ALL)).items).toEqual([]);
      await expect(store.files.usedBytes(ann)).resolves.toBe(0);
    });
  });
}
