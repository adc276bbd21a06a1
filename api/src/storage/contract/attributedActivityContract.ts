import { randomUUID } from 'node:crypto';
import type { StoragePort } from '../port';
import {
  ALL,
  contactInput,
  documentInput,
  twoUsers,
  wishInput,
  type StoreFixture,
} from './contractFixtures';

const HELPER = 'Maria Diaz';

/**
 * The activities of a helper's changes (issue 28): the owner's dashboard names the helper who
 * made each one; the owner's own read exactly as before.
 */
export function describeAttributedActivityContract(fixture: StoreFixture) {
  describe('activities naming the helper who made the change', () => {
    let store: StoragePort;
    beforeEach(() => {
      store = fixture.store;
    });

    const descriptions = async (userId: string) =>
      (await store.activities.list(userId, ALL)).items.map((activity) => activity.description);

    it('names the helper on the documents, wishes and contacts they add, change and delete', async () => {
      const { ann, bob } = await twoUsers(store);
      const contact = await store.contacts.create(ann, contactInput('Cara'), HELPER);
      await store.contacts.update(ann, contact.id, { phone: '555' }, HELPER);
      await store.contacts.remove(ann, contact.id, HELPER);
      const document = await store.documents.create(ann, documentInput('Deed'), HELPER);
      await store.documents.update(ann, document.id, { completionPercentage: 80 }, HELPER);
      await store.documents.remove(ann, document.id, HELPER);
      const wish = await store.wishes.create(ann, wishInput('Clair de lune'), HELPER);
      await store.wishes.update(ann, wish.id, { details: 'Piano' }, HELPER);
      await store.wishes.remove(ann, wish.id, HELPER);

      await expect(descriptions(ann)).resolves.toEqual([
        'Maria Diaz deleted wish: Clair de lune',
        'Maria Diaz updated wish: Clair de lune',
        'Maria Diaz added wish: Clair de lune',
        'Maria Diaz deleted document: Deed',
        'Maria Diaz updated document: Deed',
        'Maria Diaz added document: Deed',
        'Maria Diaz deleted contact: Cara Diaz',
        'Maria Diaz updated contact: Cara Diaz',
        'Maria Diaz added contact: Cara Diaz',
      ]);
      await expect(descriptions(bob)).resolves.toEqual([]);
    });

    it('names the helper on the files they upload, change and delete, and the wizard records they delete', async () => {
      const { ann } = await twoUsers(store);
      const file = await store.files.create(
        ann,
        {
          blobId: randomUUID(),
          name: 'deed.pdf',
          type: 'application/pdf',
          size: 10,
          category: 'will',
          tags: [],
          notes: '',
          documentId: null,
        },
        1000,
        HELPER,
      );
      await store.files.update(ann, file.id, { notes: 'Signed' }, HELPER);
      await store.files.remove(ann, file.id, HELPER);
      await store.wizards.put(ann, {
        kind: 'will',
        status: 'draft',
        sealedData: 'sealed',
        documentId: null,
      });
      await store.wizards.remove(ann, 'will', HELPER);

      await expect(descriptions(ann)).resolves.toEqual([
        'Maria Diaz deleted record: Last Will & Testament',
        'Maria Diaz deleted file: deed.pdf',
        'Maria Diaz updated file: deed.pdf',
        'Maria Diaz uploaded file: deed.pdf',
      ]);
    });

    it('reads the owner’s own changes as before, with no author or a null one', async () => {
      const { ann } = await twoUsers(store);
      const contact = await store.contacts.create(ann, contactInput('Cara'), null);
      await store.contacts.update(ann, contact.id, { phone: '555' });
      await store.wizards.put(ann, {
        kind: 'will',
        status: 'draft',
        sealedData: 'sealed',
        documentId: null,
      });
      await store.wizards.remove(ann, 'will', null);

      await expect(descriptions(ann)).resolves.toEqual([
        'Deleted record: Last Will & Testament',
        'Updated contact: Cara Diaz',
        'Added contact: Cara Diaz',
      ]);
    });

    it('names the helper inside a unit of work too', async () => {
      const { ann } = await twoUsers(store);
      await store.unitOfWork(async (tx) => {
        await tx.contacts.create(ann, contactInput('Cara'), HELPER);
      });
      await expect(descriptions(ann)).resolves.toEqual(['Maria Diaz added contact: Cara Diaz']);
    });
  });
}
