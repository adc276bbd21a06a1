import type { MailOutbox, StoragePort } from '../storage/port';
import { openSqliteStore } from '../storage/sqlite/sqliteStore';
import { smtpCapture } from '../testing/smtpCapture';
import { mailDelivery } from './mailDelivery';

/** A promise the test resolves when it chooses. */
function signal() {
  let resolve!: () => void;
  const promise = new Promise<void>((done) => (resolve = done));
  return { promise, resolve };
}

const mail = (to: string) => ({ to, subject: `To ${to}`, text: 'Hello' });

describe('mail delivery', () => {
  let store: StoragePort;
  let smtp: Awaited<ReturnType<typeof smtpCapture>>;
  beforeEach(async () => {
    store = openSqliteStore(':memory:');
    smtp = await smtpCapture();
  });
  afterEach(async () => {
    store.close();
    await smtp.close();
  });

  it('sends each mail once, however many flushes are asked for at the same time', async () => {
    const delivery = mailDelivery(store, { smtpUrl: smtp.url, from: 'planner@example.com' });
    await store.mailOutbox.enqueue(mail('ann@example.com'));
    const sent = await Promise.all([delivery.flush(), delivery.flush(), delivery.flush()]);
    expect(sent.reduce((sum, count) => sum + count, 0)).toBe(1);
    expect(smtp.received.map((received) => received.to)).toEqual(['ann@example.com']);
    delivery.close();
  });

  it('sends each mail once when two API processes flush the one outbox at the same time', async () => {
    const one = mailDelivery(store, { smtpUrl: smtp.url, from: 'planner@example.com' });
    const two = mailDelivery(store, { smtpUrl: smtp.url, from: 'planner@example.com' });
    await store.mailOutbox.enqueue(mail('ann@example.com'));
    await store.mailOutbox.enqueue(mail('bob@example.com'));
    const sent = await Promise.all([one.flush(), two.flush()]);
    expect(sent.reduce((sum, count) => sum + count, 0)).toBe(2);
    expect(smtp.received.map((received) => received.to).sort()).toEqual([
      'ann@example.com',
      'bob@example.com',
    ]);
    one.close();
    two.close();
  });

  it('idle waits for the send a kick asked for', async () => {
    const delivery = mailDelivery(store, { smtpUrl: smtp.url, from: 'planner@example.com' });
    await store.mailOutbox.enqueue(mail('ann@example.com'));
    delivery.kick();
    await delivery.idle();
    expect(smtp.received.map((received) => received.to)).toEqual(['ann@example.com']);
    delivery.close();
  });

  it('a flush asked for while one is sending reads the outbox again: a mail written meanwhile goes too', async () => {
    // The first read of the outbox is held open, so the second mail is written after it.
    const firstReadDone = signal();
    const release = signal();
    let reads = 0;
    const outbox: MailOutbox = {
      ...store.mailOutbox,
      async claimDue(now, until, limit) {
        const rows = await store.mailOutbox.claimDue(now, until, limit);
        reads += 1;
        if (reads === 1) {
          firstReadDone.resolve();
          await release.promise;
        }
        return rows;
      },
    };
    const delivery = mailDelivery({ mailOutbox: outbox }, { smtpUrl: smtp.url, from: 'p@x.org' });
    await outbox.enqueue(mail('ann@example.com'));
    const first = delivery.flush();
    await firstReadDone.promise;
    await outbox.enqueue(mail('bob@example.com'));
    const second = delivery.flush();
    release.resolve();

    expect(await first).toBe(1);
    expect(await second).toBe(1);
    expect(smtp.received.map((received) => received.to)).toEqual([
      'ann@example.com',
      'bob@example.com',
    ]);
    delivery.close();
  });

  it('a mail the server does not take stays in the outbox, to be tried again later', async () => {
    await smtp.close();
    const delivery = mailDelivery(store, { smtpUrl: smtp.url, from: 'planner@example.com' });
    await store.mailOutbox.enqueue(mail('ann@example.com'));
    await expect(delivery.flush()).resolves.toBe(0);
    expect(await store.mailOutbox.due(new Date().toISOString(), 10)).toEqual([]);
    const later = new Date(Date.now() + 2 * 60_000).toISOString();
    expect(await store.mailOutbox.due(later, 10)).toEqual([
      expect.objectContaining({ to: 'ann@example.com', attempts: 1 }),
    ]);
    delivery.close();
    smtp = await smtpCapture();
  });
});
