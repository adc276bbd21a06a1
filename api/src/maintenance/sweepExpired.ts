import type { Logger } from 'pino';
import type { StoragePort } from '../storage/port';

// Sessions, rate-limit counters and emailed links end by time. Reads already ignore ended ones; the sweep
// removes them so the store does not keep every burst of anonymous traffic forever (MongoDB's
// TTL indexes do it too; SQLite has nothing of the kind).
export const SWEEP_INTERVAL_MS = 15 * 60 * 1000;

export async function sweepExpired(
  store: StoragePort,
): Promise<{ sessions: number; rateLimits: number; accountTokens: number }> {
  const sessions = await store.sessions.deleteExpired();
  const rateLimits = await store.rateLimits.deleteExpired();
  const accountTokens = await store.accountTokens.deleteExpired(new Date().toISOString());
  return { sessions, rateLimits, accountTokens };
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
