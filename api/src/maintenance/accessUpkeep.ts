import type { Logger } from 'pino';
import type { AccessDependencies } from '../features/access/accessDependencies';

// The mail outbox's retries, and mail written by another instance, sent every minute. (The
// reminders of waiting full requests are jobs: see features/access/accessJobs.ts.)
// Correctness never depends on it: the state of a request is worked out from its timestamps
// when read.
export const ACCESS_UPKEEP_INTERVAL_MS = 60_000;

export function startAccessUpkeep(deps: AccessDependencies, logger: Logger): () => void {
  const upkeep = async () => {
    try {
      await deps.mail?.flush();
    } catch (err) {
      logger.warn({ err }, 'access upkeep failed; trying again in a minute');
    }
  };
  void upkeep();
  const timer = setInterval(() => void upkeep(), ACCESS_UPKEEP_INTERVAL_MS);
  timer.unref();
  return () => clearInterval(timer);
}
