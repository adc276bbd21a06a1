import { randomUUID } from 'node:crypto';
import { Schema, type ClientSession, type Connection } from 'mongoose';
import { contactAnswers, type ContactAnswer } from '@legacy-planner/contracts';
import type { ContactAskRecord, ContactAskRepository } from '../port';

// As SQLite's contact_asks: one document per trusted contact asked "Is … OK?".

interface AskDocument {
  _id: string;
  ownerId: string;
  round: string;
  contactId: string;
  contactName: string;
  contactEmail: string;
  contactRelationship: string;
  tokenHash: string;
  askedAt: Date;
  expiresAt: Date;
  answer: ContactAnswer | null;
  answeredAt: Date | null;
}

/** The indexes, also made by MongoDB migration 6 (named alike, so neither makes a second). */
export const contactAskIndexes = [
  { key: { ownerId: 1, round: 1, askedAt: 1 }, options: { name: 'ownerId_1_round_1_askedAt_1' } },
  { key: { tokenHash: 1 }, options: { name: 'tokenHash_1', unique: true } },
] as const;

const askSchema = new Schema<AskDocument>(
  {
    _id: { type: String, required: true },
    ownerId: { type: String, required: true },
    round: { type: String, required: true },
    contactId: { type: String, required: true },
    contactName: { type: String, required: true },
    contactEmail: { type: String, required: true },
    contactRelationship: { type: String, default: '' },
    tokenHash: { type: String, required: true },
    askedAt: { type: Date, required: true },
    expiresAt: { type: Date, required: true },
    // Unanswered is null, which the enum's validator lets through.
    answer: { type: String, enum: [...contactAnswers], default: null },
    answeredAt: { type: Date, default: null },
  },
  { versionKey: false },
);
for (const { key, options } of contactAskIndexes) askSchema.index(key, options);

const toRecord = (doc: AskDocument): ContactAskRecord => ({
  id: doc._id,
  ownerId: doc.ownerId,
  round: doc.round,
  contactId: doc.contactId,
  contactName: doc.contactName,
  contactEmail: doc.contactEmail,
  contactRelationship: doc.contactRelationship ?? '',
  tokenHash: doc.tokenHash,
  askedAt: doc.askedAt.toISOString(),
  expiresAt: doc.expiresAt.toISOString(),
  answer: doc.answer ?? null,
  answeredAt: doc.answeredAt ? doc.answeredAt.toISOString() : null,
});

export function mongoContactAsks(connection: Connection) {
  const Asks = connection.model<AskDocument>('ContactAsk', askSchema, 'contactAsks');
  return (session?: ClientSession): ContactAskRepository => ({
    async create(ask) {
      const [made] = await Asks.create(
        [
          {
            ...ask,
            _id: randomUUID(),
            askedAt: new Date(ask.askedAt),
            expiresAt: new Date(ask.expiresAt),
            answer: null,
            answeredAt: null,
          },
        ],
        { session },
      );
      return toRecord(made!.toObject());
    },
    async findByTokenHash(tokenHash) {
      const found = await Asks.findOne({ tokenHash }, null, { session }).lean();
      return found ? toRecord(found) : null;
    },
    async answer(id, answer, at) {
      // One atomic update: of two answers at once, the first stands.
      const found = await Asks.findOneAndUpdate(
        { _id: id, answer: null },
        { $set: { answer, answeredAt: new Date(at) } },
        { new: true, session },
      ).lean();
      return found ? toRecord(found) : null;
    },
    async listForRound(ownerId, round) {
      const found = await Asks.find({ ownerId, round }, null, { session })
        .sort({ askedAt: 1, _id: 1 })
        .lean();
      return found.map(toRecord);
    },
  });
}
