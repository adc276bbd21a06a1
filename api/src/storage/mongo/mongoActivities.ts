import { randomUUID } from 'node:crypto';
import { Schema, type ClientSession, type Connection } from 'mongoose';
import type { Activity } from '@legacy-planner/contracts';
import type { ActivityRepository } from '../port';
import { pageStart, toPage } from '../paging';
import type { MongoCounters } from './mongoCounters';

interface ActivityDocument {
  _id: string;
  userId: string;
  category: Activity['category'];
  status: Activity['status'];
  description: string;
  createdAt: Date;
  seq: number;
}

const activitySchema = new Schema<ActivityDocument>(
  {
    _id: { type: String, required: true },
    userId: { type: String, required: true },
    category: { type: String, required: true },
    status: { type: String, required: true },
    description: { type: String, required: true },
    createdAt: { type: Date, required: true },
    seq: { type: Number, required: true },
  },
  { versionKey: false },
);
activitySchema.index({ userId: 1, seq: -1 });

/**
 * The activity log on MongoDB: written by every repository that changes a user's plan (inside
 * that change's transaction), read by the dashboard. Only the newest `logLength` are kept.
 */
export function mongoActivityLog(
  connection: Connection,
  counters: MongoCounters,
  logLength: number,
) {
  const Activities = connection.model<ActivityDocument>('Activity', activitySchema, 'activities');

  return {
    async write(
      session: ClientSession,
      userId: string,
      category: Activity['category'],
      status: Activity['status'],
      description: string,
    ) {
      const seq = await counters.next(userId, 'activities', session);
      await Activities.create(
        [{ _id: randomUUID(), userId, category, status, description, createdAt: new Date(), seq }],
        { session },
      );
      // The entries that fell out of the kept window (one range of the { userId, seq } index).
      if (seq > logLength) {
        await Activities.deleteMany({ userId, seq: { $lte: seq - logLength } }, { session });
      }
    },

    repository(session: ClientSession | undefined): ActivityRepository {
      return {
        async list(userId, page) {
          const docs = await Activities.find({ userId, seq: { $lt: pageStart(page) } })
            .sort({ seq: -1 })
            .limit(page.limit + 1)
            .session(session ?? null)
            .lean();
          return toPage(
            docs,
            page.limit,
            (doc) => doc.seq,
            (doc) => ({
              id: doc._id,
              userId: doc.userId,
              category: doc.category,
              status: doc.status,
              description: doc.description,
              createdAt: doc.createdAt.toISOString(),
            }),
          );
        },
      };
    },
  };
}

export type MongoActivityLog = ReturnType<typeof mongoActivityLog>;
