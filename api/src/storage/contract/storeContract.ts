import type { StoragePort } from '../port';

/**
 * The storage contract: every adapter must pass these tests. Called from one test file per
 * adapter, each handing over a fresh, empty store.
 */
export function describeStoreContract(adapter: string, openFreshStore: () => Promise<StoragePort>) {
  describe(`storage contract: ${adapter}`, () => {
    let store: StoragePort;

    beforeEach(async () => {
      store = await openFreshStore();
    });
    afterEach(async () => {
      await store.close();
    });

    it('answers a ping', async () => {
      await expect(store.ping()).resolves.toBeUndefined();
    });

    it('stores a session and reads back the same data', async () => {
      const data = { userId: 'u1', nested: { step: 3, flags: [true, false] } };
      await store.sessions.set('s1', data, 60_000);
      await expect(store.sessions.get('s1')).resolves.toEqual(data);
    });

    it('answers null for a session that does not exist', async () => {
      await expect(store.sessions.get('missing')).resolves.toBeNull();
    });

    it('replaces a session and extends its life when set again', async () => {
      await store.sessions.set('s1', { step: 1 }, 1);
      await store.sessions.set('s1', { step: 2 }, 60_000);
      await new Promise((resolve) => setTimeout(resolve, 5));
      await expect(store.sessions.get('s1')).resolves.toEqual({ step: 2 });
    });

    it('does not answer an expired session, and deletes it on cleanup', async () => {
      await store.sessions.set('old', { userId: 'u1' }, 1);
      await store.sessions.set('fresh', { userId: 'u2' }, 60_000);
      await new Promise((resolve) => setTimeout(resolve, 5));
      await expect(store.sessions.get('old')).resolves.toBeNull();
      await expect(store.sessions.deleteExpired()).resolves.toBe(1);
      await expect(store.sessions.get('fresh')).resolves.toEqual({ userId: 'u2' });
    });

    it('destroys a session', async () => {
      await store.sessions.set('s1', { userId: 'u1' }, 60_000);
      await store.sessions.destroy('s1');
      await expect(store.sessions.get('s1')).resolves.toBeNull();
    });

    it('keeps sessions apart', async () => {
      await store.sessions.set('a', { userId: 'ua' }, 60_000);
      await store.sessions.set('b', { userId: 'ub' }, 60_000);
      await store.sessions.destroy('a');
      await expect(store.sessions.get('b')).resolves.toEqual({ userId: 'ub' });
    });
  });
}
