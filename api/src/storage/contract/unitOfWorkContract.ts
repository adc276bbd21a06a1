import { CollectionFullError, type StoragePort } from '../port';
import { ALL, documentInput, releaseOf, twoUsers, type StoreFixture } from './contractFixtures';

/** Changes that commit together or not at all. */
export function describeUnitOfWorkContract(fixture: StoreFixture) {
  describe('units of work', () => {
    let store: StoragePort;
    beforeEach(() => {
      store = fixture.store;
    });

    const inADay = () => new Date(Date.now() + 86_400_000).toISOString();

    it('commits documents, events and grants together, and answers what the work answered', async () => {
      const { ann } = await twoUsers(store);
      const answer = await store.unitOfWork(async (tx) => {
        const doc = await tx.documents.create(ann, documentInput('Will'));
        await tx.documents.setRelease(ann, doc.id, { releaseTiming: 'emergency' });
        const grant = await tx.grants.create({
          ownerId: ann,
          level: 'standard',
          viewerName: 'Cara',
          viewerEmail: 'cara@example.com',
          viewerRelationship: 'Sister',
          source: 'access_key',
          emergency: true,
          expiresAt: inADay(),
        });
        await tx.events.append({
          ownerId: ann,
          actor: { kind: 'owner' },
          action: 'grant.created',
          subject: { type: 'grant', id: grant.id },
        });
        // The work sees its own writes before they commit.
        await expect(tx.documents.count(ann)).resolves.toBe(1);
        return { doc, grant };
      });

      await expect(store.documents.get(ann, answer.doc.id)).resolves.toEqual(answer.doc);
      await expect(releaseOf(store.documents, ann, answer.doc.id)).resolves.toMatchObject({
        releaseTiming: 'emergency',
      });
      await expect(store.grants.get(answer.grant.id)).resolves.toEqual(answer.grant);
      expect((await store.events.list(ann, ALL)).items).toMatchObject([
        { action: 'grant.created', subject: { type: 'grant', id: answer.grant.id } },
      ]);
      expect((await store.activities.list(ann, ALL)).items).toHaveLength(1);
    });

    it('leaves nothing behind when the work throws, and rethrows its error', async () => {
      const { ann } = await twoUsers(store);
      const kept = await store.documents.create(ann, documentInput('Kept'));
      const failure = new Error('the work failed');

      await expect(
        store.unitOfWork(async (tx) => {
          await tx.documents.create(ann, documentInput('New'));
          await tx.documents.update(ann, kept.id, { title: 'Changed' });
          await tx.documents.setRelease(ann, kept.id, { isVisible: false });
          await tx.grants.create({
            ownerId: ann,
            level: 'basic',
            viewerName: 'Cara',
            viewerEmail: 'cara@example.com',
            viewerRelationship: 'Sister',
            source: 'access_key',
            emergency: false,
            expiresAt: inADay(),
          });
          await tx.events.append({
            ownerId: ann,
            actor: { kind: 'owner' },
            action: 'key.generated',
            subject: null,
          });
          await tx.journeys.put(ann, {
            step: 1,
            planningFor: 'self',
            relationship: '',
            verificationMethod: null,
            identityVerified: false,
            priorities: [],
          });
          throw failure;
        }),
      ).rejects.toBe(failure);

      await expect(store.documents.count(ann)).resolves.toBe(1);
      await expect(store.documents.get(ann, kept.id)).resolves.toEqual(kept);
      await expect(releaseOf(store.documents, ann, kept.id)).resolves.toMatchObject({
        isVisible: true,
      });
      expect((await store.activities.list(ann, ALL)).items).toHaveLength(1);
      await expect(store.grants.listForOwner(ann, ALL)).resolves.toEqual({
        items: [],
        nextCursor: null,
      });
      await expect(store.events.list(ann, ALL)).resolves.toEqual({ items: [], nextCursor: null });
      await expect(store.journeys.get(ann)).resolves.toBeNull();
    });

    describe('with a cap', () => {
      beforeEach(async () => {
        await fixture.store.close();
        store = fixture.store = await fixture.open({ collectionCap: 2 });
      });

      it('keeps the rest of the work when it handles a full collection itself', async () => {
        const { ann } = await twoUsers(store);
        await store.unitOfWork(async (tx) => {
          await tx.documents.create(ann, documentInput('A'));
          await tx.documents.create(ann, documentInput('B'));
          await expect(tx.documents.create(ann, documentInput('C'))).rejects.toBeInstanceOf(
            CollectionFullError,
          );
          await tx.events.append({
            ownerId: ann,
            actor: { kind: 'owner' },
            action: 'key.generated',
            subject: null,
          });
        });
        await expect(store.documents.count(ann)).resolves.toBe(2);
        expect((await store.activities.list(ann, ALL)).items).toHaveLength(2);
        expect((await store.events.list(ann, ALL)).items).toHaveLength(1);
      });

      it('gives back the places it took when it rolls back', async () => {
        const { ann } = await twoUsers(store);
        await expect(
          store.unitOfWork(async (tx) => {
            await tx.documents.create(ann, documentInput('A'));
            await tx.documents.create(ann, documentInput('B'));
            await tx.documents.create(ann, documentInput('C'));
          }),
        ).rejects.toBeInstanceOf(CollectionFullError);
        await expect(store.documents.count(ann)).resolves.toBe(0);
        await store.documents.create(ann, documentInput('D'));
        await expect(store.documents.create(ann, documentInput('E'))).resolves.toBeDefined();
      });
    });
  });
}
