import type { ClientSession, Connection, Model } from 'mongoose';
import type { AccountErasure } from '../port';
import { inTransaction } from './mongoTransaction';
import { regExpText } from './regExpText';

// MongoDB has no cascades: erasing an account deletes the user's documents from every
// collection by the field that names them, in one transaction. The collections' models are
// those the other repositories registered on the connection (openMongoStore makes this one
// last). Sessions, rate-limit counters and mail are keyed by other things and are forgotten by
// their own repositories.

/** Each model and the filter that finds one user's documents in it. */
const ownedBy: readonly [model: string, filter: (userId: string) => object][] = [
  ['documents', (userId) => ({ userId })],
  ['wishes', (userId) => ({ userId })],
  ['contacts', (userId) => ({ userId })],
  ['File', (userId) => ({ userId })],
  ['Activity', (userId) => ({ userId })],
  ['Journey', (userId) => ({ _id: userId })],
  ['Wizard', (userId) => ({ userId })],
  ['Event', (userId) => ({ ownerId: userId })],
  ['Grant', (userId) => ({ ownerId: userId })],
  ['AccessKey', (userId) => ({ _id: userId })],
  ['AccessCard', (userId) => ({ ownerId: userId })],
  ['AccessRequest', (userId) => ({ ownerId: userId })],
  ['ItemRelease', (userId) => ({ ownerId: userId })],
  ['PrivacySettings', (userId) => ({ _id: userId })],
  ['Notice', (userId) => ({ ownerId: userId })],
  ['AccountToken', (userId) => ({ userId })],
  ['TwoFactor', (userId) => ({ _id: userId })],
  ['CheckIn', (userId) => ({ _id: userId })],
  ['Job', (userId) => ({ ownerId: userId })],
  ['MessageDelivery', (userId) => ({ ownerId: userId })],
  ['PacketProgress', (userId) => ({ ownerId: userId })],
  ['ContactAsk', (userId) => ({ ownerId: userId })],
  // Both sides: the plan's helpers, and the plans the account helps with.
  ['Helper', (userId) => ({ $or: [{ ownerId: userId }, { helperUserId: userId }] })],
  // The per-owner sequences, `<ownerId>:<name>`.
  ['Counter', (userId) => ({ _id: { $regex: `^${regExpText(userId)}:` } })],
];

export function mongoErasure(connection: Connection) {
  const model = (name: string) => connection.model(name) as Model<unknown>;
  return (session?: ClientSession): AccountErasure => ({
    eraseUser: (userId) =>
      inTransaction(connection, session, async (transaction) => {
        const user = await model('User').exists({ _id: userId }).session(transaction);
        if (!user) return null;
        const files = await model('File')
          .find({ userId }, { blobId: 1 })
          .session(transaction)
          .lean<{ blobId: string }[]>();
        for (const [name, filter] of ownedBy) {
          await model(name).deleteMany(filter(userId), { session: transaction });
        }
        await model('User').deleteOne({ _id: userId }, { session: transaction });
        return { blobIds: files.map((file) => file.blobId) };
      }),
  });
}
