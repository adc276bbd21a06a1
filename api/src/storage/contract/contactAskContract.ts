import type { NewContactAsk, StoragePort } from '../port';
import { twoUsers, type StoreFixture } from './contractFixtures';

const AT = '2026-03-01T10:00:00.000Z';
const LATER = '2026-03-04T10:00:00.000Z';

const ask = (ownerId: string, round: string, hash: string, askedAt = AT): NewContactAsk => ({
  ownerId,
  round,
  contactId: `contact-${hash}`,
  contactName: 'Cy Diaz',
  contactEmail: 'cy@example.com',
  contactRelationship: 'Sister',
  tokenHash: hash,
  askedAt,
  expiresAt: '2026-03-31T10:00:00.000Z',
});

/** The trusted contacts asked "Is … OK?": found by their link, answered once, per round. */
export function describeContactAskContract(fixture: StoreFixture) {
  describe('contact asks', () => {
    let store: StoragePort;
    beforeEach(() => {
      store = fixture.store;
    });

    it('keeps a question as asked, found by its token hash only', async () => {
      const { ann } = await twoUsers(store);
      const made = await store.contactAsks.create(ask(ann, 'missed:2026-03-01', 'hash-1'));
      expect(made).toEqual({
        ...ask(ann, 'missed:2026-03-01', 'hash-1'),
        id: expect.any(String),
        answer: null,
        answeredAt: null,
      });
      await expect(store.contactAsks.findByTokenHash('hash-1')).resolves.toEqual(made);
      await expect(store.contactAsks.findByTokenHash('hash-2')).resolves.toBeNull();
    });

    it('takes one answer: a second one, even a different one, changes nothing', async () => {
      const { ann } = await twoUsers(store);
      const made = await store.contactAsks.create(ask(ann, 'missed:2026-03-01', 'hash-1'));
      const answered = await store.contactAsks.answer(made.id, 'unwell', LATER);
      expect(answered).toEqual({ ...made, answer: 'unwell', answeredAt: LATER });
      await expect(store.contactAsks.answer(made.id, 'fine', LATER)).resolves.toBeNull();
      await expect(store.contactAsks.answer('no-such-id', 'fine', LATER)).resolves.toBeNull();
      await expect(store.contactAsks.findByTokenHash('hash-1')).resolves.toEqual(answered);
    });

    it('of answers sent at once, exactly one stands', async () => {
      const { ann } = await twoUsers(store);
      const made = await store.contactAsks.create(ask(ann, 'missed:2026-03-01', 'hash-1'));
      const results = await Promise.all(
        (['fine', 'unwell', 'passed_away'] as const).map((answer) =>
          store.contactAsks.answer(made.id, answer, LATER),
        ),
      );
      expect(results.filter(Boolean)).toHaveLength(1);
    });

    it('lists one owner’s round, first asked first', async () => {
      const { ann, bob } = await twoUsers(store);
      await store.contactAsks.create(ask(ann, 'round-a', 'hash-2', LATER));
      await store.contactAsks.create(ask(ann, 'round-a', 'hash-1', AT));
      await store.contactAsks.create(ask(ann, 'round-b', 'hash-3'));
      await store.contactAsks.create(ask(bob, 'round-a', 'hash-4'));
      const round = await store.contactAsks.listForRound(ann, 'round-a');
      expect(round.map((found) => found.tokenHash)).toEqual(['hash-1', 'hash-2']);
      await expect(store.contactAsks.listForRound(bob, 'round-b')).resolves.toEqual([]);
    });

    it('goes with its owner’s account, and rolls back with its unit of work', async () => {
      const { ann, bob } = await twoUsers(store);
      await store.contactAsks.create(ask(ann, 'round-a', 'hash-1'));
      await store.contactAsks.create(ask(bob, 'round-a', 'hash-2'));
      await expect(
        store.unitOfWork(async (tx) => {
          await tx.contactAsks.create(ask(ann, 'round-a', 'hash-3'));
          throw new Error('rolled back');
        }),
      ).rejects.toThrow('rolled back');
      await expect(store.contactAsks.findByTokenHash('hash-3')).resolves.toBeNull();
      await store.erasure.eraseUser(ann);
      await expect(store.contactAsks.findByTokenHash('hash-1')).resolves.toBeNull();
      await expect(store.contactAsks.findByTokenHash('hash-2')).resolves.not.toBeNull();
    });
  });
}
