import mongoose, { Schema, type Connection } from 'mongoose';
import type { SessionData, SessionRepository, StoragePort } from '../port';
import { mongoUsers } from './mongoUsers';
import { mongoRateLimits } from './mongoRateLimits';
import { mongoPlanner } from './mongoPlanner';

interface SessionDocument {
  _id: string;
  data: SessionData;
  expiresAt: Date;
}

const sessionSchema = new Schema<SessionDocument>(
  {
    _id: { type: String, required: true },
    data: { type: Schema.Types.Mixed, required: true },
    // MongoDB's TTL monitor removes expired sessions by itself (about once a minute);
    // reads also ignore anything already expired.
    expiresAt: { type: Date, required: true, index: { expires: 0 } },
  },
  { versionKey: false, minimize: false },
);

function mongoSessions(connection: Connection): SessionRepository {
  const Session = connection.model<SessionDocument>('Session', sessionSchema, 'sessions');
  return {
    async get(id) {
      const found = await Session.findOne({ _id: id, expiresAt: { $gt: new Date() } }).lean();
      return found ? found.data : null;
    },
    async set(id, data, ttlMs) {
      await Session.replaceOne(
        { _id: id },
        { _id: id, data, expiresAt: new Date(Date.now() + ttlMs) },
        { upsert: true },
      );
    },
    async destroy(id) {
      await Session.deleteOne({ _id: id });
    },
    async deleteExpired() {
      const result = await Session.deleteMany({ expiresAt: { $lte: new Date() } });
      return result.deletedCount;
    },
    async destroyForUser(userId) {
      await Session.deleteMany({ 'data.userId': userId });
    },
  };
}

/** The MongoDB store, through mongoose, for deployments that run several API instances. */
export async function openMongoStore(uri: string): Promise<StoragePort> {
  const connection = await mongoose
    .createConnection(uri, { serverSelectionTimeoutMS: 10_000 })
    .asPromise();
  const sessions = mongoSessions(connection);
  const users = mongoUsers(connection);
  const rateLimits = mongoRateLimits(connection);
  const planner = mongoPlanner(connection);
  await connection.syncIndexes();
  return {
    kind: 'mongodb',
    sessions,
    users,
    rateLimits,
    ...planner,
    async ping() {
      await connection.db?.admin().ping();
    },
    async close() {
      await connection.close();
    },
  };
}
