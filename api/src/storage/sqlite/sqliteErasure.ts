import type BetterSqlite3 from 'better-sqlite3';
import type { AccountErasure } from '../port';

// Every table that holds a user's records names them in a column that references users with
// ON DELETE CASCADE (foreign keys are on: see openSqliteStore), so deleting the user's row
// deletes the rest in the same statement. Sessions, rate-limit counters and mail are keyed by
// other things and are forgotten by their own repositories.

export function sqliteErasure(db: BetterSqlite3.Database): AccountErasure {
  const blobIds = db.prepare<[string], string>('SELECT blob_id FROM files WHERE user_id = ?');
  const removeUser = db.prepare<[string]>('DELETE FROM users WHERE id = ?');

  return {
    async eraseUser(userId) {
      const blobs = blobIds.pluck().all(userId);
      if (removeUser.run(userId).changes === 0) return null;
      return { blobIds: blobs };
    },
  };
}
