import { randomUUID } from 'node:crypto';
import { retryDelayMs } from '../mail/mailDelivery';
import type { StoredJob } from '../storage/port';
import type { JobDependencies, JobKinds } from './jobKinds';

// Every API process runs one worker. It claims due jobs with a lease (an atomic claim in the
// store: with several processes each job is claimed by one), runs each job's handler in one
// unit of work with the job's completion, and retries a failing job with a growing delay
// until it fails for good. A process that dies leaves its jobs leased: they are claimed again
// when the lease ends.

/** How long a claimed job is the worker's: far longer than a handler takes. */
export const JOB_LEASE_MS = 5 * 60_000;
/** A job still failing after this many attempts fails for good; its owner is told. */
export const JOB_MAX_ATTEMPTS = 5;
/** How often the worker looks for due jobs when nothing kicks it. */
export const JOB_POLL_MS = 30_000;
const BATCH = 20;

export interface JobWorkerOptions extends JobDependencies {
  handlers: JobKinds;
  log: (message: string, error?: unknown) => void;
  /** Names this worker in the leases it takes; a fresh id per process unless given. */
  workerId?: string;
  leaseMs?: number;
}

export interface JobWorker {
  /** Runs every job due by the clock, until none is left; answers how many completed. */
  runDue(): Promise<number>;
  /** A run soon, without waiting for it (after a unit of work that scheduled a due job). */
  kick(): void;
  /** Runs due jobs now and every JOB_POLL_MS; the timer never keeps the process up. */
  start(): void;
  /** Stops the timer; resolves once the run under way has ended. */
  stop(): Promise<void>;
}

/** The notice an owner gets when one of their jobs failed for good. */
export const failedJobNotice = (label: string) =>
  `Legacy Planner could not do something it was to do for you (${label}), even after ` +
  'trying again several times. An administrator can see what went wrong.';

/** The lease ended and another worker claimed the job: its run must not commit. */
class LeaseLostError extends Error {
  override name = 'LeaseLostError';
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

export function jobWorker(options: JobWorkerOptions): JobWorker {
  const { handlers, log, workerId = randomUUID(), leaseMs = JOB_LEASE_MS, ...deps } = options;
  const { store, clock, mail } = deps;
  // Runs go one after another: a kick during a run asks for one more after it.
  let queue: Promise<number> = Promise.resolve(0);
  let timer: NodeJS.Timeout | null = null;

  async function runJob(job: StoredJob): Promise<boolean> {
    const kind = handlers[job.kind];
    try {
      if (!kind) throw new Error(`No handler for the job kind ${job.kind} in this process.`);
      await store.unitOfWork(async (tx) => {
        await kind.run(job, tx, deps);
        if (!(await tx.jobs.complete(job.id, workerId))) throw new LeaseLostError();
      });
      return true;
    } catch (error) {
      if (error instanceof LeaseLostError) {
        log(`Job ${job.id} (${job.kind}) ran past its lease; its run was undone`);
        return false;
      }
      log(`Job ${job.id} (${job.kind}) failed on attempt ${job.attempts}`, error);
      await recordFailure(job, kind?.label ?? job.kind, messageOf(error));
      return false;
    }
  }

  async function recordFailure(job: StoredJob, label: string, message: string) {
    try {
      await store.unitOfWork(async (tx) => {
        if (job.attempts < JOB_MAX_ATTEMPTS) {
          const next = new Date(clock().getTime() + retryDelayMs(job.attempts - 1));
          await tx.jobs.retryAt(job.id, workerId, next, message);
          return;
        }
        // The notice commits with the failure, so the owner is told once.
        const failed = await tx.jobs.fail(job.id, workerId, message);
        if (failed && job.ownerId) await tx.notices.add(job.ownerId, failedJobNotice(label));
      });
    } catch (error) {
      // The job keeps its lease, so it is claimed again once the lease ends.
      log(`Job ${job.id}'s failure could not be recorded`, error);
    }
  }

  async function runDueNow(): Promise<number> {
    let completed = 0;
    for (;;) {
      const claimed = await store.jobs.claimDue(clock(), {
        worker: workerId,
        leaseMs,
        limit: BATCH,
      });
      if (claimed.length === 0) break;
      for (const job of claimed) if (await runJob(job)) completed += 1;
    }
    // Mail the jobs wrote to the outbox goes now, not at the next upkeep.
    if (completed > 0) mail?.kick();
    return completed;
  }

  const runDue = (): Promise<number> => {
    const run = queue.then(runDueNow).catch((error: unknown) => {
      log('Due jobs could not be claimed; trying again later', error);
      return 0;
    });
    queue = run;
    return run;
  };

  return {
    runDue,
    kick() {
      setImmediate(() => void runDue());
    },
    start() {
      if (timer) return;
      void runDue();
      timer = setInterval(() => void runDue(), JOB_POLL_MS);
      timer.unref();
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = null;
      await queue;
    },
  };
}
