import mongoose, { Schema, type ClientSession, type Connection } from 'mongoose';
import { ACTIVITY_LOG_LENGTH, COLLECTION_CAP } from '@legacy-planner/contracts';
import {
  ENDED_SESSION_KEPT_MS,
  type SessionData,
  type SessionRepository,
  type StoragePort,
  type StoreOptions,
  type UnitOfWork,
} from '../port';
import { mongoUsers } from './mongoUsers';
import { mongoRateLimits } from './mongoRateLimits';
import { mongoPlanner } from './mongoPlanner';
import { mongoActivityLog } from './mongoActivities';
import { mongoFiles } from './mongoFiles';
import { mongoWizards } from './mongoWizards';
import { mongoEvents } from './mongoEvents';
import { mongoGrants } from './mongoGrants';
import { mongoCounters } from './mongoCounters';
import {
  mongoAccessKeys,
  mongoAccessRequests,
  mongoCards,
  mongoUnmatchedRequests,
} from './mongoAccess';
import {
  mongoItemReleases,
  mongoMailOutbox,
  mongoNotices,
  mongoPrivacySettings,
} from './mongoPrivacy';
import { migrateMongo } from './mongoMigrations';
import { mongoAccountTokens, mongoTwoFactor } from './mongoAccountSecurity';
import { mongoCheckIns } from './mongoCheckIns';
import { mongoContactAsks } from './mongoContactAsks';
import { mongoHelpers } from './mongoHelpers';
import { mongoMessageDeliveries } from './mongoMessageDeliveries';
import { mongoPacketProgress } from './mongoPacketProgress';
import { gridFsBlobs } from '../blobs/gridFsBlobs';
import { mongoErasure } from './mongoErasure';
import { mongoJobs } from './mongoJobs';

interface SessionDocument {
  _id: string;
  data: SessionData;
  lastSeenAt?: Date | null;
  expiresAt: Date;
  /** Ended: kept, emptied, for ENDED_SESSION_KEPT_MS, so that it cannot be written back. */
  ended?: boolean;
}

const sessionSchema = new Schema<SessionDocument>(
  {
    _id: { type: String, required: true },
    data: { type: Schema.Types.Mixed, required: true },
    // MongoDB's TTL monitor removes expired sessions by itself (about once a minute);
    // reads also ignore anything already expired.
    expiresAt: { type: Date, required: true, index: { expires: 0 } },
    ended: { type: Boolean },
  },
  { versionKey: false, minimize: false },
);
// The account page lists a user's sessions: found by an index, not a scan.
sessionSchema.index({ 'data.userId': 1 }, { sparse: true });

/** MongoDB's duplicate key error. */
const DUPLICATE_KEY = 11000;
/** Ending a session keeps its document for a while, with nothing of its user in it. */
const endSession = () => ({
  $set: { ended: true, data: {}, expiresAt: new Date(Date.now() + ENDED_SESSION_KEPT_MS) },
  $unset: { lastSeenAt: 1 },
});

function mongoSessions(connection: Connection): SessionRepository {
  const Session = connection.model<SessionDocument>('Session', sessionSchema, 'sessions');
  return {
    async get(id) {
      const found = await Session.findOne({
        _id: id,
        expiresAt: { $gt: new Date() },
        ended: { $ne: true },
      }).lean();
      return found ? found.data : null;
    },
    async set(id, data, ttlMs) {
      // An update, not a replace: it keeps lastSeenAt. An ended session is not written again:
      // koa-session writes a session back when a request of it finishes, and one in flight
      // while the session was ended (a password reset, "end this session") would bring it
      // back. Its filter then matches nothing, and the upsert's insert meets the kept _id.
      // (The same error from two first writes of one new id cannot happen: koa-session gives
      // every new session an id of its own.)
      try {
        await Session.updateOne(
          { _id: id, ended: { $ne: true } },
          { $set: { data, expiresAt: new Date(Date.now() + ttlMs) } },
          { upsert: true },
        );
      } catch (error) {
        if ((error as { code?: number }).code !== DUPLICATE_KEY) throw error;
      }
    },
    async destroy(id) {
      await Session.updateOne({ _id: id }, endSession());
    },
    async deleteExpired() {
      const result = await Session.deleteMany({ expiresAt: { $lte: new Date() } });
      return result.deletedCount;
    },
    async destroyForUser(userId, options = {}) {
      await Session.updateMany(
        { 'data.userId': userId, ...(options.except ? { _id: { $ne: options.except } } : {}) },
        endSession(),
      );
    },
    async listForUser(userId) {
      const found = await Session.find({ 'data.userId': userId, expiresAt: { $gt: new Date() } })
        .sort({ 'data.signedInAt': 1, _id: 1 })
        .lean();
      return found.map((doc) => ({
        id: doc._id,
        data: doc.data,
        lastSeenAt: doc.lastSeenAt ? doc.lastSeenAt.toISOString() : null,
        expiresAt: doc.expiresAt.toISOString(),
      }));
    },
    async touch(id, at) {
      await Session.updateOne(
        { _id: id, ended: { $ne: true } },
        { $set: { lastSeenAt: new Date(at) } },
      );
    },
  };
}

