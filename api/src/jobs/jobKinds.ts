import type { FeatureDependencies } from '../features/dependencies';
import type { StoredJob, UnitOfWork } from '../storage/port';

/** What a job's handler is given besides its unit of work: what the features are built from. */
export type JobDependencies = Pick<
  FeatureDependencies,
  'config' | 'store' | 'sealer' | 'clock' | 'mail'
>;

/**
 * Does one job. It runs inside the unit of work that also marks the job done, so everything it
 * writes through `tx` (events, outbox mail, grants, the next job) commits with that, or not at
 * all: a job run again after a failure or a lost lease never did half of its work, and never
 * sends its mail twice. It must do nothing outside `tx` that cannot happen twice (MongoDB may
 * run the unit of work again), and read the time from deps.clock. Throwing retries the job
 * later; after JOB_MAX_ATTEMPTS it fails for good and its owner is told.
 */
export type JobHandler = (job: StoredJob, tx: UnitOfWork, deps: JobDependencies) => Promise<void>;

export interface JobKind {
  run: JobHandler;
  /** What the job does, for its owner, e.g. "your check-in reminder" (see failedJobNotice). */
  label: string;
}

/** The job kinds by name: the name is the `kind` a job is scheduled with. */
export type JobKinds = Readonly<Record<string, JobKind>>;
