import { Schema, type ClientSession, type Connection } from 'mongoose';

interface CounterDocument {
  /** `<ownerId>:<sequence>`, e.g. `<userId>:documents`. */
  _id: string;
  /** The last number given out. */
  seq: number;
  /** For records: how many the owner keeps (the cap applies to it). */
  count?: number;
}

const counterSchema = new Schema<CounterDocument>(
  {
    _id: { type: String, required: true },
    seq: { type: Number, required: true },
    count: { type: Number },
  },
  { versionKey: false },
);

export type CounterName =
  'documents' | 'wishes' | 'contacts' | 'files' | 'activities' | 'events' | 'grants';

/**
 * Per-owner counters, one document per owner and sequence: the last number given to an owner's
 * records, activities, events or grants (their order, and the key of their pages), and how many
 * records the owner keeps (the cap). They change inside the writer's transaction, so they roll
 * back with it, and numbers increase and never repeat across every API instance: a second
 * writer of the same counter conflicts with the first, and MongoDB runs its transaction again
 * once the first has committed (so numbers are also committed in order).
 */
export function mongoCounters(connection: Connection) {
  const Counter = connection.model<CounterDocument>('Counter', counterSchema, 'counters');
  const key = (ownerId: string, name: CounterName) => `${ownerId}:${name}`;

  return {
    async next(ownerId: string, name: CounterName, session: ClientSession): Promise<number> {
      const after = await Counter.findOneAndUpdate(
        { _id: key(ownerId, name) },
        { $inc: { seq: 1 } },
        { upsert: true, returnDocument: 'after', session },
      ).lean();
      return after!.seq;
    },

    /** Takes one of the owner's `cap` places and the next number; null when none is left. */
    async claim(
      ownerId: string,
      name: CounterName,
      cap: number,
      session: ClientSession,
    ): Promise<number | null> {
      // One atomic update that leaves a full counter as it is, and the document as it was
      // before tells which case it was. A failing write (such as a duplicate key from an upsert
      // filtered on the count) would abort the caller's whole transaction instead.
      const free = { $lt: [{ $ifNull: ['$count', 0] }, cap] };
      const before = await Counter.findOneAndUpdate(
        { _id: key(ownerId, name) },
        [
          {
            $set: {
              seq: { $cond: [free, { $add: [{ $ifNull: ['$seq', 0] }, 1] }, '$seq'] },
              count: { $cond: [free, { $add: [{ $ifNull: ['$count', 0] }, 1] }, '$count'] },
            },
          },
        ],
        { upsert: true, returnDocument: 'before', session, updatePipeline: true },
      ).lean();
      if ((before?.count ?? 0) >= cap) return null;
      return (before?.seq ?? 0) + 1;
    },

    /** Gives back a place when a record is removed. */
    async release(ownerId: string, name: CounterName, session: ClientSession): Promise<void> {
      await Counter.updateOne({ _id: key(ownerId, name) }, { $inc: { count: -1 } }, { session });
    },
  };
}

export type MongoCounters = ReturnType<typeof mongoCounters>;
