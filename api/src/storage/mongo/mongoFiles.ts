import { randomUUID } from 'node:crypto';
import { Schema, type ClientSession, type Connection } from 'mongoose';
import {
  documentCategories,
  fileStatuses,
  type DocumentCategory,
  type FileStatus,
} from '@legacy-planner/contracts';
import {
  CollectionFullError,
  QuotaExceededError,
  type FileRepository,
  type StoredFile,
} from '../port';
import { fileActivityDescription } from '../plannerActivity';
import { pageStart, toPage } from '../paging';
import type { MongoActivityLog } from './mongoActivities';
import type { MongoCounters } from './mongoCounters';
import { inTransaction } from './mongoTransaction';

interface FileDocument {
  _id: string;
  userId: string;
  seq: number;
  blobId: string;
  documentId: string | null;
  name: string;
  type: string;
  size: number;
  category: DocumentCategory;
  tags: string[];
  notes: string;
  status: FileStatus;
  createdAt: Date;
  updatedAt: Date;
}

const fileSchema = new Schema<FileDocument>(
  {
    _id: { type: String, required: true },
    userId: { type: String, required: true },
    seq: { type: Number, required: true },
    blobId: { type: String, required: true, unique: true },
    documentId: { type: String, default: null },
    name: { type: String, required: true },
    type: { type: String, required: true },
    size: { type: Number, required: true, min: 0 },
    category: { type: String, enum: [...documentCategories], required: true },
    tags: { type: [String], required: true },
    notes: { type: String, default: '' },
    status: { type: String, enum: [...fileStatuses], required: true },
  },
  { versionKey: false, timestamps: true, minimize: false },
);
fileSchema.index({ userId: 1, seq: -1 }, { unique: true });
fileSchema.index({ userId: 1, documentId: 1, seq: -1 });

const toFile = (doc: FileDocument): StoredFile => ({
  id: doc._id,
  userId: doc.userId,
  blobId: doc.blobId,
  documentId: doc.documentId,
  name: doc.name,
  type: doc.type,
  size: doc.size,
  category: doc.category,
  tags: doc.tags,
  notes: doc.notes,
  status: doc.status,
  uploadDate: doc.createdAt.toISOString(),
  updatedAt: doc.updatedAt.toISOString(),
});

/**
 * The file vault's records on MongoDB, for the store (no session) or one unit of work (its
 * session); each change, its counter and its activity in one transaction.
 */
export function mongoFiles(
  connection: Connection,
  counters: MongoCounters,
  activityLog: MongoActivityLog,
  cap: number,
) {
  const Files = connection.model<FileDocument>('File', fileSchema, 'files');

  async function usedBytes(userId: string, session: ClientSession | null): Promise<number> {
    const [total] = await Files.aggregate<{ bytes: number }>([
      { $match: { userId } },
      { $group: { _id: null, bytes: { $sum: '$size' } } },
    ]).session(session);
    return total?.bytes ?? 0;
  }

  return (session?: ClientSession): FileRepository => {
    const write = <T>(work: (session: ClientSession) => Promise<T>) =>
      inTransaction(connection, session, work);
    const log = (
      s: ClientSession,
      userId: string,
      status: 'created' | 'updated' | 'deleted',
      name: string,
      author: string | null,
    ) =>
      activityLog.write(
        s,
        userId,
        'documents',
        status,
        fileActivityDescription(status, name, author),
      );

    return {
      async list(userId, page, filter = {}) {
        const query =
          filter.documentId === undefined ? { userId } : { userId, documentId: filter.documentId };
        const docs = await Files.find({ ...query, seq: { $lt: pageStart(page) } })
          .sort({ seq: -1 })
          .limit(page.limit + 1)
          .session(session ?? null)
          .lean();
        return toPage(docs, page.limit, (doc) => doc.seq, toFile);
      },
      async get(userId, id) {
        const doc = await Files.findOne({ _id: id, userId })
          .session(session ?? null)
          .lean();
        return doc ? toFile(doc) : null;
      },
      create(userId, file, quotaBytes, author = null) {
        return write(async (s) => {
          // The claim writes the owner's counter: a second upload of the same owner conflicts
          // and runs again after this one commits, so the sum below always sees every file.
          const seq = await counters.claim(userId, 'files', cap, s);
          if (seq === null) throw new CollectionFullError('files', cap);
          const used = await usedBytes(userId, s);
          if (used + file.size > quotaBytes) throw new QuotaExceededError(used, quotaBytes);
          const [created] = await Files.create(
            [{ _id: randomUUID(), userId, seq, ...file, status: 'pending' }],
            { session: s },
          );
          await log(s, userId, 'created', file.name, author);
          return toFile(created!.toObject());
        });
      },
      update(userId, id, patch, author = null) {
        return write(async (s) => {
          const changes = Object.fromEntries(
            Object.entries(patch).filter(([, value]) => value !== undefined),
          );
          const updated = await Files.findOneAndUpdate(
            { _id: id, userId },
            { $set: changes },
            { returnDocument: 'after', session: s, runValidators: true },
          ).lean();
          if (!updated) return null;
          await log(s, userId, 'updated', updated.name, author);
          return toFile(updated);
        });
      },
      remove(userId, id, author = null) {
        return write(async (s) => {
          const removed = await Files.findOneAndDelete({ _id: id, userId }, { session: s }).lean();
          if (!removed) return null;
          await counters.release(userId, 'files', s);
          await log(s, userId, 'deleted', removed.name, author);
          return toFile(removed);
        });
      },
      usedBytes: (userId) => usedBytes(userId, session ?? null),
      async detachFromDocument(userId, documentId) {
        const result = await Files.updateMany(
          { userId, documentId },
          { $set: { documentId: null } },
          { session },
        );
        return result.modifiedCount;
      },
      async attachUnfiled(userId, fileIds, documentId) {
        const result = await Files.updateMany(
          { userId, _id: { $in: fileIds }, documentId: null },
          { $set: { documentId } },
          { session },
        );
        return result.modifiedCount;
      },
      async hasBlob(blobId) {
        return (await Files.exists({ blobId }).session(session ?? null)) !== null;
      },
    };
  };
}
