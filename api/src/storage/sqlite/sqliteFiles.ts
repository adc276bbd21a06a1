import { randomUUID } from 'node:crypto';
import type BetterSqlite3 from 'better-sqlite3';
import type { DocumentCategory, FileStatus } from '@legacy-planner/contracts';
import {
  CollectionFullError,
  QuotaExceededError,
  type FileRepository,
  type StoredFile,
} from '../port';
import { fileActivityDescription } from '../plannerActivity';
import { pageStart, toPage } from '../paging';
import { activityWriter } from './sqlitePlanner';
import { nextSeq } from './sqliteSequence';

interface FileRow {
  id: string;
  user_id: string;
  seq: number;
  blob_id: string;
  document_id: string | null;
  name: string;
  type: string;
  size: number;
  category: DocumentCategory;
  tags: string;
  notes: string;
  status: FileStatus;
  created_at: string;
  updated_at: string;
}

const toFile = (row: FileRow): StoredFile => ({
  id: row.id,
  userId: row.user_id,
  blobId: row.blob_id,
  documentId: row.document_id,
  name: row.name,
  type: row.type,
  size: row.size,
  category: row.category,
  tags: JSON.parse(row.tags) as string[],
  notes: row.notes,
  status: row.status,
  uploadDate: row.created_at,
  updatedAt: row.updated_at,
});

/**
 * The file vault's records in the files table; each change and its activity in one
 * transaction. Like the planner collections, every method runs its statements before its first
 * await (the unit of work's gate relies on it).
 */
export function sqliteFiles(
  db: BetterSqlite3.Database,
  cap: number,
  logLength: number,
): FileRepository {
  const list = db.prepare<[{ owner: string; before: number; limit: number }], FileRow>(
    'SELECT * FROM files WHERE user_id = @owner AND seq < @before ORDER BY seq DESC LIMIT @limit',
  );
  const listForDocument = db.prepare<
    [{ owner: string; document: string; before: number; limit: number }],
    FileRow
  >(
    `SELECT * FROM files WHERE user_id = @owner AND document_id = @document AND seq < @before
     ORDER BY seq DESC LIMIT @limit`,
  );
  const get = db.prepare<[string, string], FileRow>(
    'SELECT * FROM files WHERE user_id = ? AND id = ?',
  );
  const totals = db.prepare<[string], { count: number; bytes: number }>(
    'SELECT COUNT(*) AS count, COALESCE(SUM(size), 0) AS bytes FROM files WHERE user_id = ?',
  );
  const insert = db.prepare(
    `INSERT INTO files (id, user_id, seq, blob_id, document_id, name, type, size, category, tags,
       notes, status, created_at, updated_at)
     VALUES (@id, @owner, ${nextSeq('files')}, @blobId, @documentId, @name, @type, @size,
       @category, @tags, @notes, 'pending', @now, @now)`,
  );
  const update = db.prepare(
    `UPDATE files SET category = @category, tags = @tags, notes = @notes, status = @status,
       updated_at = @now
     WHERE user_id = @owner AND id = @id`,
  );
  const remove = db.prepare<[string, string]>('DELETE FROM files WHERE user_id = ? AND id = ?');
  const detach = db.prepare<[string, string]>(
    'UPDATE files SET document_id = NULL WHERE user_id = ? AND document_id = ?',
  );
  const attach = db.prepare<[{ owner: string; ids: string; document: string }]>(
    `UPDATE files SET document_id = @document
     WHERE user_id = @owner AND document_id IS NULL AND id IN (SELECT value FROM json_each(@ids))`,
  );
  const hasBlob = db.prepare<[string], number>('SELECT 1 FROM files WHERE blob_id = ?').pluck();
  const writeActivity = activityWriter(db, logLength);

  const create = db.transaction(
    (
      userId: string,
      file: Parameters<FileRepository['create']>[1],
      quota: number,
      author: string | null,
    ) => {
      // Counted in the insert's transaction: two uploads at once cannot both take the last room.
      const used = totals.get(userId)!;
      if (used.count >= cap) throw new CollectionFullError('files', cap);
      if (used.bytes + file.size > quota) throw new QuotaExceededError(used.bytes, quota);
      const id = randomUUID();
      insert.run({
        id,
        owner: userId,
        blobId: file.blobId,
        documentId: file.documentId,
        name: file.name,
        type: file.type,
        size: file.size,
        category: file.category,
        tags: JSON.stringify(file.tags),
        notes: file.notes,
        now: new Date().toISOString(),
      });
      writeActivity(
        userId,
        'documents',
        'created',
        fileActivityDescription('created', file.name, author),
      );
      return toFile(get.get(userId, id)!);
    },
  );
  const change = db.transaction(
    (
      userId: string,
      id: string,
      patch: Parameters<FileRepository['update']>[2],
      author: string | null,
    ) => {
      const row = get.get(userId, id);
      if (!row) return null;
      const current = toFile(row);
      update.run({
        category: patch.category ?? current.category,
        tags: JSON.stringify(patch.tags ?? current.tags),
        notes: patch.notes ?? current.notes,
        status: patch.status ?? current.status,
        now: new Date().toISOString(),
        owner: userId,
        id,
      });
      writeActivity(
        userId,
        'documents',
        'updated',
        fileActivityDescription('updated', row.name, author),
      );
      return toFile(get.get(userId, id)!);
    },
  );
  const destroy = db.transaction((userId: string, id: string, author: string | null) => {
    const row = get.get(userId, id);
    if (!row) return null;
    remove.run(userId, id);
    writeActivity(
      userId,
      'documents',
      'deleted',
      fileActivityDescription('deleted', row.name, author),
    );
    return toFile(row);
  });

  return {
    async list(userId, page, filter = {}) {
      const range = { owner: userId, before: pageStart(page), limit: page.limit + 1 };
      const rows =
        filter.documentId === undefined
          ? list.all(range)
          : listForDocument.all({ ...range, document: filter.documentId });
      return toPage(rows, page.limit, (row) => row.seq, toFile);
    },
    async get(userId, id) {
      const row = get.get(userId, id);
      return row ? toFile(row) : null;
    },
    async create(userId, file, quotaBytes, author = null) {
      return create(userId, file, quotaBytes, author);
    },
    async update(userId, id, patch, author = null) {
      return change(userId, id, patch, author);
    },
    async remove(userId, id, author = null) {
      return destroy(userId, id, author);
    },
    async usedBytes(userId) {
      return totals.get(userId)!.bytes;
    },
    async detachFromDocument(userId, documentId) {
      return detach.run(userId, documentId).changes;
    },
    async attachUnfiled(userId, fileIds, documentId) {
      return attach.run({ owner: userId, ids: JSON.stringify(fileIds), document: documentId })
        .changes;
    },
    async hasBlob(blobId) {
      return hasBlob.get(blobId) !== undefined;
    },
  };
}
