import { randomUUID } from 'node:crypto';
import { Schema, type ClientSession, type Connection } from 'mongoose';
import type { AccessLogAction } from '@legacy-planner/contracts';
import type { AccessEvent, EventLog } from '../port';
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
}

const eventSchema = new Schema<EventDocument>(
  {
    _id: { type: String, required: true },
    ownerId: { type: String, required: true },
    seq: { type: Number, required: true },
    actorKind: {
      type: String,
      enum: ['owner', 'viewer', 'requester', 'admin', 'system'],
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
  },
  { versionKey: false },
);
eventSchema.index({ ownerId: 1, seq: -1 }, { unique: true });

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
});

/** Owners' access event logs; the answer makes the log for the store or for a unit of work. */
export function mongoEvents(connection: Connection, counters: MongoCounters) {
  const Events = connection.model<EventDocument>('Event', eventSchema, 'events');

  return (session?: ClientSession): EventLog => ({
    append(event) {
      return inTransaction(connection, session, async (s) => {
        const seq = await counters.next(event.ownerId, 'events', s);
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
              at: new Date(),
            },
          ],
          { session: s },
        );
        return toEvent(created!.toObject());
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
