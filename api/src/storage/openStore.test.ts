import { twoUsers, wishInput } from './contract/contractFixtures';
import { openStore } from './openStore';

// Whether opening the SQLite store loads mongoose (about 144 ms and 29 MB at start-up), seen
// from outside our code: a stand-in for the mongoose package records when it is loaded.
describe('openStore', () => {
  it('opens the SQLite store without loading mongoose, which the MongoDB adapter loads', async () => {
    const mongooseLoaded = jest.fn();
    await jest.isolateModulesAsync(async () => {
      jest.doMock('mongoose', () => {
        mongooseLoaded();
        return jest.requireActual('mongoose');
      });
      // Required inside the isolated registry, where the stand-in is.
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      const isolated = require('./openStore') as typeof import('./openStore');
      const store = await isolated.openStore({ mongodbUri: undefined, dataDir: ':memory:' });
      expect(store.kind).toBe('sqlite');
      await store.close();
      expect(mongooseLoaded).not.toHaveBeenCalled();

      // The stand-in does see mongoose being loaded.
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      require('./mongo/mongoStore');
      expect(mongooseLoaded).toHaveBeenCalledTimes(1);
    });
  });

  it('passes the store options on', async () => {
    const store = await openStore(
      { mongodbUri: undefined, dataDir: ':memory:' },
      { collectionCap: 1 },
    );
    const { ann } = await twoUsers(store);
    await store.wishes.create(ann, wishInput('Song'));
    await expect(store.wishes.create(ann, wishInput('Another'))).rejects.toMatchObject({
      name: 'CollectionFullError',
      cap: 1,
    });
    await store.close();
  });
});
