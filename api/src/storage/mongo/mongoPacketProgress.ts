import { Schema, type ClientSession, type Connection } from 'mongoose';
import type { PacketProgressRecord, PacketProgressRepository } from '../port';

// As SQLite's packet_progress: one document per (owner, task), `<ownerId>:<taskId>`.

interface ProgressDocument {
  _id: string;
  ownerId: string;
  taskId: string;
  doneAt: Date | null;
  doneBy: string | null;
  doneByGrantId: string | null;
  assignedGrantId: string | null;
  updatedAt: Date;
}

/** The index, also made by MongoDB migration 11 (named alike, so neither makes a second). */
export const packetProgressIndexes = [
  { key: { ownerId: 1 }, options: { name: 'ownerId_1' } },
] as const;

const progressSchema = new Schema<ProgressDocument>(
  {
    _id: { type: String, required: true },
    ownerId: { type: String, required: true },
    taskId: { type: String, required: true },
    doneAt: { type: Date, default: null },
    doneBy: { type: String, default: null },
    doneByGrantId: { type: String, default: null },
    assignedGrantId: { type: String, default: null },
    updatedAt: { type: Date, required: true },
  },
  { versionKey: false },
);
for (const { key, options } of packetProgressIndexes) progressSchema.index(key, options);

const toRecord = (doc: ProgressDocument): PacketProgressRecord => ({
  ownerId: doc.ownerId,
  taskId: doc.taskId,
  doneAt: doc.doneAt ? doc.doneAt.toISOString() : null,
  doneBy: doc.doneBy ?? null,
  doneByGrantId: doc.doneByGrantId ?? null,
  assignedGrantId: doc.assignedGrantId ?? null,
  updatedAt: doc.updatedAt.toISOString(),
});

export function mongoPacketProgress(connection: Connection) {
  const Progress = connection.model<ProgressDocument>(
    'PacketProgress',
    progressSchema,
    'packetProgress',
  );
  return (session?: ClientSession): PacketProgressRepository => ({
    async listForOwner(ownerId) {
      const found = await Progress.find({ ownerId }, null, { session }).lean<ProgressDocument[]>();
      return found.map(toRecord);
    },
    async save(record) {
      await Progress.updateOne(
        { _id: `${record.ownerId}:${record.taskId}` },
        {
          $set: {
            ownerId: record.ownerId,
            taskId: record.taskId,
            doneAt: record.doneAt ? new Date(record.doneAt) : null,
            doneBy: record.doneBy,
            doneByGrantId: record.doneByGrantId,
            assignedGrantId: record.assignedGrantId,
            updatedAt: new Date(record.updatedAt),
          },
        },
        { upsert: true, session },
      );
      return { ...record };
    },
  });
}
