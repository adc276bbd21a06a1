import { Schema, type ClientSession, type Connection, type Model } from 'mongoose';
import {
  checkInMethods,
  checkInRhythms,
  type CheckInMethod,
  type CheckInRhythm,
} from '@legacy-planner/contracts';
import type { CheckInRepository, StoredCheckInSettings } from '../port';

// As SQLite's check_in_settings, check_in_contacts and check_ins: one document per owner.
// MongoDB has no cascade from a deleted contact, so the ordered list is read (and written)
// through the owner's contacts as they are: an id that names none of them is left out.

interface CheckInDocument {
  _id: string;
  settings?: {
    rhythm: CheckInRhythm;
    pausedUntil: Date | null;
    contactIds: string[];
    rhythmSince: Date | null;
    updatedAt: Date;
  };
  last?: { at: Date; method: CheckInMethod };
}

const checkInSchema = new Schema<CheckInDocument>(
  {
    _id: { type: String, required: true },
    settings: {
      type: new Schema(
        {
          rhythm: { type: String, enum: [...checkInRhythms], required: true },
          pausedUntil: { type: Date, default: null },
          contactIds: { type: [String], default: [] },
          rhythmSince: { type: Date, default: null },
          updatedAt: { type: Date, required: true },
        },
        { _id: false },
      ),
      required: false,
    },
    last: {
      type: new Schema(
        {
          at: { type: Date, required: true },
          method: { type: String, enum: [...checkInMethods], required: true },
        },
        { _id: false },
      ),
      required: false,
    },
  },
  { versionKey: false },
);

const iso = (date: Date | null) => (date ? date.toISOString() : null);

export function mongoCheckIns(connection: Connection) {
  const CheckIns = connection.model<CheckInDocument>('CheckIn', checkInSchema, 'checkIns');
  // Registered by mongoPlanner, made before this (openMongoStore).
  const Contacts = () =>
    connection.model('contacts') as unknown as Model<{ _id: string; userId: string }>;

  async function ownContacts(ownerId: string, ids: readonly string[], session?: ClientSession) {
    if (ids.length === 0) return [];
    const found = await Contacts()
      .find({ _id: { $in: [...ids] }, userId: ownerId }, { _id: 1 })
      .session(session ?? null)
      .lean();
    const known = new Set(found.map((contact) => contact._id));
    return [...new Set(ids)].filter((id) => known.has(id));
  }

  return (session?: ClientSession): CheckInRepository => {
    async function getSettings(ownerId: string): Promise<StoredCheckInSettings | null> {
      const found = await CheckIns.findById(ownerId, { settings: 1 })
        .session(session ?? null)
        .lean();
      const settings = found?.settings;
      if (!settings) return null;
      return {
        rhythm: settings.rhythm,
        pausedUntil: iso(settings.pausedUntil),
        contactIds: await ownContacts(ownerId, settings.contactIds, session),
        rhythmSince: iso(settings.rhythmSince),
        updatedAt: settings.updatedAt.toISOString(),
      };
    }

    return {
      getSettings,
      async putSettings(ownerId, saved, at) {
        const contactIds = await ownContacts(ownerId, saved.contactIds, session);
        await CheckIns.updateOne(
          { _id: ownerId },
          {
            $set: {
              settings: {
                rhythm: saved.rhythm,
                pausedUntil: saved.pausedUntil ? new Date(saved.pausedUntil) : null,
                contactIds,
                rhythmSince: saved.rhythmSince ? new Date(saved.rhythmSince) : null,
                updatedAt: new Date(at),
              },
            },
          },
          { upsert: true, session },
        );
        return (await getSettings(ownerId))!;
      },
      async lastCheckIn(ownerId) {
        const found = await CheckIns.findById(ownerId, { last: 1 })
          .session(session ?? null)
          .lean();
        return found?.last ? { at: found.last.at.toISOString(), method: found.last.method } : null;
      },
      async recordCheckIn(ownerId, checkIn) {
        const at = new Date(checkIn.at);
        // One atomic update: of two check-ins written at once, the later one is kept.
        await CheckIns.updateOne(
          { _id: ownerId },
          [
            {
              $set: {
                last: {
                  $cond: [
                    { $gte: [at, { $ifNull: ['$last.at', new Date(0)] }] },
                    { at, method: { $literal: checkIn.method } },
                    '$last',
                  ],
                },
              },
            },
          ],
          { upsert: true, session, updatePipeline: true },
        );
      },
    };
  };
}
