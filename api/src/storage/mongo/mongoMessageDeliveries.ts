import { Schema, type ClientSession, type Connection } from 'mongoose';
import type { MessageDeliveryState } from '@legacy-planner/contracts';
import type { MessageDeliveryRecord, MessageDeliveryRepository } from '../port';

// As SQLite's message_deliveries: one document per (owner, message), `<ownerId>:<messageId>`.

interface DeliveryDocument {
  _id: string;
  ownerId: string;
  messageId: string;
  recipientName: string;
  recipientEmail: string;
  state: MessageDeliveryState;
  deliveredAt: Date | null;
  firstOpenedAt: Date | null;
  linkTokenHash: string | null;
  linkExpiresAt: Date | null;
  sendCount: number;
  testTokenHash: string | null;
  testExpiresAt: Date | null;
}

/** The indexes, also made by MongoDB migration 6 (named alike, so neither makes a second). */
export const messageDeliveryIndexes = [
  { key: { ownerId: 1 }, options: { name: 'ownerId_1' } },
  {
    key: { linkTokenHash: 1 },
    options: {
      name: 'linkTokenHash_1',
      unique: true,
      partialFilterExpression: { linkTokenHash: { $type: 'string' } },
    },
  },
  {
    key: { testTokenHash: 1 },
    options: {
      name: 'testTokenHash_1',
      unique: true,
      partialFilterExpression: { testTokenHash: { $type: 'string' } },
    },
  },
] as const;

const deliverySchema = new Schema<DeliveryDocument>(
  {
    _id: { type: String, required: true },
    ownerId: { type: String, required: true },
    messageId: { type: String, required: true },
    recipientName: { type: String, default: '' },
    recipientEmail: { type: String, default: '' },
    state: { type: String, enum: ['waiting', 'delivered', 'opened'], required: true },
    deliveredAt: { type: Date, default: null },
    firstOpenedAt: { type: Date, default: null },
    linkTokenHash: { type: String, default: null },
    linkExpiresAt: { type: Date, default: null },
    sendCount: { type: Number, default: 0 },
    testTokenHash: { type: String, default: null },
    testExpiresAt: { type: Date, default: null },
  },
  { versionKey: false },
);
for (const { key, options } of messageDeliveryIndexes) deliverySchema.index(key, options);

const iso = (date: Date | null | undefined) => (date ? date.toISOString() : null);

const toRecord = (doc: DeliveryDocument): MessageDeliveryRecord => ({
  ownerId: doc.ownerId,
  messageId: doc.messageId,
  recipientName: doc.recipientName ?? '',
  recipientEmail: doc.recipientEmail ?? '',
  state: doc.state,
  deliveredAt: iso(doc.deliveredAt),
  firstOpenedAt: iso(doc.firstOpenedAt),
  linkTokenHash: doc.linkTokenHash ?? null,
  linkExpiresAt: iso(doc.linkExpiresAt),
  sendCount: doc.sendCount ?? 0,
  testTokenHash: doc.testTokenHash ?? null,
  testExpiresAt: iso(doc.testExpiresAt),
});

const idOf = (ownerId: string, messageId: string) => `${ownerId}:${messageId}`;

export function mongoMessageDeliveries(connection: Connection) {
  const Deliveries = connection.model<DeliveryDocument>(
    'MessageDelivery',
    deliverySchema,
    'messageDeliveries',
  );
  return (session?: ClientSession): MessageDeliveryRepository => {
    /** The row of a message, made waiting if there was none (never an error in a transaction). */
    const ensure = (ownerId: string, messageId: string) =>
      Deliveries.updateOne(
        { _id: idOf(ownerId, messageId) },
        {
          $setOnInsert: {
            ownerId,
            messageId,
            recipientName: '',
            recipientEmail: '',
            state: 'waiting',
            deliveredAt: null,
            firstOpenedAt: null,
            linkTokenHash: null,
            linkExpiresAt: null,
            sendCount: 0,
            testTokenHash: null,
            testExpiresAt: null,
          },
        },
        { upsert: true, session },
      );
    /** The message's row once it was delivered (opened or not). */
    const deliveredOne = (ownerId: string, messageId: string) => ({
      _id: idOf(ownerId, messageId),
      state: { $in: ['delivered', 'opened'] as MessageDeliveryState[] },
    });
    return {
      async listForOwner(ownerId) {
        const found = await Deliveries.find({ ownerId }, null, { session }).lean();
        return found.map(toRecord);
      },
      async get(ownerId, messageId) {
        const found = await Deliveries.findById(idOf(ownerId, messageId))
          .session(session ?? null)
          .lean();
        return found ? toRecord(found) : null;
      },
      async findByTokenHash(tokenHash) {
        const found = await Deliveries.findOne(
          { $or: [{ linkTokenHash: tokenHash }, { testTokenHash: tokenHash }] },
          null,
          { session },
        ).lean();
        return found ? toRecord(found) : null;
      },
      async recordDelivery(ownerId, messageId, delivery) {
        await ensure(ownerId, messageId);
        // Compare-and-set on the state: of two deliveries, one finds it waiting.
        const found = await Deliveries.findOneAndUpdate(
          { _id: idOf(ownerId, messageId), state: 'waiting' },
          {
            $set: {
              recipientName: delivery.recipientName,
              recipientEmail: delivery.recipientEmail,
              state: 'delivered',
              deliveredAt: new Date(delivery.at),
              linkTokenHash: delivery.linkTokenHash,
              sendCount: 1,
            },
          },
          { new: true, session },
        ).lean();
        return found ? toRecord(found) : null;
      },
      async replaceLink(ownerId, messageId, linkTokenHash) {
        const found = await Deliveries.findOneAndUpdate(
          deliveredOne(ownerId, messageId),
          { $set: { linkTokenHash, linkExpiresAt: null }, $inc: { sendCount: 1 } },
          { new: true, session },
        ).lean();
        return found ? toRecord(found) : null;
      },
      async markOpened(ownerId, messageId, at, linkExpiresAt) {
        // An update pipeline keeps an earlier opening's time and expiry.
        const found = await Deliveries.findOneAndUpdate(
          deliveredOne(ownerId, messageId),
          [
            {
              $set: {
                state: 'opened',
                firstOpenedAt: { $ifNull: ['$firstOpenedAt', new Date(at)] },
                linkExpiresAt: { $ifNull: ['$linkExpiresAt', new Date(linkExpiresAt)] },
              },
            },
          ],
          { new: true, session, updatePipeline: true },
        ).lean();
        return found ? toRecord(found) : null;
      },
      async setTestLink(ownerId, messageId, testTokenHash, testExpiresAt) {
        await ensure(ownerId, messageId);
        const found = await Deliveries.findOneAndUpdate(
          { _id: idOf(ownerId, messageId) },
          { $set: { testTokenHash, testExpiresAt: new Date(testExpiresAt) } },
          { new: true, session },
        ).lean();
        return toRecord(found!);
      },
    };
  };
}
