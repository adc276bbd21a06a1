import { randomBytes } from 'node:crypto';
import { loadConfig } from '../config/config';
import { openSqliteStore } from '../storage/sqlite/sqliteStore';
import { jsonSealer } from '../storage/sealedJson';
import type { StoragePort, StoredJob, UnitOfWork } from '../storage/port';
import type { JobKinds } from './jobKinds';
import { failedJobNotice, JOB_LEASE_MS, JOB_MAX_ATTEMPTS, jobWorker } from './jobWorker';

const MINUTE = 60_000;

describe('the job worker', () => {
  let store: StoragePort;
  let now: Date;
  let ownerId: string;
  let logged: string[];
  const clock = () => now;
  const moveClock = (ms: number) => (now = new Date(now.getTime() + ms));

  beforeEach(async () => {
    store = openSqliteStore(':memory:');
    now = new Date('2030-01-01T09:00:00.000Z');
    logged = [];
    ownerId = (
      await store.users.create({
        name: 'Ann',
        email: 'ann@example.com',
        passwordHash: null,
        role: 'user',
      })
    ).id;
  });
  afterEach(() => store.close());

  /** What a job does: an access-log entry and a mail, both through its unit of work. */
  const recordRun = async (job: StoredJob, tx: UnitOfWork) => {
    await tx.events.append({
      ownerId: job.ownerId!,
      actor: { kind: 'system', name: 'test job' },
      action: 'sharing.changed',
      subject: { type: 'job', id: job.id },
    });
    await tx.mailOutbox.enqueue({ to: 'ann@example.com', subject: 'Ran', text: job.id });
  };

  const worker = (handlers: JobKinds, workerId = 'w1') =>
    jobWorker({
      store,
      clock,
      config: loadConfig({}),
      sealer: jsonSealer(randomBytes(32)),
      mail: null,
      handlers,
      log: (message) => logged.push(message),
      workerId,
    });

  const schedule = (minutes: number, kind = 'test.record') =>
    store.jobs.schedule({ kind, ownerId, dueAt: new Date(now.getTime() + minutes * MINUTE) });
  const runs = async () =>
    (await store.events.list(ownerId, { limit: 100 })).items.map((event) => event.subject!.id);
  const mails = () => store.mailOutbox.due('2100-01-01T00:00:00.000Z', 100);

  it('runs a job once it is due, its effects and its completion committed together', async () => {
    const job = await schedule(10);
    const jobs = worker({ 'test.record': { label: 'a test', run: recordRun } });
    await expect(jobs.runDue()).resolves.toBe(0);
    moveClock(10 * MINUTE);
    await expect(jobs.runDue()).resolves.toBe(1);
    await expect(runs()).resolves.toEqual([job.id]);
    await expect(store.jobs.get(job.id)).resolves.toMatchObject({ state: 'done', attempts: 1 });
    await expect(jobs.runDue()).resolves.toBe(0);
    await expect(mails()).resolves.toHaveLength(1);
  });

  it('undoes the run of a job whose lease another worker took meanwhile: it runs once', async () => {
    const first = await schedule(0);
    const second = await schedule(0);
    let started!: () => void;
    const firstStarted = new Promise<void>((resolve) => (started = resolve));
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    const handlers: JobKinds = {
      'test.record': {
        label: 'a test',
        async run(job, tx) {
          await recordRun(job, tx);
          if (job.id === first.id && job.leaseHolder === 'slow') {
            started();
            await released;
          }
        },
      },
    };
    // The slow worker claims both jobs, and its first run outlasts the lease on the second.
    const slow = worker(handlers, 'slow');
    const slowRun = slow.runDue();
    await firstStarted;
    moveClock(JOB_LEASE_MS);
    // Another worker claims the second job as soon as the first run's unit of work ends.
    const other = worker(handlers, 'other');
    const otherRun = other.runDue();
    release();
    await expect(slowRun).resolves.toBe(1);
    await expect(otherRun).resolves.toBe(1);
    await expect(runs().then((ids) => ids.sort())).resolves.toEqual([first.id, second.id].sort());
    await expect(mails()).resolves.toHaveLength(2);
    await expect(store.jobs.get(second.id)).resolves.toMatchObject({ state: 'done', attempts: 2 });
    expect(logged).toEqual([
      `Job ${second.id} (test.record) ran past its lease; its run was undone`,
    ]);
  });

  it('retries a failing job with a growing delay, then fails it and tells its owner', async () => {
    const job = await schedule(0);
    let attempt = 0;
    const failing = worker({
      'test.record': {
        label: 'your test reminder',
        async run(claimed, tx) {
          attempt += 1;
          await recordRun(claimed, tx);
          throw new Error(`mail server said no (${attempt})`);
        },
      },
    });
    const delays: number[] = [];
    for (let n = 1; n < JOB_MAX_ATTEMPTS; n += 1) {
      await expect(failing.runDue()).resolves.toBe(0);
      const waiting = (await store.jobs.get(job.id))!;
      expect(waiting).toMatchObject({
        state: 'waiting',
        attempts: n,
        leaseHolder: null,
        lastError: `mail server said no (${n})`,
      });
      const delay = Date.parse(waiting.dueAt) - now.getTime();
      delays.push(delay);
      // Not before its time.
      moveClock(delay - 1);
      await expect(failing.runDue()).resolves.toBe(0);
      expect(attempt).toBe(n);
      moveClock(1);
    }
    expect(delays).toEqual([1, 2, 4, 8].map((minutes) => minutes * MINUTE));
    await expect(failing.runDue()).resolves.toBe(0);
    await expect(store.jobs.get(job.id)).resolves.toMatchObject({
      state: 'failed',
      attempts: JOB_MAX_ATTEMPTS,
      lastError: `mail server said no (${JOB_MAX_ATTEMPTS})`,
    });
    // Nothing a failed run wrote was kept; the owner is told once.
    await expect(runs()).resolves.toEqual([]);
    await expect(mails()).resolves.toEqual([]);
    const notices = await store.notices.listUnread(ownerId);
    expect(notices.map((notice) => notice.text)).toEqual([failedJobNotice('your test reminder')]);
    moveClock(24 * 60 * MINUTE);
    await expect(failing.runDue()).resolves.toBe(0);
    expect(attempt).toBe(JOB_MAX_ATTEMPTS);
  });

  it('leaves a job of a kind this process does not know to a process that does', async () => {
    const job = await schedule(0, 'test.newer');
    await expect(worker({}).runDue()).resolves.toBe(0);
    await expect(store.jobs.get(job.id)).resolves.toMatchObject({
      state: 'waiting',
      lastError: 'No handler for the job kind test.newer in this process.',
    });
    moveClock(MINUTE);
    const newer = worker({ 'test.newer': { label: 'a test', run: recordRun } }, 'w2');
    await expect(newer.runDue()).resolves.toBe(1);
    await expect(runs()).resolves.toEqual([job.id]);
  });

  it('runs what a kick finds due, and stops', async () => {
    const job = await schedule(0);
    const jobs = worker({ 'test.record': { label: 'a test', run: recordRun } });
    jobs.start();
    await jobs.stop();
    await expect(store.jobs.get(job.id)).resolves.toMatchObject({ state: 'done' });
    const next = await schedule(0);
    jobs.kick();
    await new Promise((resolve) => setImmediate(resolve));
    await jobs.stop();
    await expect(store.jobs.get(next.id)).resolves.toMatchObject({ state: 'done' });
  });
});
