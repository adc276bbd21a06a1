import { randomUUID } from 'node:crypto';
import { Schema, type ClientSession, type Connection } from 'mongoose';
import { accessLevels, type AccessLevel, type RequestMethod } from '@legacy-planner/contracts';
import {
  DuplicateCardIdError,
  type AccessKeyRepository,
  type AccessRequestRepository,
  type CardRepository,
  type RequestDecision,
  type StoredAccessRequest,
  type StoredCard,
  type UnmatchedRequest,
  type UnmatchedRequestRepository,
} from '../port';
import { pageStart, toPage } from '../paging';
import type { MongoCounters } from './mongoCounters';
import { inTransaction } from './mongoTransaction';

// The ways in to an owner's plan, as in SQLite's access_keys, access_cards and
// access_requests: the key as a hash, card codes and evidence sealed above the store.

interface AccessKeyDocument {
  _id: string;
  keyHash: string;
  createdAt: Date;
}

const accessKeySchema = new Schema<AccessKeyDocument>(
  {
    _id: { type: String, required: true },
    keyHash: { type: String, required: true },
    createdAt: { type: Date, required: true },
  },
  { versionKey: false },
);

export function mongoAccessKeys(connection: Connection) {
  const Keys = connection.model<AccessKeyDocument>('AccessKey', accessKeySchema, 'accessKeys');
  return (session?: ClientSession): AccessKeyRepository => ({
    async get(ownerId) {
      const doc = await Keys.findById(ownerId)
        .session(session ?? null)
        .lean();
      return doc ? { ownerId, keyHash: doc.keyHash, createdAt: doc.createdAt.toISOString() } : null;
    },
    async put(ownerId, keyHash) {
      const createdAt = new Date();
      await Keys.replaceOne(
        { _id: ownerId },
        { _id: ownerId, keyHash, createdAt },
        { upsert: true, session },
      );
      return { ownerId, keyHash, createdAt: createdAt.toISOString() };
    },
    async remove(ownerId) {
      const result = await Keys.deleteOne({ _id: ownerId }, { session });
      return result.deletedCount === 1;
    },
  });
}

interface CardDocument {
  _id: string;
  ownerId: string;
  sealedCode: string;
  isEnabled: boolean;
  accessLevel: AccessLevel;
  expirationDate: Date;
  createdAt: Date;
}

const cardSchema = new Schema<CardDocument>(
  {
    _id: { type: String, required: true },
    ownerId: { type: String, required: true },
    sealedCode: { type: String, required: true },
    isEnabled: { type: Boolean, required: true },
    accessLevel: { type: String, enum: [...accessLevels], required: true },
    expirationDate: { type: Date, required: true },
    createdAt: { type: Date, required: true },
  },
  { versionKey: false },
);
cardSchema.index({ ownerId: 1, createdAt: 1 });

const toCard = (doc: CardDocument): StoredCard => ({
  cardId: doc._id,
  ownerId: doc.ownerId,
  sealedCode: doc.sealedCode,
  isEnabled: doc.isEnabled,
  accessLevel: doc.accessLevel,
  expirationDate: doc.expirationDate.toISOString(),
  createdAt: doc.createdAt.toISOString(),
});

const DUPLICATE_KEY = 11000;