/** The MongoDB store, through mongoose, for deployments that run several API instances. */
export async function openMongoStore(
  uri: string,
  options: StoreOptions = {},
): Promise<StoragePort> {
  const connection = await mongoose
    .createConnection(uri, { serverSelectionTimeoutMS: 10_000 })
    .asPromise();
  const counters = mongoCounters(connection);
  const users = mongoUsers(connection);
  const cap = options.collectionCap ?? COLLECTION_CAP;
  const activityLog = mongoActivityLog(
    connection,
    counters,
    options.activityLogLength ?? ACTIVITY_LOG_LENGTH,
  );
  const planner = mongoPlanner(connection, counters, activityLog, cap);
  const files = mongoFiles(connection, counters, activityLog, cap);
  const wizards = mongoWizards(connection, activityLog);
  const events = mongoEvents(connection, counters);
  const grants = mongoGrants(connection, counters);
  const accessKeys = mongoAccessKeys(connection);
  const cards = mongoCards(connection);
  const accessRequests = mongoAccessRequests(connection, counters);
  const unmatchedRequests = mongoUnmatchedRequests(connection);
  const itemReleases = mongoItemReleases(connection);
  const privacySettings = mongoPrivacySettings(connection);
  const notices = mongoNotices(connection);
  const mailOutbox = mongoMailOutbox(connection);
  const accountTokens = mongoAccountTokens(connection);
  const twoFactor = mongoTwoFactor(connection);
  const checkIns = mongoCheckIns(connection);
  const jobs = mongoJobs(connection);
  const messageDeliveries = mongoMessageDeliveries(connection);
  const packetProgress = mongoPacketProgress(connection);
  const contactAsks = mongoContactAsks(connection);
  const helpers = mongoHelpers(connection);
  // Last: it deletes through the models the repositories above registered.
  const erasure = mongoErasure(connection);
  // The same repositories, for the store (no session) or inside one unit of work.
  const repositories = (session?: ClientSession): UnitOfWork => ({
    users: users(session),
    ...planner(session),
    files: files(session),
    wizards: wizards(session),
    events: events(session),
    grants: grants(session),
    accessKeys: accessKeys(session),
    cards: cards(session),
    accessRequests: accessRequests(session),
    unmatchedRequests: unmatchedRequests(session),
    itemReleases: itemReleases(session),
    privacySettings: privacySettings(session),
    notices: notices(session),
    mailOutbox: mailOutbox(session),
    erasure: erasure(session),
    accountTokens: accountTokens(session),
    twoFactor: twoFactor(session),
    checkIns: checkIns(session),
    jobs: jobs(session),
    messageDeliveries: messageDeliveries(session),
    packetProgress: packetProgress(session),
    contactAsks: contactAsks(session),
    helpers: helpers(session),
  });
  const sessions = mongoSessions(connection);
  const rateLimits = mongoRateLimits(connection);
  await connection.syncIndexes();
  await migrateMongo(connection);

  return {
    kind: 'mongodb',
    blobs: gridFsBlobs(connection),
    sessions,
    rateLimits,
    ...repositories(),
    // MongoDB runs `work` again when a transient error (such as a write conflict with another
    // instance) aborts the transaction: work must do nothing outside the store that cannot
    // happen twice.
    unitOfWork: (work) => connection.transaction((session) => work(repositories(session))),
    async scrubDeleted() {
      // Deleted documents are gone from every query at once; WiredTiger reuses their space.
    },
    async ping() {
      await connection.db?.admin().ping();
    },
    async close() {
      await connection.close();
    },
  };
}
