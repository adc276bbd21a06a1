import { randomUUID } from 'node:crypto';
import { Schema, type ClientSession, type Connection } from 'mongoose';
import {
  accessLevels,
  releaseTimings,
  type AccessLevel,
  type ReleaseSettings,
  type ReleaseTiming,
} from '@legacy-planner/contracts';
import type {
  ItemReleaseRepository,
  MailOutbox,
  NoticeRepository,
  OutgoingMail,
  PrivacySettingsRepository,
  StoredNotice,
} from '../port';

// As SQLite's item_releases, privacy_settings, notices and mail_outbox.

interface ReleaseDocument {
  _id: string;
  ownerId: string;
  itemType: string;
  itemId: string;
  requiredAccessLevel: AccessLevel;
  isVisible: boolean;
  releaseTiming: ReleaseTiming;
}

const releaseSchema = new Schema<ReleaseDocument>(
  {
    _id: { type: String, required: true },
    ownerId: { type: String, required: true },
    itemType: { type: String, required: true },
    itemId: { type: String, required: true },
    requiredAccessLevel: { type: String, enum: [...accessLevels], required: true },
    isVisible: { type: Boolean, required: true },
    releaseTiming: { type: String, enum: [...releaseTimings], required: true },
  },
  { versionKey: false },
);
releaseSchema.index({ ownerId: 1, itemType: 1 });

export function mongoItemReleases(connection: Connection) {
  const Releases = connection.model<ReleaseDocument>('ItemRelease', releaseSchema, 'itemReleases');
  return (session?: ClientSession): ItemReleaseRepository => ({
    async list(ownerId, type) {
      const docs = await Releases.find({ ownerId, itemType: type })
        .session(session ?? null)
        .lean();
      return new Map(
        docs.map((doc): [string, ReleaseSettings] => [
          doc.itemId,
          {
            requiredAccessLevel: doc.requiredAccessLevel,
            isVisible: doc.isVisible,
            releaseTiming: doc.releaseTiming,
          },
        ]),
      );
    },
    async set(ownerId, type, id, settings) {
      const _id = `${ownerId}:${type}:${id}`;
      await Releases.replaceOne(
        { _id },
        { _id, ownerId, itemType: type, itemId: id, ...settings },
        { upsert: true, session },
      );
    },
    async remove(ownerId, type, id) {
      const removed = await Releases.deleteOne({ _id: `${ownerId}:${type}:${id}` }, { session });
      return removed.deletedCount > 0;
    },
  });
}

interface SettingsDocument {
  _id: string;
  waitingPeriodDays: number;
}

const settingsSchema = new Schema<SettingsDocument>(
  {
    _id: { type: String, required: true },
    waitingPeriodDays: { type: Number, required: true, min: 1, max: 30 },
  },
  { versionKey: false },
);

export function mongoPrivacySettings(connection: Connection) {
  const Settings = connection.model<SettingsDocument>(
    'PrivacySettings',
    settingsSchema,
    'privacySettings',
  );
  return (session?: ClientSession): PrivacySettingsRepository => ({
    async get(ownerId) {
      const doc = await Settings.findById(ownerId)
        .session(session ?? null)
        .lean();
      return doc ? { waitingPeriodDays: doc.waitingPeriodDays } : null;
    },
    async put(ownerId, settings) {
      await Settings.replaceOne(
        { _id: ownerId },
        { _id: ownerId, waitingPeriodDays: settings.waitingPeriodDays },
        { upsert: true, session },
      );
    },
  });
}

interface NoticeDocument {
  _id: string;
  ownerId: string;
  text: string;
  createdAt: Date;
  readAt: Date | null;
}

const noticeSchema = new Schema<NoticeDocument>(
  {
    _id: { type: String, required: true },
    ownerId: { type: String, required: true },
    text: { type: String, required: true },
    createdAt: { type: Date, required: true },
    readAt: { type: Date, default: null },
  },
  { versionKey: false },
);
noticeSchema.index({ ownerId: 1, createdAt: -1 });

const toNotice = (doc: NoticeDocument): StoredNotice => ({
  id: doc._id,
  ownerId: doc.ownerId,
  text: doc.text,
  createdAt: doc.createdAt.toISOString(),
  readAt: doc.readAt ? doc.readAt.toISOString() : null,
});

