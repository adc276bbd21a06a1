import type { StoragePort } from '../port';
import type { StoreFixture } from './contractFixtures';

const MINUTE = 60_000;
const inMinutes = (minutes: number) => new Date(Date.now() + minutes * MINUTE).toISOString();

/** The outbox's claim: how several API processes send one outbox, each mail by one of them. */
export function describeMailOutboxClaimContract(fixture: StoreFixture) {
  describe('mail outbox claims', () => {
    let store: StoragePort;
    beforeEach(() => {
      store = fixture.store;
    });

    const enqueue = (subject: string, urgent = false) =>
      store.mailOutbox.enqueue({ to: 'a@example.com', subject, text: 'T', urgent });

    it('takes due mail for one sender until the claim ends, then hands it out again', async () => {
      const mail = await enqueue('S');
      const until = inMinutes(10);
      const claimed = await store.mailOutbox.claimDue(inMinutes(0), until, 10);
      expect(claimed).toEqual([{ ...mail, nextAttemptAt: until }]);
      await expect(store.mailOutbox.claimDue(inMinutes(9), inMinutes(19), 10)).resolves.toEqual([]);
      await expect(store.mailOutbox.due(inMinutes(9), 10)).resolves.toEqual([]);
      // Its sender died before marking it: it goes once the claim ends.
      const again = await store.mailOutbox.claimDue(inMinutes(10), inMinutes(20), 10);
      expect(again.map((taken) => taken.id)).toEqual([mail.id]);
    });

    it('gives each mail to one of the senders that claim at the same time', async () => {
      const mails = [];
      for (const n of [1, 2, 3, 4, 5]) mails.push(await enqueue(`${n}`));
      const claims = await Promise.all(
        [1, 2, 3].map(() => store.mailOutbox.claimDue(inMinutes(0), inMinutes(10), 2)),
      );
      const ids = claims.flat().map((mail) => mail.id);
      expect(ids).toHaveLength(5);
      expect(new Set(ids)).toEqual(new Set(mails.map((mail) => mail.id)));
    });

    it('takes the mail someone is waiting for first', async () => {
      await enqueue('notice');
      const link = await enqueue('Reset', true);
      const [first, ...rest] = await store.mailOutbox.claimDue(inMinutes(0), inMinutes(10), 1);
      expect(rest).toEqual([]);
      expect(first!.id).toBe(link.id);
    });

    it('ends a claim with the send or the failure: sent mail is never taken again', async () => {
      const failing = await enqueue('fails');
      const sending = await enqueue('goes');
      await store.mailOutbox.claimDue(inMinutes(0), inMinutes(10), 10);
      const retryAt = inMinutes(2);
      await store.mailOutbox.markFailed(failing.id, retryAt);
      await store.mailOutbox.markSent(sending.id);
      const until = inMinutes(12);
      const later = await store.mailOutbox.claimDue(retryAt, until, 10);
      expect(later).toEqual([
        expect.objectContaining({ id: failing.id, attempts: 1, nextAttemptAt: until }),
      ]);
      const muchLater = await store.mailOutbox.claimDue(inMinutes(60), inMinutes(70), 10);
      expect(muchLater.map((mail) => mail.id)).toEqual([failing.id]);
    });
  });
}
