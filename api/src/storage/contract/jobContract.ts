import type { StoragePort, StoredJob } from '../port';
import { twoUsers, type StoreFixture } from './contractFixtures';

const MINUTE = 60_000;
const T0 = new Date('2030-01-01T09:00:00.000Z');
const at = (minutes: number) => new Date(T0.getTime() + minutes * MINUTE);
const lease = (worker: string, limit = 10) => ({ worker, leaseMs: 5 * MINUTE, limit });
const idsOf = (jobs: StoredJob[]) => jobs.map((job) => job.id);

/** Durable jobs: scheduling, the atomic claim with a lease, and how a job ends. */
export function describeJobContract(fixture: StoreFixture) {
  describe('jobs', () => {
    let store: StoragePort;
    beforeEach(() => {
      store = fixture.store;
    });

    const schedule = (minutes: number, extra: { kind?: string; ownerId?: string | null } = {}) =>
      store.jobs.schedule({
        kind: extra.kind ?? 'test.ping',
        ownerId: extra.ownerId ?? null,
        payload: { step: minutes },
        dueAt: at(minutes),
      });

    it('schedules a waiting job, and claims it only once it is due', async () => {
      const { ann } = await twoUsers(store);
      const job = await schedule(10, { ownerId: ann });
      expect(job).toEqual({
        id: expect.any(String),
        kind: 'test.ping',
        ownerId: ann,
        payload: { step: 10 },
        dueAt: at(10).toISOString(),
        attempts: 0,
        state: 'waiting',
        leaseHolder: null,
        leaseEndsAt: null,
        lastError: null,
        dedupeKey: null,
        createdAt: expect.any(String),
        finishedAt: null,
      });
      await expect(store.jobs.claimDue(at(9), lease('w1'))).resolves.toEqual([]);
      const [claimed] = await store.jobs.claimDue(at(10), lease('w1'));
      expect(claimed).toMatchObject({
        id: job.id,
        attempts: 1,
        leaseHolder: 'w1',
        leaseEndsAt: at(15).toISOString(),
      });
      await expect(store.jobs.get(job.id)).resolves.toEqual(claimed);
    });

    it('claims the oldest due first, up to the limit', async () => {
      const late = await schedule(3);
      const early = await schedule(1);
      const middle = await schedule(2);
      await schedule(60);
      const first = await store.jobs.claimDue(at(5), lease('w1', 2));
      expect(idsOf(first)).toEqual([early.id, middle.id]);
      expect(idsOf(await store.jobs.claimDue(at(5), lease('w1', 2)))).toEqual([late.id]);
    });

    it('gives each due job to one of two workers claiming at once', async () => {
      const scheduled = [];
      for (let i = 0; i < 40; i += 1) scheduled.push(await schedule(i % 5));
      const worker = async (name: string) => {
        const mine: StoredJob[] = [];
        for (;;) {
          const batch = await store.jobs.claimDue(at(10), lease(name, 3));
          if (batch.length === 0) return mine;
          mine.push(...batch);
        }
      };
      const [one, two] = await Promise.all([worker('w1'), worker('w2')]);
      const claimed = [...idsOf(one), ...idsOf(two)];
      expect(claimed).toHaveLength(40);
      expect(new Set(claimed)).toEqual(new Set(idsOf(scheduled)));
      for (const job of [...one, ...two]) expect(job.attempts).toBe(1);
      expect(one.every((job) => job.leaseHolder === 'w1')).toBe(true);
      expect(two.every((job) => job.leaseHolder === 'w2')).toBe(true);
    });

    it('claims a job again once the lease of a worker that died has ended', async () => {
      const job = await schedule(0);
      await store.jobs.claimDue(at(0), lease('dead'));
      await expect(store.jobs.claimDue(at(4), lease('w2'))).resolves.toEqual([]);
      const [again] = await store.jobs.claimDue(at(5), lease('w2'));
      expect(again).toMatchObject({ id: job.id, attempts: 2, leaseHolder: 'w2' });
      // The worker that lost the lease can no longer finish it, nor put it off.
      await expect(store.jobs.complete(job.id, 'dead')).resolves.toBe(false);
      await expect(store.jobs.retryAt(job.id, 'dead', at(60), 'late')).resolves.toBe(false);
      await expect(store.jobs.fail(job.id, 'dead', 'late')).resolves.toBe(false);
      await expect(store.jobs.complete(job.id, 'w2')).resolves.toBe(true);
      await expect(store.jobs.get(job.id)).resolves.toMatchObject({
        state: 'done',
        attempts: 2,
        leaseHolder: null,
        leaseEndsAt: null,
        finishedAt: expect.any(String),
      });
      await expect(store.jobs.claimDue(at(100), lease('w3'))).resolves.toEqual([]);
      await expect(store.jobs.complete(job.id, 'w2')).resolves.toBe(false);
    });

    it('retries a job at the time given, keeping the error, then fails it for good', async () => {
      const job = await schedule(0);
      await store.jobs.claimDue(at(0), lease('w1'));
      await expect(store.jobs.retryAt(job.id, 'w1', at(2), 'SMTP down')).resolves.toBe(true);
      await expect(store.jobs.get(job.id)).resolves.toMatchObject({
        state: 'waiting',
        dueAt: at(2).toISOString(),
        lastError: 'SMTP down',
        leaseHolder: null,
        attempts: 1,
      });
      // Its lease is freed: it is due again at the new time, not at the lease's end.
      await expect(store.jobs.claimDue(at(1), lease('w1'))).resolves.toEqual([]);
      const [second] = await store.jobs.claimDue(at(2), lease('w1'));
      expect(second).toMatchObject({ id: job.id, attempts: 2 });
      await expect(store.jobs.fail(job.id, 'w1', 'SMTP still down')).resolves.toBe(true);
      await expect(store.jobs.get(job.id)).resolves.toMatchObject({
        state: 'failed',
        lastError: 'SMTP still down',
        finishedAt: expect.any(String),
      });
      await expect(store.jobs.claimDue(at(100), lease('w1'))).resolves.toEqual([]);
    });

    it('answers the waiting job of a kind and key instead of scheduling it twice', async () => {
      const { ann } = await twoUsers(store);
      const next = (minutes: number, kind = 'checkin.prompt') =>
        store.jobs.schedule({ kind, ownerId: ann, dueAt: at(minutes), dedupeKey: `next:${ann}` });
      const first = await next(10);
      await expect(next(20)).resolves.toEqual(first);
      // Another kind with the same key is another job.
      const other = await next(20, 'checkin.reminder');
      expect(other.id).not.toBe(first.id);
      // Once the first is done, the key schedules a new one.
      await store.jobs.claimDue(at(10), lease('w1', 1));
      await store.jobs.complete(first.id, 'w1');
      const after = await next(30);
      expect(after.id).not.toBe(first.id);
      expect(after).toMatchObject({ state: 'waiting', dueAt: at(30).toISOString() });
      await expect(store.jobs.listForOwner(ann, 'waiting')).resolves.toEqual([other, after]);
    });

    it('schedules in a unit of work with what caused it, or not at all', async () => {
      const { ann } = await twoUsers(store);
      await expect(
        store.unitOfWork(async (tx) => {
          await tx.jobs.schedule({ kind: 'test.ping', ownerId: ann, dueAt: at(0) });
          throw new Error('the cause failed');
        }),
      ).rejects.toThrow('cause');
      await expect(store.jobs.listForOwner(ann, 'waiting')).resolves.toEqual([]);
      const job = await store.unitOfWork((tx) =>
        tx.jobs.schedule({ kind: 'test.ping', ownerId: ann, dueAt: at(0), dedupeKey: 'k' }),
      );
      await expect(
        store.unitOfWork((tx) =>
          tx.jobs.schedule({ kind: 'test.ping', ownerId: ann, dueAt: at(5), dedupeKey: 'k' }),
        ),
      ).resolves.toEqual(job);
    });

    it("cancels an owner's waiting jobs of a kind, or only the key's", async () => {
      const { ann, bob } = await twoUsers(store);
      const keyed = (owner: string, key: string) =>
        store.jobs.schedule({
          kind: 'checkin.prompt',
          ownerId: owner,
          dueAt: at(1),
          dedupeKey: key,
        });
      const a1 = await keyed(ann, 'a1');
      const a2 = await keyed(ann, 'a2');
      const b1 = await keyed(bob, 'b1');
      const reminder = await schedule(1, { kind: 'checkin.reminder', ownerId: ann });
      await expect(store.jobs.cancel(ann, 'checkin.prompt', { dedupeKey: 'a1' })).resolves.toBe(1);
      await expect(store.jobs.get(a1.id)).resolves.toMatchObject({
        state: 'cancelled',
        finishedAt: expect.any(String),
      });
      await expect(store.jobs.cancel(ann, 'checkin.prompt')).resolves.toBe(1);
      await expect(store.jobs.cancel(ann, 'checkin.prompt')).resolves.toBe(0);
      const claimed = await store.jobs.claimDue(at(1), lease('w1'));
      expect(idsOf(claimed).sort()).toEqual([b1.id, reminder.id].sort());
      await expect(store.jobs.get(a2.id)).resolves.toMatchObject({ state: 'cancelled' });
      // A cancelled key may be scheduled again.
      await expect(keyed(ann, 'a1')).resolves.toMatchObject({ state: 'waiting' });
    });

    it('lists due and failed jobs for administrators, and an owner’s failed ones', async () => {
      const { ann, bob } = await twoUsers(store);
      const annJob = await schedule(0, { ownerId: ann });
      const bobJob = await schedule(1, { ownerId: bob });
      const system = await schedule(2);
      const later = await schedule(60, { ownerId: ann });
      await expect(store.jobs.listDue(at(2), 10).then(idsOf)).resolves.toEqual([
        annJob.id,
        bobJob.id,
        system.id,
      ]);
      await expect(store.jobs.listDue(at(2), 1).then(idsOf)).resolves.toEqual([annJob.id]);
      await store.jobs.claimDue(at(2), lease('w1'));
      // A running job is still due until it is finished.
      await expect(store.jobs.listDue(at(2), 10).then(idsOf)).resolves.toHaveLength(3);
      await store.jobs.fail(annJob.id, 'w1', 'no such contact');
      await store.jobs.fail(bobJob.id, 'w1', 'no such message');
      await store.jobs.complete(system.id, 'w1');
      await expect(store.jobs.listDue(at(2), 10)).resolves.toEqual([]);
      const failed = await store.jobs.listFailed(10);
      expect(idsOf(failed).sort()).toEqual([annJob.id, bobJob.id].sort());
      await expect(store.jobs.listFailed(10, ann)).resolves.toEqual([
        expect.objectContaining({ id: annJob.id, lastError: 'no such contact' }),
      ]);
      await expect(store.jobs.listForOwner(ann, 'waiting').then(idsOf)).resolves.toEqual([
        later.id,
      ]);
    });

    it('removes finished jobs that finished before a time, and never a waiting one', async () => {
      const done = await schedule(0);
      const failed = await schedule(0);
      const waiting = await schedule(0);
      await store.jobs.claimDue(at(0), lease('w1', 2));
      await store.jobs.complete(done.id, 'w1');
      await store.jobs.fail(failed.id, 'w1', 'broken');
      const past = new Date(Date.now() - 60 * MINUTE);
      await expect(store.jobs.removeFinished(past)).resolves.toBe(0);
      const future = new Date(Date.now() + 60 * MINUTE);
      await expect(store.jobs.removeFinished(future)).resolves.toBe(2);
      await expect(store.jobs.get(done.id)).resolves.toBeNull();
      await expect(store.jobs.get(failed.id)).resolves.toBeNull();
      await expect(store.jobs.get(waiting.id)).resolves.toMatchObject({ state: 'waiting' });
    });

    it("erases an owner's jobs with the account, and nobody else's", async () => {
      const { ann, bob } = await twoUsers(store);
      const annJob = await schedule(0, { ownerId: ann });
      const bobJob = await schedule(0, { ownerId: bob });
      const system = await schedule(0);
      await store.unitOfWork((tx) => tx.erasure.eraseUser(ann));
      await expect(store.jobs.get(annJob.id)).resolves.toBeNull();
      await expect(store.jobs.get(bobJob.id)).resolves.not.toBeNull();
      await expect(store.jobs.get(system.id)).resolves.not.toBeNull();
    });
  });
}