export function mongoCards(connection: Connection) {
  const Cards = connection.model<CardDocument>('AccessCard', cardSchema, 'accessCards');
  return (session?: ClientSession): CardRepository => ({
    async listForOwner(ownerId) {
      const docs = await Cards.find({ ownerId })
        .sort({ createdAt: 1, _id: 1 })
        .session(session ?? null)
        .lean();
      return docs.map(toCard);
    },
    async get(cardId) {
      const doc = await Cards.findById(cardId)
        .session(session ?? null)
        .lean();
      return doc ? toCard(doc) : null;
    },
    async create(card) {
      try {
        const [created] = await Cards.create(
          [
            {
              _id: card.cardId,
              ownerId: card.ownerId,
              sealedCode: card.sealedCode,
              isEnabled: card.isEnabled,
              accessLevel: card.accessLevel,
              expirationDate: new Date(card.expirationDate),
              createdAt: new Date(card.createdAt),
            },
          ],
          { session },
        );
        return toCard(created!.toObject());
      } catch (error) {
        if ((error as { code?: number }).code === DUPLICATE_KEY) throw new DuplicateCardIdError();
        throw error;
      }
    },
    async update(ownerId, cardId, change) {
      const set: Partial<CardDocument> = {};
      if (change.isEnabled !== undefined) set.isEnabled = change.isEnabled;
      if (change.accessLevel) set.accessLevel = change.accessLevel;
      if (change.expirationDate) set.expirationDate = new Date(change.expirationDate);
      const doc = await Cards.findOneAndUpdate(
        { _id: cardId, ownerId },
        { $set: set },
        { new: true, session },
      ).lean();
      return doc ? toCard(doc) : null;
    },
    async remove(ownerId, cardId) {
      const result = await Cards.deleteOne({ _id: cardId, ownerId }, { session });
      return result.deletedCount === 1;
    },
  });
}

interface RequestDocument {
  _id: string;
  ownerId: string;
  seq: number;
  level: AccessLevel;
  method: RequestMethod;
  holder: { name: string; email: string; relationship: string };
  sealedEvidence: string;
  claimTokenHash: string;
  createdAt: Date;
  grantsAt: Date | null;
  decision: RequestDecision | null;
  decidedAt: Date | null;
  grantId: string | null;
  remindersSent: number;
}

const requestSchema = new Schema<RequestDocument>(
  {
    _id: { type: String, required: true },
    ownerId: { type: String, required: true },
    seq: { type: Number, required: true },
    level: { type: String, enum: [...accessLevels], required: true },
    method: { type: String, enum: ['evidence', 'questions', 'contact_report'], required: true },
    holder: {
      name: { type: String, required: true },
      email: { type: String, required: true },
      relationship: { type: String, required: true },
    },
    sealedEvidence: { type: String, required: true },
    claimTokenHash: { type: String, required: true },
    createdAt: { type: Date, required: true },
    grantsAt: { type: Date, default: null },
    decision: { type: String, enum: ['approved', 'rejected', 'verified', null], default: null },
    decidedAt: { type: Date, default: null },
    grantId: { type: String, default: null },
    remindersSent: { type: Number, default: 0 },
  },
  { versionKey: false },
);
requestSchema.index({ ownerId: 1, seq: -1 }, { unique: true });
requestSchema.index({ grantsAt: 1 }, { partialFilterExpression: { decision: null } });

const toRequest = (doc: RequestDocument): StoredAccessRequest => ({
  id: doc._id,
  ownerId: doc.ownerId,
  level: doc.level,
  method: doc.method,
  holder: { name: doc.holder.name, email: doc.holder.email, relationship: doc.holder.relationship },
  sealedEvidence: doc.sealedEvidence,
  claimTokenHash: doc.claimTokenHash,
  createdAt: doc.createdAt.toISOString(),
  grantsAt: doc.grantsAt ? doc.grantsAt.toISOString() : null,
  decision: doc.decision,
  decidedAt: doc.decidedAt ? doc.decidedAt.toISOString() : null,
  grantId: doc.grantId,
  remindersSent: doc.remindersSent,
});

