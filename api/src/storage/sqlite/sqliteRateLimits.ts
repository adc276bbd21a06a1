import type BetterSqlite3 from 'better-sqlite3';
import type { RateCounter, RateLimitRepository } from '../port';

export function sqliteRateLimits(db: BetterSqlite3.Database): RateLimitRepository {
  // One statement: a new window when none is open, otherwise one more in the open window.
  const hit = db.prepare<
    [{ key: string; now: number; window: number }],
    { count: number; reset_at: number }
  >(
    `INSERT INTO rate_limits (key, count, reset_at) VALUES (@key, 1, @now + @window)
     ON CONFLICT (key) DO UPDATE SET
       count = CASE WHEN rate_limits.reset_at <= @now THEN 1 ELSE rate_limits.count + 1 END,
       reset_at = CASE WHEN rate_limits.reset_at <= @now THEN @now + @window
                       ELSE rate_limits.reset_at END
     RETURNING count, reset_at`,
  );
  const reset = db.prepare<[string]>('DELETE FROM rate_limits WHERE key = ?');
  const removeExpired = db.prepare<[number]>('DELETE FROM rate_limits WHERE reset_at <= ?');
  // instr, not LIKE: emails may hold LIKE's wildcards (_ and %).
  // `:text` at the end of the key, or `:text ` before the address (see the port).
  const removeMentioning = db.prepare<{ whole: string; before: string }>(
    'DELETE FROM rate_limits WHERE substr(key, -length(:whole)) = :whole OR instr(key, :before) > 0',
  );
  const toCounter = (row: { count: number; reset_at: number }): RateCounter => ({
    count: row.count,
    resetAt: row.reset_at,
  });

  return {
    async hit(key, windowMs) {
      return toCounter(hit.get({ key, now: Date.now(), window: windowMs })!);
    },
    async reset(key) {
      reset.run(key);
    },
    async deleteExpired() {
      return removeExpired.run(Date.now()).changes;
    },
    async removeMentioning(text) {
      return removeMentioning.run({ whole: `:${text}`, before: `:${text} ` }).changes;
    },
  };
}
