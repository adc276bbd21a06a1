import { PAGE_SIZE } from '@legacy-planner/contracts';
import { CollectionFullError, InvalidCursorError, type StoragePort } from '../port';
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

/** Documents, wishes, contacts, their activities and journeys: lists, pages, caps and order. */
export function describePlannerContract(fixture: StoreFixture) {
  describe('planner data', () => {
    let store: StoragePort;
    beforeEach(() => {
      store = fixture.store;
    });

    it('creates, lists newest first, reads, updates and deletes a record for its owner', async () => {
      const { ann } = await twoUsers(store);
      const will = documentInput('Last will');
      const first = await store.documents.create(ann, will);
      expect(first).toMatchObject({ ...will, userId: ann, id: expect.any(String) });
      const second = await store.documents.create(ann, documentInput('Health directive', 'health'));
      expect(ids(await store.documents.list(ann, ALL))).toEqual([second.id, first.id]);
      await expect(store.documents.count(ann)).resolves.toBe(2);
      await expect(store.documents.get(ann, first.id)).resolves.toEqual(first);

      const updated = await store.documents.update(ann, first.id, {
        status: 'completed',
        completionPercentage: 100,
      });
      expect(updated).toMatchObject({
        title: 'Last will',
        status: 'completed',
        completionPercentage: 100,
      });
      expect(Date.parse(updated!.updatedAt)).toBeGreaterThanOrEqual(Date.parse(first.updatedAt));
      // An update does not move a record in its list.
      expect(ids(await store.documents.list(ann, ALL))).toEqual([second.id, first.id]);

      await expect(store.documents.remove(ann, first.id)).resolves.toBe(true);
      await expect(store.documents.get(ann, first.id)).resolves.toBeNull();
      await expect(store.documents.remove(ann, first.id)).resolves.toBe(false);
      await expect(store.documents.count(ann)).resolves.toBe(1);
    });

    it("keeps a document's custody through changes to its other fields, and clears it", async () => {
      const { ann } = await twoUsers(store);
      const custody = {
        signedOn: '2026-03-03',
        originalLocation: 'Fire safe, study closet',
        originalHolder: 'Attorney Jane Roe',
      };
      const will = await store.documents.create(ann, { ...documentInput('Last will'), ...custody });
      expect(will).toMatchObject(custody);
      await expect(store.documents.get(ann, will.id)).resolves.toMatchObject(custody);

      const completed = await store.documents.update(ann, will.id, { status: 'completed' });
      expect(completed).toMatchObject({ status: 'completed', ...custody });

      const cleared = await store.documents.update(ann, will.id, {
        signedOn: null,
        originalLocation: '',
      });
      expect(cleared).toMatchObject({
        signedOn: null,
        originalLocation: '',
        originalHolder: 'Attorney Jane Roe',
      });
      await expect(store.documents.get(ann, will.id)).resolves.toEqual(cleared);
    });

    it("never reaches another user's records", async () => {
      const { ann, bob } = await twoUsers(store);
      const wish = await store.wishes.create(ann, wishInput('Clair de lune'));
      await expect(store.wishes.list(bob, ALL)).resolves.toEqual({ items: [], nextCursor: null });
      await expect(store.wishes.count(bob)).resolves.toBe(0);
      await expect(store.wishes.get(bob, wish.id)).resolves.toBeNull();
      await expect(
        store.wishes.update(bob, wish.id, { preference: 'Changed' }),
      ).resolves.toBeNull();
      await expect(store.wishes.remove(bob, wish.id)).resolves.toBe(false);
      await expect(store.wishes.get(ann, wish.id)).resolves.toMatchObject({
        preference: 'Clair de lune',
      });
      await expect(store.activities.list(bob, ALL)).resolves.toEqual({
        items: [],
        nextCursor: null,
      });
    });

    it('writes an activity for each change, newest first', async () => {
      const { ann } = await twoUsers(store);
      const contact = await store.contacts.create(ann, contactInput('Cara'));
      await store.contacts.update(ann, contact.id, { phone: '555' });
      await store.contacts.remove(ann, contact.id);
      const log = await store.activities.list(ann, ALL);
      expect(
        log.items.map(({ category, status, description }) => ({ category, status, description })),
      ).toEqual([
        { category: 'contacts', status: 'deleted', description: 'Deleted contact: Cara Diaz' },
        { category: 'contacts', status: 'updated', description: 'Updated contact: Cara Diaz' },
        { category: 'contacts', status: 'created', description: 'Added contact: Cara Diaz' },
      ]);
      expect(log.items[0]).toMatchObject({
        userId: ann,
        id: expect.any(String),
        createdAt: expect.any(String),
      });
      expect(log.nextCursor).toBeNull();
    });

    it("keeps each user's journey state", async () => {
      const { ann, bob } = await twoUsers(store);
      await expect(store.journeys.get(ann)).resolves.toBeNull();
      const state = {
        step: 2,
        planningFor: 'loved-one' as const,
        relationship: 'Mother',
        verificationMethod: 'key' as const,
        identityVerified: false,
        priorities: ['documents' as const],
      };
      await store.journeys.put(ann, state);
      await store.journeys.put(ann, { ...state, step: 3 });
      await expect(store.journeys.get(ann)).resolves.toEqual({ ...state, step: 3 });
      await expect(store.journeys.get(bob)).resolves.toBeNull();
    });

    describe('pages', () => {
      it('answers a list page by page, newest first, the last page without a cursor', async () => {
        const { ann } = await twoUsers(store);
        const created = [];
        for (const title of ['A', 'B', 'C', 'D', 'E']) {
          created.push((await store.documents.create(ann, documentInput(title))).id);
        }
        const newestFirst = [...created].reverse();

        const first = await store.documents.list(ann, { limit: 2 });
        expect(ids(first)).toEqual(newestFirst.slice(0, 2));
        expect(first.nextCursor).toEqual(expect.any(String));
        const second = await store.documents.list(ann, { limit: 2, cursor: first.nextCursor! });
        expect(ids(second)).toEqual(newestFirst.slice(2, 4));
        const last = await store.documents.list(ann, { limit: 2, cursor: second.nextCursor! });
        expect(last).toEqual({
          items: [expect.objectContaining({ id: created[0] })],
          nextCursor: null,
        });

        // A list that exactly fills its page has no next page (rather than an empty one).
        await expect(store.documents.list(ann, { limit: 5 })).resolves.toMatchObject({
          nextCursor: null,
        });
        const activities = await readAllPages(
          (cursor) => store.activities.list(ann, { limit: 2, cursor }),
          2,
        );
        expect(activities.map((activity) => activity.description)).toEqual(
          ['E', 'D', 'C', 'B', 'A'].map((title) => `Added document: ${title}`),
        );
      });

      it('neither repeats nor skips records when others are written between pages', async () => {
        const { ann } = await twoUsers(store);
        const created = [];
        for (const title of ['A', 'B', 'C', 'D', 'E', 'F']) {
          created.push((await store.documents.create(ann, documentInput(title))).id);
        }
        const [a, b, c, , e] = created;
        const first = await store.documents.list(ann, { limit: 3 });
        expect(ids(first)).toEqual([created[5], created[4], created[3]]);

        // Between the pages: a new record, a change to a record of the next page, and the
        // removal of a record already read.
        const added = await store.documents.create(ann, documentInput('G'));
        await store.documents.update(ann, c!, { title: 'C changed' });
        await store.documents.remove(ann, e!);

        const second = await store.documents.list(ann, { limit: 3, cursor: first.nextCursor! });
        expect(ids(second)).toEqual([c, b, a]);
        expect(second.nextCursor).toBeNull();
        expect(ids(await store.documents.list(ann, { limit: 1 }))).toEqual([added.id]);
      });

      it('refuses a cursor it did not issue', async () => {
        const { ann } = await twoUsers(store);
        await store.documents.create(ann, documentInput('A'));
        const forged = [
          'not a cursor!',
          '',
          Buffer.from('abc').toString('base64url'),
          Buffer.from('-3').toString('base64url'),
          Buffer.from('1.5').toString('base64url'),
          `${Buffer.from('7').toString('base64url')}=`,
        ];
        for (const cursor of forged) {
          await expect(store.documents.list(ann, { limit: 10, cursor })).rejects.toBeInstanceOf(
            InvalidCursorError,
          );
        }
        const cursor = 'bm9wZQ';
        await expect(store.activities.list(ann, { limit: 10, cursor })).rejects.toBeInstanceOf(
          InvalidCursorError,
        );
        await expect(store.events.list(ann, { limit: 10, cursor })).rejects.toBeInstanceOf(
          InvalidCursorError,
        );
        await expect(store.grants.listForOwner(ann, { limit: 10, cursor })).rejects.toBeInstanceOf(
          InvalidCursorError,
        );
      });

      it('refuses a page size outside 1 to PAGE_SIZE.max', async () => {
        const { ann } = await twoUsers(store);
        for (const limit of [0, -1, 1.5, PAGE_SIZE.max + 1]) {
          await expect(store.wishes.list(ann, { limit })).rejects.toBeInstanceOf(RangeError);
        }
        await expect(store.wishes.list(ann, { limit: PAGE_SIZE.max })).resolves.toEqual({
          items: [],
          nextCursor: null,
        });
      });
    });

    describe('order', () => {
      it("keeps each user's activities in the order of their own writes", async () => {
        const { ann, bob } = await twoUsers(store);
        for (const n of [1, 2, 3, 4]) {
          await store.documents.create(ann, documentInput(`Ann ${n}`));
          await store.wishes.create(bob, wishInput(`Bob ${n}`));
        }
        const descriptions = async (userId: string) =>
          (await store.activities.list(userId, ALL)).items.map((activity) => activity.description);
        await expect(descriptions(ann)).resolves.toEqual(
          [4, 3, 2, 1].map((n) => `Added document: Ann ${n}`),
        );
        await expect(descriptions(bob)).resolves.toEqual(
          [4, 3, 2, 1].map((n) => `Added wish: Bob ${n}`),
        );
      });

      it('numbers writes made at the same time without ties or losses', async () => {
        const { ann, bob } = await twoUsers(store);
        const titles = Array.from({ length: 8 }, (_, n) => `Doc ${n}`);
        const created = await Promise.all(
          titles.flatMap((title) => [
            store.documents.create(ann, documentInput(title)),
            store.documents.create(bob, documentInput(title)),
          ]),
        );
        const annIds = created.filter((doc) => doc.userId === ann).map((doc) => doc.id);
        const listed = await readAllPages(
          (cursor) => store.documents.list(ann, { limit: 3, cursor }),
          3,
        );
        expect(listed.map((doc) => doc.id).sort()).toEqual([...annIds].sort());
        const activities = await readAllPages(
          (cursor) => store.activities.list(ann, { limit: 3, cursor }),
          3,
        );
        expect(new Set(activities.map((activity) => activity.id)).size).toBe(titles.length);
      });
    });

    describe('caps', () => {
      const CAP = 3;
      beforeEach(async () => {
        await fixture.store.close();
        store = fixture.store = await fixture.open({ collectionCap: CAP });
      });

      it('refuses a record past the cap and stores nothing for it, not even an activity', async () => {
        const { ann } = await twoUsers(store);
        for (const title of ['A', 'B', 'C'])
          await store.documents.create(ann, documentInput(title));
        const refused = store.documents.create(ann, documentInput('D'));
        await expect(refused).rejects.toBeInstanceOf(CollectionFullError);
        await expect(refused).rejects.toMatchObject({ collection: 'documents', cap: CAP });
        await expect(store.documents.count(ann)).resolves.toBe(CAP);
        expect((await store.activities.list(ann, ALL)).items).toHaveLength(CAP);
      });

      it('counts per user and per kind, and a removal frees a place', async () => {
        const { ann, bob } = await twoUsers(store);
        const docs = [];
        for (const title of ['A', 'B', 'C']) {
          docs.push(await store.documents.create(ann, documentInput(title)));
        }
        await expect(store.wishes.create(ann, wishInput('Music'))).resolves.toBeDefined();
        await expect(store.documents.create(bob, documentInput('Bob'))).resolves.toBeDefined();
        await store.documents.remove(ann, docs[1]!.id);
        await expect(store.documents.create(ann, documentInput('D'))).resolves.toBeDefined();
        await expect(store.documents.create(ann, documentInput('E'))).rejects.toBeInstanceOf(
          CollectionFullError,
        );
      });

      it('lets exactly the cap through when creates race', async () => {
        const { ann } = await twoUsers(store);
        const results = await Promise.allSettled(
          ['A', 'B', 'C', 'D', 'E', 'F'].map((title) =>
            store.contacts.create(ann, contactInput(title)),
          ),
        );
        expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(CAP);
        for (const result of results.filter((result) => result.status === 'rejected')) {
          expect(result.reason).toBeInstanceOf(CollectionFullError);
        }
        await expect(store.contacts.count(ann)).resolves.toBe(CAP);
      });
    });

    describe('activity log length', () => {
      const KEPT = 5;
      beforeEach(async () => {
        await fixture.store.close();
        store = fixture.store = await fixture.open({ activityLogLength: KEPT });
      });

      it("keeps each user's newest activities only, and drops none of another user's", async () => {
        const { ann, bob } = await twoUsers(store);
        const bobs = await store.wishes.create(bob, wishInput('Bob keeps his'));
        const wish = await store.wishes.create(ann, wishInput('Jazz'));
        for (let n = 1; n <= 8; n++) {
          await store.wishes.update(ann, wish.id, { details: `take ${n}` });
        }
        const log = (await store.activities.list(ann, ALL)).items;
        expect(log.map((activity) => activity.status)).toEqual(Array(KEPT).fill('updated'));
        await expect(store.activities.list(bob, ALL)).resolves.toMatchObject({
          items: [{ description: `Added wish: ${bobs.preference}` }],
        });
      });
    });
  });
}
