import { Schema, type Connection } from 'mongoose';
import type { RateLimitRepository } from '../port';
import { regExpText } from './regExpText';

interface CounterDocument {
  _id: string;
  count: number;
  resetAt: Date;
}

const counterSchema = new Schema<CounterDocument>(
  {
    _id: { type: String, required: true },
    count: { type: Number, required: true },
    // Expired windows are removed by MongoDB's TTL monitor; reads ignore them before that.
    resetAt: { type: Date, required: true, index: { expires: 0 } },
  },
  { versionKey: false },
);

export function mongoRateLimits(connection: Connection): RateLimitRepository {
  const Counter = connection.model<CounterDocument>('RateCounter', counterSchema, 'rate_limits');
  return {
    async hit(key, windowMs) {
      const now = new Date();
      // One atomic update: restart the window when it has ended, otherwise count one more.
      const updated = await Counter.findOneAndUpdate(
        { _id: key },
        [
          {
            $set: {
              count: {
                $cond: [{ $gt: ['$resetAt', now] }, { $add: ['$count', 1] }, 1],
              },
              resetAt: {
                $cond: [{ $gt: ['$resetAt', now] }, '$resetAt', new Date(now.getTime() + windowMs)],
              },
            },
          },
        ],
        { upsert: true, returnDocument: 'after', updatePipeline: true },
      ).lean();
      return { count: updated!.count, resetAt: updated!.resetAt.getTime() };
    },
    async reset(key) {
      await Counter.deleteOne({ _id: key });
    },
    // The TTL monitor removes them too, about once a minute; this answers how many were left.
    async deleteExpired() {
      const result = await Counter.deleteMany({ resetAt: { $lte: new Date() } });
      return result.deletedCount;
    },
    async removeMentioning(text) {
      // `:text` at the end of the key, or `:text ` before the address (see the port).
      const result = await Counter.deleteMany({ _id: { $regex: `:${regExpText(text)}( |$)` } });
      return result.deletedCount;
    },
  };
}
