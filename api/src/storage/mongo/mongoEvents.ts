import { randomUUID } from 'node:crypto';
import { Schema, type ClientSession, type Connection } from 'mongoose';
import type { AccessLogAction } from '@legacy-planner/contracts';
import type { AccessEvent, EventLog, NewAccessEvent } from '../port';
import { actorFields, actorFrom, subjectFrom, type ActorFields } from '../eventFields';
import { pageStart, toPage } from '../paging';
import type { MongoCounters } from './mongoCounters';
import { inTransaction } from './mongoTransaction';

// Field by field, as in SQLite's events table.
interface EventDocument {
  _id: string;
  ownerId: string;
  seq: number;
  actorKind: ActorFields['kind'];
  actorId: string | null;
  actorName: string | null;
  actorEmail: string | null;
  action: AccessLogAction;
  subjectType: string | null;
  subjectId: string | null;
  detail: string | null;
  at: Date;
  /** Views counted into this entry; absent on entries written before counting began (1). */
  count?: number;
}

const eventSchema = new Schema<EventDocument>(
  {
    _id: { type: String, required: true },
    ownerId: { type: String, required: true },
    seq: { type: Number, required: true },
    actorKind: {
      type: String,
      enum: ['owner', 'viewer', 'requester', 'admin', 'system', 'helper'],
      required: true,
    },
    actorId: { type: String, default: null },
    actorName: { type: String, default: null },
    actorEmail: { type: String, default: null },
    detail: { type: String, default: null },
    action: { type: String, required: true },
    subjectType: { type: String, default: null },
    subjectId: { type: String, default: null },
    at: { type: Date, required: true },
    count: { type: Number, default: 1 },
  },
  { versionKey: false },
);
eventSchema.index({ ownerId: 1, seq: -1 }, { unique: true });
// A grant's open entry for what it viewed (actorId is the grant).
eventSchema.index(
  { actorId: 1, action: 1, subjectType: 1, subjectId: 1, at: -1 },
  { partialFilterExpression: { actorKind: 'viewer' } },
);

const toEvent = (doc: EventDocument): AccessEvent => ({
  id: doc._id,
  ownerId: doc.ownerId,
  actor: actorFrom({
    kind: doc.actorKind,
    id: doc.actorId,
    name: doc.actorName,
    email: doc.actorEmail ?? null,
  }),
  action: doc.action,
  subject: subjectFrom(doc.subjectType, doc.subjectId),
  detail: doc.detail ?? null,
  at: doc.at.toISOString(),
  count: doc.count ?? 1,
});

/** Owners' access event logs; the answer makes the log for the store or for a unit of work. */
export function mongoEvents(connection: Connection, counters: MongoCounters) {
  const Events = connection.model<EventDocument>('Event', eventSchema, 'events');

  async function create(event: NewAccessEvent, at: Date, session: ClientSession) {
    const seq = await counters.next(event.ownerId, 'events', session);
    const actor = actorFields(event.actor);
    const [created] = await Events.create(
      [
        {
          _id: randomUUID(),
          ownerId: event.ownerId,
          seq,
          actorKind: actor.kind,
          actorId: actor.id,
          actorName: actor.name,
          actorEmail: actor.email,
          action: event.action,
          subjectType: event.subject?.type ?? null,
          subjectId: event.subject?.id ?? null,
          detail: event.detail ?? null,
          at,
          count: 1,
        },
      ],
      { session },
    );
    return toEvent(created!.toObject());
  }

  return (session?: ClientSession): EventLog => ({
    append(event) {
      return inTransaction(connection, session, (s) => create(event, event.at ?? new Date(), s));
    },
    recordView(event, at, windowMs) {
      // In a transaction: two first views at once both take the owner's events counter, so
      // one of them conflicts and MongoDB runs it again, when it finds the other's entry and
      // counts into it; concurrent $inc of one entry conflict and retry the same way.
      return inTransaction(connection, session, async (s) => {
        const counted = await Events.findOneAndUpdate(
          {
            actorKind: 'viewer',
            actorId: event.actor.grantId,
            action: event.action,
            subjectType: event.subject?.type ?? null,
            subjectId: event.subject?.id ?? null,
            ownerId: event.ownerId,
            at: { $gt: new Date(at.getTime() - windowMs) },
          },
          { $inc: { count: 1 }, $set: { detail: event.detail ?? null } },
          { sort: { seq: -1 }, returnDocument: 'after', session: s },
        ).lean();
        return counted ? toEvent(counted) : create(event, at, s);
      });
    },
    async list(ownerId, page) {
      const docs = await Events.find({ ownerId, seq: { $lt: pageStart(page) } })
        .sort({ seq: -1 })
        .limit(page.limit + 1)
        .session(session ?? null)
        .lean();
      return toPage(docs, page.limit, (doc) => doc.seq, toEvent);
    },
  });
}
