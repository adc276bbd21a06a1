import { randomUUID } from 'node:crypto';
import { Schema, type ClientSession, type Connection } from 'mongoose';
import type { JobPayload, JobRepository, JobState, StoredJob } from '../port';

// Durable jobs, as SQLite's jobs table. A claim is one findOneAndUpdate per job: atomic on its
// document, so of workers claiming at once (in any instance) each job goes to one.

interface JobDocument {
  _id: string;
  kind: string;
  ownerId: string | null;
  payload: JobPayload;
  dueAt: Date;
  attempts: number;
  state: JobState;
  leaseHolder: string | null;
  leaseEndsAt: Date | null;
  lastError: string | null;
  dedupeKey: string | null;
  createdAt: Date;
  finishedAt: Date | null;
}

const jobSchema = new Schema<JobDocument>(
  {
    _id: { type: String, required: true },
    kind: { type: String, required: true },
    ownerId: { type: String, default: null },
    payload: { type: Schema.Types.Mixed, required: true },
    dueAt: { type: Date, required: true },
    attempts: { type: Number, default: 0 },
    state: { type: String, enum: ['waiting', 'done', 'failed', 'cancelled'], required: true },
    leaseHolder: { type: String, default: null },
    leaseEndsAt: { type: Date, default: null },
    lastError: { type: String, default: null },
    dedupeKey: { type: String, default: null },
    createdAt: { type: Date, required: true },
    finishedAt: { type: Date, default: null },
  },
  { versionKey: false, minimize: false },
);
// Declared on the schema, not made by a migration: openMongoStore's syncIndexes drops any
// index of a model's collection that its schema does not declare.
jobSchema.index({ dueAt: 1 }, { partialFilterExpression: { state: 'waiting' } });
jobSchema.index(
  { kind: 1, dedupeKey: 1 },
  { unique: true, partialFilterExpression: { state: 'waiting', dedupeKey: { $type: 'string' } } },
);
jobSchema.index({ ownerId: 1, state: 1, dueAt: 1 });
jobSchema.index({ state: 1, finishedAt: -1 });

const toJob = (doc: JobDocument): StoredJob => ({
  id: doc._id,
  kind: doc.kind,
  ownerId: doc.ownerId,
  payload: doc.payload,
  dueAt: doc.dueAt.toISOString(),
  attempts: doc.attempts,
  state: doc.state,
  leaseHolder: doc.leaseHolder,
  leaseEndsAt: doc.leaseEndsAt ? doc.leaseEndsAt.toISOString() : null,
  lastError: doc.lastError,
  dedupeKey: doc.dedupeKey,
  createdAt: doc.createdAt.toISOString(),
  finishedAt: doc.finishedAt ? doc.finishedAt.toISOString() : null,
});

export function mongoJobs(connection: Connection) {
  const Jobs = connection.model<JobDocument>('Job', jobSchema, 'jobs');
  return (session?: ClientSession): JobRepository => {
    const held = (id: string, worker: string) => ({
      _id: id,
      state: 'waiting' as const,
      leaseHolder: worker,
    });
    const finishAs = async (state: JobState, id: string, worker: string, error: string | null) => {
      const result = await Jobs.updateOne(
        held(id, worker),
        {
          $set: {
            state,
            finishedAt: new Date(),
            leaseHolder: null,
            leaseEndsAt: null,
            ...(error === null ? {} : { lastError: error }),
          },
        },
        { session },
      );
      return result.modifiedCount === 1;
    };

    return {
      async schedule(job) {
        const fields = {
          ownerId: job.ownerId,
          payload: job.payload ?? {},
          dueAt: new Date(job.dueAt),
          attempts: 0,
          leaseHolder: null,
          leaseEndsAt: null,
          lastError: null,
          createdAt: new Date(),
          finishedAt: null,
        };
        if (job.dedupeKey === undefined) {
          const [created] = await Jobs.create(
            [{ _id: randomUUID(), kind: job.kind, state: 'waiting', dedupeKey: null, ...fields }],
            { session },
          );
          return toJob(created!.toObject());
        }
        // Inserted only when no job of the kind and key is waiting; that one is answered else.
        const found = await Jobs.findOneAndUpdate(
          { kind: job.kind, dedupeKey: job.dedupeKey, state: 'waiting' },
          { $setOnInsert: { _id: randomUUID(), ...fields } },
          { upsert: true, returnDocument: 'after', session },
        ).lean();
        return toJob(found!);
      },
      async get(id) {
        const doc = await Jobs.findById(id)
          .session(session ?? null)
          .lean();
        return doc ? toJob(doc) : null;
      },
      async claimDue(now, { worker, leaseMs, limit }) {
        const at = new Date(now);
        const claimed: StoredJob[] = [];
        while (claimed.length < limit) {
          const doc = await Jobs.findOneAndUpdate(
            {
              state: 'waiting',
              dueAt: { $lte: at },
              $or: [{ leaseEndsAt: null }, { leaseEndsAt: { $lte: at } }],
            },
            {
              $set: { leaseHolder: worker, leaseEndsAt: new Date(at.getTime() + leaseMs) },
              $inc: { attempts: 1 },
            },
            { sort: { dueAt: 1, _id: 1 }, returnDocument: 'after', session },
          ).lean();
          if (!doc) break;
          claimed.push(toJob(doc));
        }
        return claimed;
      },
      complete(id, worker) {
        return finishAs('done', id, worker, null);
      },
      async retryAt(id, worker, dueAt, error) {
        const result = await Jobs.updateOne(
          held(id, worker),
          {
            $set: {
              dueAt: new Date(dueAt),
              lastError: error,
              leaseHolder: null,
              leaseEndsAt: null,
            },
          },
          { session },
        );
        return result.modifiedCount === 1;
      },
      fail(id, worker, error) {
        return finishAs('failed', id, worker, error);
      },
      async cancel(ownerId, kind, options = {}) {
        const result = await Jobs.updateMany(
          {
            ownerId,
            kind,
            state: 'waiting',
            ...(options.dedupeKey === undefined ? {} : { dedupeKey: options.dedupeKey }),
          },
          {
            $set: {
              state: 'cancelled',
              finishedAt: new Date(),
              leaseHolder: null,
              leaseEndsAt: null,
            },
          },
          { session },
        );
        return result.modifiedCount;
      },
      async listDue(now, limit) {
        const docs = await Jobs.find({ state: 'waiting', dueAt: { $lte: new Date(now) } })
          .sort({ dueAt: 1, _id: 1 })
          .limit(limit)
          .session(session ?? null)
          .lean();
        return docs.map(toJob);
      },
      async listFailed(limit, ownerId) {
        const docs = await Jobs.find({
          state: 'failed',
          ...(ownerId === undefined ? {} : { ownerId }),
        })
          .sort({ finishedAt: -1, _id: -1 })
          .limit(limit)
          .session(session ?? null)
          .lean();
        return docs.map(toJob);
      },
      async listForOwner(ownerId, state) {
        const docs = await Jobs.find({ ownerId, state })
          .sort({ dueAt: 1, _id: 1 })
          .session(session ?? null)
          .lean();
        return docs.map(toJob);
      },
      async removeFinished(before) {
        const result = await Jobs.deleteMany(
          { state: { $ne: 'waiting' }, finishedAt: { $lt: new Date(before) } },
          { session },
        );
        return result.deletedCount;
      },
    };
  };
}
