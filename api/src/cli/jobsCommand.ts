import type { StoragePort, StoredJob } from '../storage/port';
import type { Output } from './adminCommand';

// `npm run jobs -- list`: the jobs an administrator may need to look at, on whichever store is
// configured: those due now (waiting for a worker, or running) and those that failed for good,
// with whose they are and why they failed.

const USAGE = 'Usage: npm run jobs -- list';
/** The most of each list printed. */
export const JOBS_LISTED = 100;

/** Runs one command; answers the process exit code. */
export async function runJobsCommand(
  args: readonly string[],
  store: StoragePort,
  clock: () => Date,
  out: Output,
): Promise<number> {
  if (args.length !== 1 || args[0] !== 'list') {
    out.error(USAGE);
    return 2;
  }
  const emails = new Map<string, string>();
  const ownerOf = async (job: StoredJob) => {
    if (job.ownerId === null) return 'no owner';
    if (!emails.has(job.ownerId)) {
      const user = await store.users.findById(job.ownerId);
      emails.set(job.ownerId, user?.email ?? job.ownerId);
    }
    return emails.get(job.ownerId)!;
  };
  // One more than is printed tells whether there are more.
  const print = async (title: string, found: StoredJob[], line: (job: StoredJob) => string) => {
    const jobs = found.slice(0, JOBS_LISTED);
    const more = found.length > JOBS_LISTED ? ` (the first ${JOBS_LISTED} of more)` : '';
    out.log(`${title}: ${jobs.length}${more}`);
    for (const job of jobs) out.log(`  ${job.kind}  ${await ownerOf(job)}  ${line(job)}`);
  };
  const withError = (job: StoredJob) => (job.lastError ? `  last error: ${job.lastError}` : '');

  await print('Due', await store.jobs.listDue(clock(), JOBS_LISTED + 1), (job) => {
    const running = job.leaseEndsAt && Date.parse(job.leaseEndsAt) > clock().getTime();
    return `due ${job.dueAt}  attempts ${job.attempts}${running ? '  running' : ''}${withError(job)}`;
  });
  await print(
    'Failed',
    await store.jobs.listFailed(JOBS_LISTED + 1),
    (job) =>
      `due ${job.dueAt}  attempts ${job.attempts}  failed ${job.finishedAt}${withError(job)}`,
  );
  return 0;
}
