import type { ClientSession, Connection } from 'mongoose';

/**
 * Every MongoDB repository is made either for the store (no session: each write that changes
 * several documents runs in a transaction of its own) or for one unit of work (its session:
 * everything joins that one transaction). Transactions need a replica set, as in compose.
 */
export function inTransaction<T>(
  connection: Connection,
  session: ClientSession | undefined,
  write: (session: ClientSession) => Promise<T>,
): Promise<T> {
  return session ? write(session) : connection.transaction(write);
}
