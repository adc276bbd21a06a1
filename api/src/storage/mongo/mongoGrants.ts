import { randomUUID } from 'node:crypto';
import { Schema, type ClientSession, type Connection } from 'mongoose';
import { accessLevels, type AccessLevel, type GrantSource } from '@legacy-planner/contracts';
import type { GrantRecord, GrantRepository } from '../port';
import { pageStart, toPage } from '../paging';
import type { MongoCounters } from './mongoCounters';
import { inTransaction } from './mongoTransaction';

interface GrantDocument {
  _id: string;
  ownerId: string;
  seq: number;
  level: AccessLevel;
  viewerName: string;
  viewerEmail: string;
  viewerRelationship: string;
  source: GrantSource;
  emergency: boolean;
  createdAt: Date;
  expiresAt: Date;
  revokedAt: Date | null;
}

const grantSchema = new Schema<GrantDocument>(
  {
    _id: { type: String, required: true },
    ownerId: { type: String, required: true },
    seq: { type: Number, required: true },
    level: { type: String, enum: [...accessLevels], required: true },
    viewerName: { type: String, required: true },
    // Grants made before holders were recorded have none.
    viewerEmail: { type: String, default: '' },
    viewerRelationship: { type: String, default: '' },
    source: {
      type: String,
      enum: ['card', 'access_key', 'request', 'loved_one', 'check_in'],
      default: 'access_key',
    },
    emergency: { type: Boolean, required: true },
    createdAt: { type: Date, required: true },
    expiresAt: { type: Date, required: true },
    revokedAt: { type: Date, default: null },
  },
  { versionKey: false },
);
grantSchema.index({ ownerId: 1, seq: -1 }, { unique: true });

const toGrant = (doc: GrantDocument): GrantRecord => ({
  id: doc._id,
  ownerId: doc.ownerId,
  level: doc.level,
  viewerName: doc.viewerName,
  viewerEmail: doc.viewerEmail ?? '',
  viewerRelationship: doc.viewerRelationship ?? '',
  source: doc.source ?? 'access_key',
  emergency: doc.emergency,
  createdAt: doc.createdAt.toISOString(),
  expiresAt: doc.expiresAt.toISOString(),
  revokedAt: doc.revokedAt ? doc.revokedAt.toISOString() : null,
});

/** Owners' grants; the answer makes the repository for the store or for a unit of work. */
export function mongoGrants(connection: Connection, counters: MongoCounters) {
  const Grants = connection.model<GrantDocument>('Grant', grantSchema, 'grants');

  return (session?: ClientSession): GrantRepository => ({
    create(grant) {
      return inTransaction(connection, session, async (s) => {
        const seq = await counters.next(grant.ownerId, 'grants', s);
        const [created] = await Grants.create(
          [
            {
              _id: randomUUID(),
              ownerId: grant.ownerId,
              seq,
              level: grant.level,
              viewerName: grant.viewerName,
              viewerEmail: grant.viewerEmail,
              viewerRelationship: grant.viewerRelationship,
              source: grant.source,
              emergency: grant.emergency,
              createdAt: new Date(),
              expiresAt: new Date(grant.expiresAt),
              revokedAt: null,
            },
          ],
          { session: s },
        );
        return toGrant(created!.toObject());
      });
    },
    async get(id) {
      const doc = await Grants.findById(id)
        .session(session ?? null)
        .lean();
      return doc ? toGrant(doc) : null;
    },
    async listForOwner(ownerId, page) {
      const docs = await Grants.find({ ownerId, seq: { $lt: pageStart(page) } })
        .sort({ seq: -1 })
        .limit(page.limit + 1)
        .session(session ?? null)
        .lean();
      return toPage(docs, page.limit, (doc) => doc.seq, toGrant);
    },
    async setExpiry(ownerId, id, expiresAt) {
      const doc = await Grants.findOneAndUpdate(
        { _id: id, ownerId, revokedAt: null },
        { $set: { expiresAt: new Date(expiresAt) } },
        { new: true, session },
      ).lean();
      return doc ? toGrant(doc) : null;
    },
    async revoke(ownerId, id) {
      const result = await Grants.updateOne(
        { _id: id, ownerId, revokedAt: null },
        { $set: { revokedAt: new Date() } },
        { session },
      );
      return result.modifiedCount === 1;
    },
  });
}
