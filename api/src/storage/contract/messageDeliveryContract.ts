import type { StoragePort } from '../port';
import { twoUsers, type StoreFixture } from './contractFixtures';

const AT = '2026-03-01T10:00:00.000Z';
const LATER = '2026-03-05T10:00:00.000Z';
const delivery = (hash: string) => ({
  recipientName: 'Cara Lee',
  recipientEmail: 'cara@example.com',
  linkTokenHash: hash,
  at: AT,
});

/** The deliveries of legacy messages: recorded once, opened, resent, tested, per owner. */
export function describeMessageDeliveryContract(fixture: StoreFixture) {
  describe('message deliveries', () => {
    let store: StoragePort;
    beforeEach(() => {
      store = fixture.store;
    });

    it('records a delivery once: a second delivery of the same message records nothing', async () => {
      const { ann, bob } = await twoUsers(store);
      await expect(store.messageDeliveries.get(ann, 'm1')).resolves.toBeNull();
      const first = await store.messageDeliveries.recordDelivery(ann, 'm1', delivery('hash-1'));
      expect(first).toEqual({
        ownerId: ann,
        messageId: 'm1',
        recipientName: 'Cara Lee',
        recipientEmail: 'cara@example.com',
        state: 'delivered',
        deliveredAt: AT,
        firstOpenedAt: null,
        linkTokenHash: 'hash-1',
        linkExpiresAt: null,
        sendCount: 1,
        testTokenHash: null,
        testExpiresAt: null,
      });
      await expect(
        store.messageDeliveries.recordDelivery(ann, 'm1', delivery('hash-2')),
      ).resolves.toBeNull();
      await expect(store.messageDeliveries.get(ann, 'm1')).resolves.toEqual(first);
      // The same message id of another owner is another message.
      await expect(
        store.messageDeliveries.recordDelivery(bob, 'm1', delivery('hash-3')),
      ).resolves.toMatchObject({ ownerId: bob, state: 'delivered' });
      expect((await store.messageDeliveries.listForOwner(ann)).map((row) => row.messageId)).toEqual(
        ['m1'],
      );
    });

    it('of two deliveries inside units of work at once, records one', async () => {
      const { ann } = await twoUsers(store);
      const attempts = await Promise.allSettled(
        ['hash-a', 'hash-b'].map((hash) =>
          store.unitOfWork((tx) => tx.messageDeliveries.recordDelivery(ann, 'm1', delivery(hash))),
        ),
      );
      const recorded = attempts.filter(
        (attempt) => attempt.status === 'fulfilled' && attempt.value !== null,
      );
      expect(recorded).toHaveLength(1);
      await expect(store.messageDeliveries.get(ann, 'm1')).resolves.toMatchObject({
        sendCount: 1,
      });
    });

    it('finds a delivery by its link or test link, and marks it opened once', async () => {
      const { ann } = await twoUsers(store);
      await store.messageDeliveries.recordDelivery(ann, 'm1', delivery('hash-1'));
      await expect(store.messageDeliveries.findByTokenHash('hash-1')).resolves.toMatchObject({
        ownerId: ann,
        messageId: 'm1',
      });
      await expect(store.messageDeliveries.findByTokenHash('hash-x')).resolves.toBeNull();

      const opened = await store.messageDeliveries.markOpened(ann, 'm1', AT, LATER);
      expect(opened).toMatchObject({ state: 'opened', firstOpenedAt: AT, linkExpiresAt: LATER });
      // A later opening keeps the first one's time and expiry.
      await expect(
        store.messageDeliveries.markOpened(ann, 'm1', LATER, '2027-01-01T00:00:00.000Z'),
      ).resolves.toMatchObject({ firstOpenedAt: AT, linkExpiresAt: LATER });
      // A message never delivered cannot be opened.
      await expect(store.messageDeliveries.markOpened(ann, 'm2', AT, LATER)).resolves.toBeNull();
    });

    it('replaces the link of a delivered message only, clearing its expiry', async () => {
      const { ann } = await twoUsers(store);
      await expect(store.messageDeliveries.replaceLink(ann, 'm1', 'hash-2')).resolves.toBeNull();
      await store.messageDeliveries.recordDelivery(ann, 'm1', delivery('hash-1'));
      await store.messageDeliveries.markOpened(ann, 'm1', AT, LATER);
      const resent = await store.messageDeliveries.replaceLink(ann, 'm1', 'hash-2');
      expect(resent).toMatchObject({
        state: 'opened',
        firstOpenedAt: AT,
        linkTokenHash: 'hash-2',
        linkExpiresAt: null,
        sendCount: 2,
      });
      await expect(store.messageDeliveries.findByTokenHash('hash-1')).resolves.toBeNull();
    });

    it('keeps the newest test link without changing the state, and still delivers after it', async () => {
      const { ann } = await twoUsers(store);
      const tested = await store.messageDeliveries.setTestLink(ann, 'm1', 'test-1', LATER);
      expect(tested).toMatchObject({
        state: 'waiting',
        testTokenHash: 'test-1',
        testExpiresAt: LATER,
        sendCount: 0,
        deliveredAt: null,
      });
      await store.messageDeliveries.setTestLink(ann, 'm1', 'test-2', LATER);
      await expect(store.messageDeliveries.findByTokenHash('test-1')).resolves.toBeNull();
      await expect(store.messageDeliveries.findByTokenHash('test-2')).resolves.toMatchObject({
        messageId: 'm1',
        state: 'waiting',
      });
      await expect(
        store.messageDeliveries.recordDelivery(ann, 'm1', delivery('hash-1')),
      ).resolves.toMatchObject({ state: 'delivered', testTokenHash: 'test-2', sendCount: 1 });
    });
  });
}