export function mongoNotices(connection: Connection) {
  const Notices = connection.model<NoticeDocument>('Notice', noticeSchema, 'notices');
  return (session?: ClientSession): NoticeRepository => ({
    async add(ownerId, text) {
      const [created] = await Notices.create(
        [{ _id: randomUUID(), ownerId, text, createdAt: new Date(), readAt: null }],
        { session },
      );
      return toNotice(created!.toObject());
    },
    async listUnread(ownerId) {
      const docs = await Notices.find({ ownerId, readAt: null })
        .sort({ createdAt: -1, _id: -1 })
        .session(session ?? null)
        .lean();
      return docs.map(toNotice);
    },
    async markAllRead(ownerId) {
      const result = await Notices.updateMany(
        { ownerId, readAt: null },
        { $set: { readAt: new Date() } },
        { session },
      );
      return result.modifiedCount;
    },
  });
}

interface MailDocument {
  _id: string;
  to: string;
  subject: string;
  text: string;
  attempts: number;
  nextAttemptAt: Date;
  sentAt: Date | null;
  urgent: boolean;
}

const mailSchema = new Schema<MailDocument>(
  {
    _id: { type: String, required: true },
    to: { type: String, required: true },
    subject: { type: String, required: true },
    text: { type: String, required: true },
    attempts: { type: Number, default: 0 },
    nextAttemptAt: { type: Date, required: true },
    sentAt: { type: Date, default: null },
    urgent: { type: Boolean, default: false },
  },
  { versionKey: false },
);
mailSchema.index({ urgent: -1, nextAttemptAt: 1 }, { partialFilterExpression: { sentAt: null } });

const toMail = (doc: MailDocument): OutgoingMail => ({
  id: doc._id,
  to: doc.to,
  subject: doc.subject,
  text: doc.text,
  attempts: doc.attempts,
  nextAttemptAt: doc.nextAttemptAt.toISOString(),
  sentAt: doc.sentAt ? doc.sentAt.toISOString() : null,
  // Mail written before the field existed has none: it was not urgent.
  urgent: doc.urgent === true,
});

export function mongoMailOutbox(connection: Connection) {
  const Mails = connection.model<MailDocument>('Mail', mailSchema, 'mailOutbox');
  return (session?: ClientSession): MailOutbox => ({
    async enqueue(mail) {
      const [created] = await Mails.create(
        [
          {
            _id: randomUUID(),
            to: mail.to,
            subject: mail.subject,
            text: mail.text,
            urgent: mail.urgent ?? false,
            attempts: 0,
            nextAttemptAt: new Date(),
            sentAt: null,
          },
        ],
        { session },
      );
      return toMail(created!.toObject());
    },
    async due(now, limit) {
      const docs = await Mails.find({ sentAt: null, nextAttemptAt: { $lte: new Date(now) } })
        .sort({ urgent: -1, nextAttemptAt: 1 })
        .limit(limit)
        .session(session ?? null)
        .lean();
      return docs.map(toMail);
    },
    async claimDue(now, until, limit) {
      const claimed: OutgoingMail[] = [];
      // Each update is atomic: of senders claiming at once, each mail goes to one.
      while (claimed.length < limit) {
        const doc = await Mails.findOneAndUpdate(
          { sentAt: null, nextAttemptAt: { $lte: new Date(now) } },
          { $set: { nextAttemptAt: new Date(until) } },
          { sort: { urgent: -1, nextAttemptAt: 1 }, returnDocument: 'after', session },
        ).lean();
        if (!doc) break;
        claimed.push(toMail(doc));
      }
      return claimed;
    },
    async markSent(id) {
      await Mails.updateOne(
        { _id: id },
        { $set: { sentAt: new Date() }, $inc: { attempts: 1 } },
        { session },
      );
    },
    async markFailed(id, nextAttemptAt) {
      await Mails.updateOne(
        { _id: id },
        { $set: { nextAttemptAt: new Date(nextAttemptAt) }, $inc: { attempts: 1 } },
        { session },
      );
    },
    async removeTo(address) {
      const result = await Mails.deleteMany({ to: address }, { session });
      return result.deletedCount;
    },
    async deleteSent() {
      const result = await Mails.deleteMany({ sentAt: { $ne: null } }, { session });
      return result.deletedCount;
    },
  });
}
