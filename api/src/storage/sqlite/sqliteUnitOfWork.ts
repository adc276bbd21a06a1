import { AsyncLocalStorage } from 'node:async_hooks';
import type BetterSqlite3 from 'better-sqlite3';

type Method = (...args: unknown[]) => Promise<unknown>;

/**
 * Units of work on the store's one better-sqlite3 connection. Statements run at once, but a
 * unit of work awaits between them, and meanwhile other requests' continuations would run
 * their statements inside its open transaction: rolled back with it, and seeing its
 * uncommitted rows. So the store's own repositories are gated: while a unit of work is open,
 * each call waits until it has ended; when none is open, a call goes straight through.
 * This holds because every repository method runs its statements before its first await.
 */
export function sqliteUnitOfWork(db: BetterSqlite3.Database) {
  let open: Promise<void> | null = null;
  // Which unit of work the running code belongs to. A call from inside one on the store's
  // repositories (rather than tx's), or a nested unit of work, would wait for its own unit of
  // work to end, that is for ever: it fails at once instead. Node 20 carries the store through
  // a hook on every promise the process makes, once any `run` has begun: about a tenth of the
  // CPU of a small read such as GET /api/auth/user. So it is turned off (`disable`, marked
  // experimental in Node 20 but unchanged since 13) whenever no unit of work is open (units of
  // work never overlap), and only the code of an open one pays for it. Node 24 carries it
  // without a hook; there this saves nothing and costs nothing.
  const owner = new AsyncLocalStorage<Promise<void>>();

  function refuseFromInside() {
    if (open && owner.getStore() === open) {
      throw new Error("Inside a unit of work, use its repositories (tx), not the store's.");
    }
  }

  return {
    async run<T>(work: () => Promise<T>): Promise<T> {
      refuseFromInside();
      // Checked and taken in one synchronous step after the last wait: no one slips in between.
      while (open) await open;
      let end!: () => void;
      const current = new Promise<void>((resolve) => (end = resolve));
      open = current;
      try {
        db.exec('BEGIN IMMEDIATE');
        const result = await owner.run(current, work);
        db.exec('COMMIT');
        return result;
      } catch (error) {
        // SQLite may have rolled back by itself already (e.g. on a full disk).
        if (db.inTransaction) db.exec('ROLLBACK');
        throw error;
      } finally {
        open = null;
        owner.disable();
        end();
      }
    },

    /** The same repository, each method first waiting for an open unit of work to end. */
    gate<T extends object>(repository: T): T {
      const methods = Object.entries(repository) as [string, Method][];
      return Object.fromEntries(
        methods.map(([name, method]) => {
          const later = async (args: unknown[]) => {
            refuseFromInside();
            while (open) await open;
            return method.apply(repository, args);
          };
          return [
            name,
            (...args: unknown[]) => (open ? later(args) : method.apply(repository, args)),
          ];
        }),
      ) as T;
    },
  };
}
