import type BetterSqlite3 from 'better-sqlite3';
import type { PacketProgressRecord, PacketProgressRepository } from '../port';

// How the tasks of each owner's executor's packet stand (table packet_progress, migration 25).

interface ProgressRow {
  owner_id: string;
  task_id: string;
  done_at: string | null;
  done_by: string | null;
  done_by_grant_id: string | null;
  assigned_grant_id: string | null;
  updated_at: string;
}

const toRecord = (row: ProgressRow): PacketProgressRecord => ({
  ownerId: row.owner_id,
  taskId: row.task_id,
  doneAt: row.done_at,
  doneBy: row.done_by,
  doneByGrantId: row.done_by_grant_id,
  assignedGrantId: row.assigned_grant_id,
  updatedAt: row.updated_at,
});

export function sqlitePacketProgress(db: BetterSqlite3.Database): PacketProgressRepository {
  const list = db.prepare<[string], ProgressRow>(
    'SELECT * FROM packet_progress WHERE owner_id = ?',
  );
  const upsert = db.prepare<[ProgressRow]>(
    `INSERT INTO packet_progress (owner_id, task_id, done_at, done_by, done_by_grant_id,
       assigned_grant_id, updated_at)
     VALUES (@owner_id, @task_id, @done_at, @done_by, @done_by_grant_id, @assigned_grant_id,
       @updated_at)
     ON CONFLICT (owner_id, task_id) DO UPDATE SET done_at = excluded.done_at,
       done_by = excluded.done_by, done_by_grant_id = excluded.done_by_grant_id,
       assigned_grant_id = excluded.assigned_grant_id, updated_at = excluded.updated_at`,
  );
  return {
    async listForOwner(ownerId) {
      return list.all(ownerId).map(toRecord);
    },
    async save(record) {
      upsert.run({
        owner_id: record.ownerId,
        task_id: record.taskId,
        done_at: record.doneAt,
        done_by: record.doneBy,
        done_by_grant_id: record.doneByGrantId,
        assigned_grant_id: record.assignedGrantId,
        updated_at: record.updatedAt,
      });
      return { ...record };
    },
  };
}
