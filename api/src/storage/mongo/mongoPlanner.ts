import { randomUUID } from 'node:crypto';
import { Schema, type ClientSession, type Connection, type Model } from 'mongoose';
import type {
  Activity,
  Contact,
  ContactInput,
  ContactPatch,
  DocumentInput,
  DocumentPatch,
  JourneyState,
  PlanDocument,
  Wish,
  WishInput,
  WishPatch,
} from '@legacy-planner/contracts';
import type { ActivityRepository, JourneyRepository, OwnedCollection } from '../port';
import { activityDescription, type CollectionKind } from '../plannerActivity';

interface RecordDocument {
  _id: string;
  userId: string;
  data: Record<string, unknown>;
  seq: number;
  createdAt: Date;
  updatedAt: Date;
}

interface ActivityDocument {
  _id: string;
  userId: string;
  category: Activity['category'];
  status: Activity['status'];
  description: string;
  createdAt: Date;
  seq: number;
}

const recordSchema = new Schema<RecordDocument>(
  {
    _id: { type: String, required: true },
    userId: { type: String, required: true, index: true },
    data: { type: Schema.Types.Mixed, required: true },
    seq: { type: Number, required: true },
  },
  { versionKey: false, timestamps: true, minimize: false },
);

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
recordSchema.index({ userId: 1, seq: -1 });

// "Newest first" must not depend on the random ids when two changes share a millisecond: each
// record and activity carries an increasing sequence number (time, then a counter).
let lastSequence = 0;
function nextSequence(): number {
  lastSequence = Math.max(lastSequence + 1, Date.now() * 1000);
  return lastSequence;
}

const toRecord = <T>(doc: RecordDocument): T =>
  ({
    ...doc.data,
    id: doc._id,
    userId: doc.userId,
    createdAt: doc.createdAt.toISOString(),
    updatedAt: doc.updatedAt.toISOString(),
  }) as T;

type ActivityModel = Model<ActivityDocument>;

/** Documents, wishes or contacts; each change and its activity in one MongoDB transaction. */
function mongoCollection<TRecord, TInput extends object, TPatch extends object>(
  connection: Connection,
  kind: CollectionKind,
  Activities: ActivityModel,
): OwnedCollection<TRecord, TInput, TPatch> {
  const Records = connection.model<RecordDocument>(kind, recordSchema, kind);
  const log = (
    session: ClientSession,
    userId: string,
    status: Activity['status'],
    data: Record<string, unknown>,
  ) =>
    Activities.create(
      [
        {
          _id: randomUUID(),
          userId,
          category: kind,
          status,
          description: activityDescription(kind, status, data),
          createdAt: new Date(),
          seq: nextSequence(),
        },
      ],
      { session },
    );

  return {
    async list(userId) {
      const docs = await Records.find({ userId }).sort({ seq: -1 }).lean();
      return docs.map((doc) => toRecord<TRecord>(doc));
    },
    async get(userId, id) {
      const doc = await Records.findOne({ _id: id, userId }).lean();
      return doc ? toRecord<TRecord>(doc) : null;
    },
    create(userId, input) {
      return connection.transaction(async (session) => {
        const [created] = await Records.create(
          [{ _id: randomUUID(), userId, data: input, seq: nextSequence() }],
          {
            session,
          },
        );
        await log(session, userId, 'created', input as Record<string, unknown>);
        return toRecord<TRecord>(created!.toObject());
      });
    },
    update(userId, id, patch) {
      return connection.transaction(async (session) => {
        const existing = await Records.findOne({ _id: id, userId }).session(session).lean();
        if (!existing) return null;
        const data = { ...existing.data, ...patch };
        const updated = await Records.findOneAndUpdate(
          { _id: id, userId },
          { data },
          { returnDocument: 'after', session },
        ).lean();
        await log(session, userId, 'updated', data);
        return toRecord<TRecord>(updated!);
      });
    },
    remove(userId, id) {
      return connection.transaction(async (session) => {
        const removed = await Records.findOneAndDelete({ _id: id, userId }, { session }).lean();
        if (!removed) return false;
        await log(session, userId, 'deleted', removed.data);
        return true;
      });
    },
  };
}

function mongoActivities(Activities: ActivityModel): ActivityRepository {
  return {
    async list(userId, limit = 100) {
      const docs = await Activities.find({ userId }).sort({ seq: -1 }).limit(limit).lean();
      return docs.map((doc) => ({
        id: doc._id,
        userId: doc.userId,
        category: doc.category,
        status: doc.status,
        description: doc.description,
        createdAt: doc.createdAt.toISOString(),
      }));
    },
  };
}

interface JourneyDocument {
  _id: string;
  state: JourneyState;
}

function mongoJourneys(connection: Connection): JourneyRepository {
  const Journey = connection.model<JourneyDocument>(
    'Journey',
    new Schema<JourneyDocument>(
      {
        _id: { type: String, required: true },
        state: { type: Schema.Types.Mixed, required: true },
      },
      { versionKey: false, timestamps: true },
    ),
    'journeys',
  );
  return {
    async get(userId) {
      const doc = await Journey.findById(userId).lean();
      return doc ? doc.state : null;
    },
    async put(userId, state) {
      await Journey.replaceOne({ _id: userId }, { _id: userId, state }, { upsert: true });
    },
  };
}

/** The planner repositories on MongoDB (transactions need a replica set, as in compose). */
export function mongoPlanner(connection: Connection) {
  const Activities = connection.model<ActivityDocument>('Activity', activitySchema, 'activities');
  return {
    documents: mongoCollection<PlanDocument, DocumentInput, DocumentPatch>(
      connection,
      'documents',
      Activities,
    ),
    wishes: mongoCollection<Wish, WishInput, WishPatch>(connection, 'wishes', Activities),
    contacts: mongoCollection<Contact, ContactInput, ContactPatch>(
      connection,
      'contacts',
      Activities,
    ),
    activities: mongoActivities(Activities),
    journeys: mongoJourneys(connection),
  };
}
