import type { Logger } from 'pino';
import type { StoragePort } from '../storage/port';

// Sessions, rate-limit counters and emailed links end by time. Reads already ignore ended ones; the sweep
// removes them so the store does not keep every burst of anonymous traffic forever (MongoDB's
// TTL indexes do it too; SQLite has nothing of the kind). Mail already sent goes too: the
// outbox is a queue, and a sent mail's address (a deleted account's goodbye mail among them)
// is not kept once it has done its job. Finished jobs are kept a while, so that owners and
// administrators can see what failed and why, then go too.
export const SWEEP_INTERVAL_MS = 15 * 60 * 1000;
export const FINISHED_JOBS_KEPT_DAYS = 30;

export async function sweepExpired(
  store: StoragePort,
  now = new Date(),
): Promise<{
  sessions: number;
  rateLimits: number;
  sentMails: number;
  accountTokens: number;
  finishedJobs: number;
}> {
  const sessions = await store.sessions.deleteExpired();
  const rateLimits = await store.rateLimits.deleteExpired();
  const sentMails = await store.mailOutbox.deleteSent();
  const accountTokens = await store.accountTokens.deleteExpired(now.toISOString());
  const finishedJobs = await store.jobs.removeFinished(
    new Date(now.getTime() - FINISHED_JOBS_KEPT_DAYS * 86_400_000),
  );
  return { sessions, rateLimits, sentMails, accountTokens, finishedJobs };
}

/** Sweeps at start-up and then every SWEEP_INTERVAL_MS; the timer never keeps the process up. */
export function startSweeping(store: StoragePort, logger: Logger): () => void {
  const sweep = () =>
    sweepExpired(store).then(
      (deleted) => logger.debug({ deleted }, 'expired sessions and counters swept'),
      (err: unknown) => logger.warn({ err }, 'sweeping expired sessions and counters failed'),
    );
  void sweep();
  const timer = setInterval(sweep, SWEEP_INTERVAL_MS);
  timer.unref();
  return () => clearInterval(timer);
}
