import { randomUUID } from 'node:crypto';
import { Schema, type ClientSession, type Connection, type Model } from 'mongoose';
import {
  accessLevels,
  releaseTimings,
  searchedContactFields,
  searchWords,
  type AccessLevel,
  type Activity,
  type Contact,
  type ContactInput,
  type ContactPatch,
  type DocumentInput,
  type DocumentPatch,
  type JourneyState,
  type PlanDocument,
  type ReleaseSettings,
  type ReleaseTiming,
  type Wish,
  type WishInput,
  type WishPatch,
} from '@legacy-planner/contracts';
import {
  CollectionFullError,
  type ContactCollection,
  type JourneyRepository,
  type OwnedCollection,
} from '../port';
import { activityDescription, type CollectionKind } from '../plannerActivity';
import { categoryOf, defaultRelease } from '../plannerRelease';
import { pageStart, toPage } from '../paging';
import { contactCounts, rolesLabelled } from '../contactSearch';
import { regExpText } from './regExpText';
import type { MongoCounters } from './mongoCounters';
import type { MongoActivityLog } from './mongoActivities';
import { inTransaction } from './mongoTransaction';

interface RecordDocument {
  _id: string;
  userId: string;
  seq: number;
  category: string;
  requiredAccessLevel: AccessLevel;
  isVisible: boolean;
  releaseTiming: ReleaseTiming;
  data: Record<string, unknown>;
  createdAt: Date;
  updatedAt: Date;
}

// The fields the privacy rules query are top-level and indexed, beside the record's data.
const recordSchema = new Schema<RecordDocument>(
  {
    _id: { type: String, required: true },
    userId: { type: String, required: true },
    seq: { type: Number, required: true },
    category: { type: String, required: true },
    requiredAccessLevel: { type: String, enum: [...accessLevels], required: true },
    isVisible: { type: Boolean, required: true },
    releaseTiming: { type: String, enum: [...releaseTimings], required: true },
    data: { type: Schema.Types.Mixed, required: true },
  },
  { versionKey: false, timestamps: true, minimize: false },
);
// Not unique, unlike events' and grants': records and activities written before the per-user
// counters carry numbers from per-process counters, and a unique index that failed to build on
// them would stop start-up. The counters keep new numbers unique.
recordSchema.index({ userId: 1, seq: -1 });
recordSchema.index({ userId: 1, requiredAccessLevel: 1, releaseTiming: 1 });

interface JourneyDocument {
  _id: string;
  state: JourneyState;
}

const journeySchema = new Schema<JourneyDocument>(
  {
    _id: { type: String, required: true },
    state: { type: Schema.Types.Mixed, required: true },
  },
  { versionKey: false, timestamps: true },
);

const toRecord = <T>(doc: RecordDocument): T =>
  ({
    ...doc.data,
    id: doc._id,
    userId: doc.userId,
    createdAt: doc.createdAt.toISOString(),
    updatedAt: doc.updatedAt.toISOString(),
  }) as T;

const bySeq = (doc: { seq: number }) => doc.seq;

/**
 * The owner's contacts holding every word of the search `q` (all when blank) in one of their
 * fields, whatever its case (the regex's 'i' folds more than ASCII: "élise" finds "Élise"), or
 * in their role's label.
 */
function contactsMatching(userId: string, q: string | undefined) {
  const words = searchWords(q).map((word) => ({
    $or: [
      ...searchedContactFields.map((field) => ({
        [`data.${field}`]: { $regex: regExpText(word), $options: 'i' },
      })),
      { category: { $in: rolesLabelled(word) } },
    ],
  }));
  return words.length > 0 ? { userId, $and: words } : { userId };
}

/** The settings given, without those left out (which keep their value). */
function releaseChanges(settings: Partial<ReleaseSettings>): Partial<ReleaseSettings> {
  const { requiredAccessLevel, isVisible, releaseTiming } = settings;
  return Object.fromEntries(
    Object.entries({ requiredAccessLevel, isVisible, releaseTiming }).filter(
      ([, value]) => value !== undefined,
    ),
  );
}

/**
 * The planner repositories on MongoDB. Models are compiled once; the answer makes the
 * repositories for the store (no session) or for one unit of work (its session).
 */
