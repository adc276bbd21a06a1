import type { StoragePort } from '../port';
import { ALL, documentInput, twoUsers } from '../contract/contractFixtures';
import { openSqliteStore } from './sqliteStore';

/** A promise the test resolves when it chooses. */
function signal() {
  let resolve!: () => void;
  const promise = new Promise<void>((done) => (resolve = done));
  return { promise, resolve };
}

// SQLite only: one connection that every request shares (MongoDB gives each transaction its
// own session, so nothing of the kind can happen there).
describe('sqlite units of work', () => {
  let store: StoragePort;
  let ann: string;
  beforeEach(async () => {
    store = openSqliteStore(':memory:');
    ({ ann } = await twoUsers(store));
  });
  afterEach(() => store.close());

  const titles = async () =>
    (await store.documents.list(ann, ALL)).items.map((doc) => doc.title).sort();

  it('keeps a call made while it awaits out of it: not rolled back with it, not seen by it', async () => {
    const entered = signal();
    const resume = signal();
    let seenInside: string[] = [];
    const failure = new Error('rolled back');
    const unit = store.unitOfWork(async (tx) => {
      await tx.documents.create(ann, documentInput('Inside'));
      entered.resolve();
      await resume.promise;
      seenInside = (await tx.documents.list(ann, ALL)).items.map((doc) => doc.title);
      throw failure;
    });

    await entered.promise;
    const outside = store.documents.create(ann, documentInput('Outside'));
    resume.resolve();
    await expect(unit).rejects.toBe(failure);
    await expect(outside).resolves.toMatchObject({ title: 'Outside' });

    expect(seenInside).toEqual(['Inside']);
    await expect(titles()).resolves.toEqual(['Outside']);
  });

  it('lets a call made while it awaits run once it has committed, never halfway', async () => {
    const entered = signal();
    const resume = signal();
    const unit = store.unitOfWork(async (tx) => {
      await tx.documents.create(ann, documentInput('First'));
      entered.resolve();
      await resume.promise;
      await tx.documents.create(ann, documentInput('Second'));
    });

    await entered.promise;
    const outside = titles();
    resume.resolve();
    await unit;
    await expect(outside).resolves.toEqual(['First', 'Second']);
  });

  it('runs units of work one at a time', async () => {
    const order: string[] = [];
    const unit = (name: string) =>
      store.unitOfWork(async (tx) => {
        order.push(`${name} begins`);
        await tx.documents.create(ann, documentInput(name));
        await new Promise((resolve) => setTimeout(resolve, 5));
        order.push(`${name} ends`);
      });
    await Promise.all([unit('A'), unit('B')]);
    expect(order).toEqual(['A begins', 'A ends', 'B begins', 'B ends']);
    await expect(titles()).resolves.toEqual(['A', 'B']);
  });

  it("refuses the store's own repositories inside a unit of work rather than wait for ever", async () => {
    await expect(
      store.unitOfWork(async () => {
        await store.documents.create(ann, documentInput('Deadlock'));
      }),
    ).rejects.toThrow(/use its repositories/);
    await expect(store.unitOfWork(() => store.unitOfWork(async () => undefined))).rejects.toThrow(
      /use its repositories/,
    );
    // Nothing was left open.
    await expect(store.documents.create(ann, documentInput('After'))).resolves.toBeDefined();
  });

  it('knows its own code again in a unit of work begun after others ended', async () => {
    // Between units of work the tracking of which one the code belongs to is turned off.
    await store.unitOfWork((tx) => tx.documents.create(ann, documentInput('Earlier')));
    await expect(
      store.unitOfWork(async () => {
        await Promise.resolve();
        await store.documents.list(ann, ALL);
      }),
    ).rejects.toThrow(/use its repositories/);
    await expect(titles()).resolves.toEqual(['Earlier']);
  });

  it('knows its own code in a unit of work that waited for another', async () => {
    const entered = signal();
    const resume = signal();
    const first = store.unitOfWork(async (tx) => {
      await tx.documents.create(ann, documentInput('First'));
      entered.resolve();
      await resume.promise;
    });
    await entered.promise;
    const queued = store.unitOfWork(async () => {
      await store.documents.list(ann, ALL);
    });
    resume.resolve();
    await first;
    await expect(queued).rejects.toThrow(/use its repositories/);
    await expect(titles()).resolves.toEqual(['First']);
  });
});
