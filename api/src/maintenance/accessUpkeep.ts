import type { Logger } from 'pino';
import type { AccessDependencies } from '../features/access/accessDependencies';
import { accessRequests } from '../features/access/accessRequests';

// Work that time brings, not a request: reminders of waiting full requests, and the mail
// outbox (retries, and mail written by another instance). Correctness never depends on it:
// the state of a request is worked out from its timestamps when read.
export const ACCESS_UPKEEP_INTERVAL_MS = 60_000;

export function startAccessUpkeep(deps: AccessDependencies, logger: Logger): () => void {
  const flow = accessRequests(deps);
  const upkeep = async () => {
    try {
      const reminded = await flow.sendReminders();
      if (reminded) logger.info({ reminded }, 'owners reminded of waiting access requests');
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
