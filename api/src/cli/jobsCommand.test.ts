import { openSqliteStore } from '../storage/sqlite/sqliteStore';
import type { StoragePort } from '../storage/port';
import { runJobsCommand } from './jobsCommand';

describe('npm run jobs', () => {
  let store: StoragePort;
  let printed: { log: string[]; error: string[] };
  const now = new Date('2030-01-01T09:00:00.000Z');
  const out = {
    log: (line: string) => printed.log.push(line),
    error: (line: string) => printed.error.push(line),
  };
  const run = (...args: string[]) => runJobsCommand(args, store, () => now, out);
  const minutes = (n: number) => new Date(now.getTime() + n * 60_000);

  beforeEach(() => {
    store = openSqliteStore(':memory:');
    printed = { log: [], error: [] };
  });
  afterEach(() => store.close());

  it('lists the due and the failed jobs with their owner, attempts and last error', async () => {
    const ann = await store.users.create({
      name: 'Ann',
      email: 'ann@example.com',
      passwordHash: null,
      role: 'user',
    });
    const schedule = (kind: string, ownerId: string | null, dueAt: Date) =>
      store.jobs.schedule({ kind, ownerId, dueAt });
    const broken = await schedule('message.delivery', ann.id, minutes(-30));
    await schedule('checkin.prompt', ann.id, minutes(-10));
    await schedule('upkeep.report', null, minutes(-5));
    await schedule('checkin.reminder', ann.id, minutes(60));
    await store.jobs.claimDue(minutes(-30), { worker: 'w1', leaseMs: 60_000, limit: 1 });
    await store.jobs.fail(broken.id, 'w1', 'No such message');
    const running = await store.jobs.claimDue(now, { worker: 'w1', leaseMs: 60_000, limit: 1 });
    expect(running).toHaveLength(1);

    await expect(run('list')).resolves.toBe(0);
    expect(printed.log).toEqual([
      'Due: 2',
      '  checkin.prompt  ann@example.com  due 2030-01-01T08:50:00.000Z  attempts 1  running',
      '  upkeep.report  no owner  due 2030-01-01T08:55:00.000Z  attempts 0',
      'Failed: 1',
      expect.stringMatching(
        /^ {2}message\.delivery {2}ann@example\.com {2}due 2030-01-01T08:30:00\.000Z {2}attempts 1 {2}failed \S+ {2}last error: No such message$/,
      ),
    ]);
    expect(printed.error).toEqual([]);
  });

  it('says so when nothing is due or failed, and shows its usage otherwise', async () => {
    await expect(run('list')).resolves.toBe(0);
    expect(printed.log).toEqual(['Due: 0', 'Failed: 0']);
    await expect(run()).resolves.toBe(2);
    await expect(run('purge')).resolves.toBe(2);
    await expect(run('list', 'all')).resolves.toBe(2);
    expect(printed.error).toEqual(Array(3).fill('Usage: npm run jobs -- list'));
  });
});