export function mongoPlanner(
  connection: Connection,
  counters: MongoCounters,
  activityLog: MongoActivityLog,
  cap: number,
) {
  const recordModels: Record<CollectionKind, Model<RecordDocument>> = {
    documents: connection.model<RecordDocument>('documents', recordSchema, 'documents'),
    wishes: connection.model<RecordDocument>('wishes', recordSchema, 'wishes'),
    contacts: connection.model<RecordDocument>('contacts', recordSchema, 'contacts'),
  };
  const Journey = connection.model<JourneyDocument>('Journey', journeySchema, 'journeys');

  const logActivity = (
    session: ClientSession,
    userId: string,
    kind: CollectionKind,
    status: Activity['status'],
    data: Record<string, unknown>,
    author: string | null,
  ) =>
    activityLog.write(
      session,
      userId,
      kind,
      status,
      activityDescription(kind, status, data, author),
    );

  /** Documents, wishes or contacts; each change, its counter and its activity in one transaction. */
  function collection<TRecord, TInput extends object, TPatch extends object>(
    kind: CollectionKind,
    session: ClientSession | undefined,
  ): OwnedCollection<TRecord, TInput, TPatch> {
    const Records = recordModels[kind];
    const write = <T>(work: (session: ClientSession) => Promise<T>) =>
      inTransaction(connection, session, work);

    return {
      async list(userId, page) {
        const docs = await Records.find({ userId, seq: { $lt: pageStart(page) } })
          .sort({ seq: -1 })
          .limit(page.limit + 1)
          .session(session ?? null)
          .lean();
        return toPage(docs, page.limit, bySeq, (doc) => toRecord<TRecord>(doc));
      },
      async count(userId) {
        return Records.countDocuments({ userId }).session(session ?? null);
      },
      async get(userId, id) {
        const doc = await Records.findOne({ _id: id, userId })
          .session(session ?? null)
          .lean();
        return doc ? toRecord<TRecord>(doc) : null;
      },
      create(userId, input, author = null) {
        return write(async (s) => {
          const seq = await counters.claim(userId, kind, cap, s);
          if (seq === null) throw new CollectionFullError(kind, cap);
          const record = input as Record<string, unknown>;
          const [created] = await Records.create(
            [
              {
                _id: randomUUID(),
                userId,
                seq,
                category: categoryOf(kind, record),
                ...defaultRelease(kind, record),
                data: record,
              },
            ],
            { session: s },
          );
          await logActivity(s, userId, kind, 'created', record, author);
          return toRecord<TRecord>(created!.toObject());
        });
      },
      update(userId, id, patch, author = null) {
        return write(async (s) => {
          const existing = await Records.findOne({ _id: id, userId }).session(s).lean();
          if (!existing) return null;
          const data = { ...existing.data, ...patch };
          const updated = await Records.findOneAndUpdate(
            { _id: id, userId },
            { data, category: categoryOf(kind, data) },
            { returnDocument: 'after', session: s },
          ).lean();
          await logActivity(s, userId, kind, 'updated', data, author);
          return toRecord<TRecord>(updated!);
        });
      },
      remove(userId, id, author = null) {
        return write(async (s) => {
          const removed = await Records.findOneAndDelete(
            { _id: id, userId },
            { session: s },
          ).lean();
          if (!removed) return false;
          await counters.release(userId, kind, s);
          await logActivity(s, userId, kind, 'deleted', removed.data, author);
          return true;
        });
      },
      async releases(userId) {
        const docs = await Records.find(
          { userId },
          { requiredAccessLevel: 1, isVisible: 1, releaseTiming: 1 },
        )
          .session(session ?? null)
          .lean();
        return new Map(
          docs.map((doc): [string, ReleaseSettings] => [
            String(doc._id),
            {
              requiredAccessLevel: doc.requiredAccessLevel,
              isVisible: doc.isVisible,
              releaseTiming: doc.releaseTiming,
            },
          ]),
        );
      },
      async setRelease(userId, id, settings) {
        const changes = releaseChanges(settings);
        // Mongoose sends no update without changes: then the answer is whether the record exists.
        if (Object.keys(changes).length === 0) {
          return (await Records.exists({ _id: id, userId }).session(session ?? null)) !== null;
        }
        // Settings are not the record's content: its updatedAt stays, as in SQLite.
        const result = await Records.updateOne(
          { _id: id, userId },
          { $set: changes },
          { session, runValidators: true, timestamps: false },
        );
        return result.matchedCount === 1;
      },
    };
  }

  /** The contacts, searched, filtered and counted here rather than in the browser (issue 30). */
  function contacts(session: ClientSession | undefined): ContactCollection {
    const Records = recordModels.contacts;
    return {
      ...collection<Contact, ContactInput, ContactPatch>('contacts', session),
      async find(userId, { role, q }, page) {
        const docs = await Records.find({
          ...contactsMatching(userId, q),
          ...(role ? { category: role } : {}),
          seq: { $lt: pageStart(page) },
        })
          .sort({ seq: -1 })
          .limit(page.limit + 1)
          .session(session ?? null)
          .lean();
        return toPage(docs, page.limit, bySeq, (doc) => toRecord<Contact>(doc));
      },
      async counts(userId, q) {
        const counted = await Records.aggregate<{ _id: string; count: number }>([
          { $match: contactsMatching(userId, q) },
          { $group: { _id: '$category', count: { $sum: 1 } } },
        ]).session(session ?? null);
        return contactCounts(counted.map(({ _id, count }) => ({ role: _id, count })));
      },
    };
  }

  function journeys(session: ClientSession | undefined): JourneyRepository {
    return {
      async get(userId) {
        const doc = await Journey.findById(userId)
          .session(session ?? null)
          .lean();
        return doc ? doc.state : null;
      },
      async put(userId, state) {
        await Journey.replaceOne(
          { _id: userId },
          { _id: userId, state },
          { upsert: true, session },
        );
      },
    };
  }

  return (session?: ClientSession) => ({
    documents: collection<PlanDocument, DocumentInput, DocumentPatch>('documents', session),
    wishes: collection<Wish, WishInput, WishPatch>('wishes', session),
    contacts: contacts(session),
    activities: activityLog.repository(session),
    journeys: journeys(session),
  });
}
