import type { PacketProgressRecord, StoragePort } from '../port';
import { twoUsers, type StoreFixture } from './contractFixtures';

const progress = (ownerId: string, taskId: string): PacketProgressRecord => ({
  ownerId,
  taskId,
  doneAt: '2026-03-04T10:00:00.000Z',
  doneBy: 'Eli Stone',
  doneByGrantId: 'grant-1',
  assignedGrantId: 'grant-2',
  updatedAt: '2026-03-04T10:00:00.000Z',
});

/** How the tasks of an owner's executor's packet stand: per owner, per task, written whole. */
export function describePacketProgressContract(fixture: StoreFixture) {
  describe('packet progress', () => {
    let store: StoragePort;
    beforeEach(() => {
      store = fixture.store;
    });

    it('keeps each task once per owner, written whole, and never another owner’s', async () => {
      const { ann, bob } = await twoUsers(store);
      await expect(store.packetProgress.listForOwner(ann)).resolves.toEqual([]);
      await store.packetProgress.save(progress(ann, 'will-original'));
      await store.packetProgress.save(progress(bob, 'will-original'));
      const reopened = {
        ...progress(ann, 'will-original'),
        doneAt: null,
        doneBy: null,
        doneByGrantId: null,
        assignedGrantId: null,
        updatedAt: '2026-03-05T10:00:00.000Z',
      };
      await expect(store.packetProgress.save(reopened)).resolves.toEqual(reopened);
      await store.packetProgress.save(progress(ann, 'funeral'));
      const kept = await store.packetProgress.listForOwner(ann);
      expect(kept.sort((a, b) => a.taskId.localeCompare(b.taskId))).toEqual([
        progress(ann, 'funeral'),
        reopened,
      ]);
      await expect(store.packetProgress.listForOwner(bob)).resolves.toEqual([
        progress(bob, 'will-original'),
      ]);
    });

    it('is erased with the owner’s account, inside a unit of work too', async () => {
      const { ann, bob } = await twoUsers(store);
      await store.unitOfWork((tx) => tx.packetProgress.save(progress(ann, 'funeral')));
      await store.packetProgress.save(progress(bob, 'funeral'));
      await store.unitOfWork((tx) => tx.erasure.eraseUser(ann));
      await expect(store.packetProgress.listForOwner(ann)).resolves.toEqual([]);
      await expect(store.packetProgress.listForOwner(bob)).resolves.toHaveLength(1);
    });
  });
}
