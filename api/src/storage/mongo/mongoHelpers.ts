import { randomUUID } from 'node:crypto';
import { Schema, type ClientSession, type Connection } from 'mongoose';
import {
  helperMethods,
  helperRoles,
  helperStates,
  type HelperMethod,
  type HelperRole,
  type HelperState,
} from '@legacy-planner/contracts';
import type { HelperRecord, HelperRepository } from '../port';

// As SQLite's helpers: one document per person per plan.

interface HelperDocument {
  _id: string;
  ownerId: string;
  helperUserId: string | null;
  name: string;
  email: string;
  relationship: string;
  role: HelperRole;
  state: HelperState;
  method: HelperMethod;
  sealedAnswers: string | null;
  createdAt: Date;
  activeSince: Date | null;
}

/** The indexes, also made by MongoDB migration 8 (named alike, so neither makes a second). */
export const helperIndexes = [
  { key: { ownerId: 1, email: 1 }, options: { name: 'ownerId_1_email_1', unique: true } },
  { key: { helperUserId: 1 }, options: { name: 'helperUserId_1' } },
  { key: { email: 1 }, options: { name: 'email_1' } },
] as const;

const helperSchema = new Schema<HelperDocument>(
  {
    _id: { type: String, required: true },
    ownerId: { type: String, required: true },
    helperUserId: { type: String, default: null },
    name: { type: String, required: true },
    email: { type: String, required: true },
    relationship: { type: String, default: '' },
    role: { type: String, enum: [...helperRoles], required: true },
    state: { type: String, enum: [...helperStates], required: true },
    method: { type: String, enum: [...helperMethods], required: true },
    sealedAnswers: { type: String, default: null },
    createdAt: { type: Date, required: true },
    activeSince: { type: Date, default: null },
  },
  { versionKey: false },
);
for (const { key, options } of helperIndexes) helperSchema.index(key, options);

const toRecord = (doc: HelperDocument): HelperRecord => ({
  id: doc._id,
  ownerId: doc.ownerId,
  helperUserId: doc.helperUserId ?? null,
  name: doc.name,
  email: doc.email,
  relationship: doc.relationship ?? '',
  role: doc.role,
  state: doc.state,
  method: doc.method,
  sealedAnswers: doc.sealedAnswers ?? null,
  createdAt: doc.createdAt.toISOString(),
  activeSince: doc.activeSince ? doc.activeSince.toISOString() : null,
});

export function mongoHelpers(connection: Connection) {
  const Helpers = connection.model<HelperDocument>('Helper', helperSchema, 'helpers');
  return (session?: ClientSession): HelperRepository => ({
    async create(helper) {
      const _id = randomUUID();
      const email = helper.email.toLowerCase();
      // An upsert rather than an insert that may fail: a duplicate key error would abort the
      // unit of work's transaction, and a second record for the email is an answer (null).
      const { upsertedCount } = await Helpers.updateOne(
        { ownerId: helper.ownerId, email },
        {
          $setOnInsert: {
            ...helper,
            _id,
            email,
            createdAt: new Date(helper.createdAt),
            activeSince: null,
          },
        },
        { upsert: true, session },
      );
      if (upsertedCount === 0) return null;
      const made = await Helpers.findById(_id, null, { session }).lean();
      return toRecord(made!);
    },
    async get(id) {
      const found = await Helpers.findById(id, null, { session }).lean();
      return found ? toRecord(found) : null;
    },
    async listForOwner(ownerId) {
      const found = await Helpers.find({ ownerId }, null, { session })
        .sort({ createdAt: 1, _id: 1 })
        .lean();
      return found.map(toRecord);
    },
    async listForHelper(helperUserId, email) {
      const found = await Helpers.find(
        { $or: [{ helperUserId }, { helperUserId: null, email: email.toLowerCase() }] },
        null,
        { session },
      )
        .sort({ createdAt: 1, _id: 1 })
        .lean();
      return found.map(toRecord);
    },
    async activate(id, from, { helperUserId, role, at }) {
      // One atomic update: of an approval and a removal at once, one wins.
      const found = await Helpers.findOneAndUpdate(
        { _id: id, state: from },
        { $set: { state: 'active', helperUserId, role, activeSince: new Date(at) } },
        { new: true, session },
      ).lean();
      return found ? toRecord(found) : null;
    },
    async setRole(id, role) {
      const found = await Helpers.findOneAndUpdate(
        { _id: id },
        { $set: { role } },
        { new: true, session },
      ).lean();
      return found ? toRecord(found) : null;
    },
    async remove(id) {
      const { deletedCount } = await Helpers.deleteOne({ _id: id }, { session });
      return deletedCount > 0;
    },
  });
}