export function mongoAccessRequests(connection: Connection, counters: MongoCounters) {
  const Requests = connection.model<RequestDocument>(
    'AccessRequest',
    requestSchema,
    'accessRequests',
  );
  return (session?: ClientSession): AccessRequestRepository => ({
    create(request) {
      return inTransaction(connection, session, async (s) => {
        const seq = await counters.next(request.ownerId, 'accessRequests', s);
        const [created] = await Requests.create(
          [
            {
              _id: randomUUID(),
              ownerId: request.ownerId,
              seq,
              level: request.level,
              method: request.method,
              holder: request.holder,
              sealedEvidence: request.sealedEvidence,
              claimTokenHash: request.claimTokenHash,
              createdAt: new Date(),
              grantsAt: request.grantsAt ? new Date(request.grantsAt) : null,
              decision: null,
              decidedAt: null,
              grantId: null,
              remindersSent: 0,
            },
          ],
          { session: s },
        );
        return toRequest(created!.toObject());
      });
    },
    async get(id) {
      const doc = await Requests.findById(id)
        .session(session ?? null)
        .lean();
      return doc ? toRequest(doc) : null;
    },
    async listForOwner(ownerId, page) {
      const docs = await Requests.find({ ownerId, seq: { $lt: pageStart(page) } })
        .sort({ seq: -1 })
        .limit(page.limit + 1)
        .session(session ?? null)
        .lean();
      return toPage(docs, page.limit, (doc) => doc.seq, toRequest);
    },
    async decide(id, decision, at) {
      const when = new Date(at);
      // Compare-and-set, as in SQLite: undecided, and a rejection until its grant is claimed,
      // any other decision until its waiting period ends.
      const inTime =
        decision === 'rejected'
          ? { grantId: null }
          : { $or: [{ grantsAt: null }, { grantsAt: { $gt: when } }] };
      const doc = await Requests.findOneAndUpdate(
        { _id: id, decision: null, ...inTime },
        { $set: { decision, decidedAt: when } },
        { new: true, session },
      ).lean();
      return doc ? toRequest(doc) : null;
    },
    async attachGrant(id, grantId) {
      const result = await Requests.updateOne(
        { _id: id, grantId: null, decision: { $ne: 'rejected' } },
        { $set: { grantId } },
        { session },
      );
      return result.modifiedCount === 1;
    },
    async listWaiting(now) {
      const docs = await Requests.find({ decision: null, grantsAt: { $gt: new Date(now) } })
        .sort({ grantsAt: 1 })
        .session(session ?? null)
        .lean();
      return docs.map(toRequest);
    },
    async listAwaitingVerification() {
      const docs = await Requests.find({ decision: null, grantsAt: null, level: 'full' })
        .sort({ createdAt: 1, seq: 1 })
        .session(session ?? null)
        .lean();
      return docs.map(toRequest);
    },
    async markReminded(id, count) {
      const result = await Requests.updateOne(
        { _id: id, remindersSent: { $lt: count } },
        { $set: { remindersSent: count } },
        { session },
      );
      return result.modifiedCount === 1;
    },
  });
}

interface UnmatchedDocument {
  _id: string;
  claimTokenHash: string;
  createdAt: Date;
  grantsAt: Date | null;
}

const unmatchedSchema = new Schema<UnmatchedDocument>(
  {
    _id: { type: String, required: true },
    claimTokenHash: { type: String, required: true },
    createdAt: { type: Date, required: true },
    grantsAt: { type: Date, default: null },
  },
  { versionKey: false },
);

const toUnmatched = (doc: UnmatchedDocument): UnmatchedRequest => ({
  id: doc._id,
  claimTokenHash: doc.claimTokenHash,
  createdAt: doc.createdAt.toISOString(),
  grantsAt: doc.grantsAt ? doc.grantsAt.toISOString() : null,
});

/** As SQLite's unmatched_requests: no owner, no requester. */
export function mongoUnmatchedRequests(connection: Connection) {
  const Unmatched = connection.model<UnmatchedDocument>(
    'UnmatchedRequest',
    unmatchedSchema,
    'unmatchedRequests',
  );
  return (session?: ClientSession): UnmatchedRequestRepository => ({
    async create(request) {
      const [created] = await Unmatched.create(
        [
          {
            _id: randomUUID(),
            claimTokenHash: request.claimTokenHash,
            createdAt: new Date(),
            grantsAt: request.grantsAt ? new Date(request.grantsAt) : null,
          },
        ],
        { session },
      );
      return toUnmatched(created!.toObject());
    },
    async get(id) {
      const doc = await Unmatched.findById(id)
        .session(session ?? null)
        .lean();
      return doc ? toUnmatched(doc) : null;
    },
  });
}
