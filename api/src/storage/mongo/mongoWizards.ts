import { Schema, type ClientSession, type Connection } from 'mongoose';
import { wizardKinds, type WizardKind, type WizardStatus } from '@legacy-planner/contracts';
import { wizardStatuses } from '@legacy-planner/contracts/wizards';
import type { StoredWizard, WizardRepository } from '../port';
import { wizardDeletedDescription } from '../plannerActivity';
import type { MongoActivityLog } from './mongoActivities';
import { inTransaction } from './mongoTransaction';

// One document per wizard per user, keyed by both (`userId/kind`: a string key, since an
// embedded _id matches only with its fields in the order written). The data is ciphertext
// sealed above the store, kept as the same string the SQLite store keeps.

interface WizardDocument {
  _id: string;
  userId: string;
  kind: WizardKind;
  status: WizardStatus;
  sealedData: string;
  documentId: string | null;
  updatedAt: Date;
}

const wizardSchema = new Schema<WizardDocument>(
  {
    _id: { type: String, required: true },
    userId: { type: String, required: true },
    kind: { type: String, enum: [...wizardKinds], required: true },
    status: { type: String, enum: [...wizardStatuses], required: true },
    sealedData: { type: String, required: true },
    documentId: { type: String, default: null },
    updatedAt: { type: Date, required: true },
  },
  { versionKey: false },
);

const toStored = (doc: WizardDocument): StoredWizard => ({
  kind: doc.kind,
  status: doc.status,
  sealedData: doc.sealedData,
  documentId: doc.documentId,
  updatedAt: doc.updatedAt.toISOString(),
});

/** The keys of all a user's records: found by _id, with no index of their own. */
const keysOf = (userId: string) => wizardKinds.map((kind) => `${userId}/${kind}`);

export function mongoWizards(connection: Connection, activityLog: MongoActivityLog) {
  const Wizard = connection.model<WizardDocument>('Wizard', wizardSchema, 'wizards');
  return (session: ClientSession | undefined): WizardRepository => ({
    async get(userId, kind) {
      const doc = await Wizard.findById(`${userId}/${kind}`)
        .session(session ?? null)
        .lean();
      return doc ? toStored(doc) : null;
    },
    async put(userId, record) {
      const doc: WizardDocument = {
        _id: `${userId}/${record.kind}`,
        userId,
        kind: record.kind,
        status: record.status,
        sealedData: record.sealedData,
        documentId: record.documentId,
        updatedAt: new Date(),
      };
      await Wizard.replaceOne({ _id: doc._id }, doc, { upsert: true, session });
      return toStored(doc);
    },
    async list(userId) {
      const docs = await Wizard.find({ _id: { $in: keysOf(userId) } })
        .session(session ?? null)
        .lean();
      return docs.map(toStored);
    },
    remove(userId, kind, author = null) {
      return inTransaction(connection, session, async (s) => {
        const removed = await Wizard.findOneAndDelete(
          { _id: `${userId}/${kind}` },
          { session: s },
        ).lean();
        if (!removed) return null;
        await activityLog.write(
          s,
          userId,
          'documents',
          'deleted',
          wizardDeletedDescription(kind, author),
        );
        return toStored(removed);
      });
    },
    async unlinkDocument(userId, documentId) {
      const unlinked = await Wizard.findOneAndUpdate(
        { _id: { $in: keysOf(userId) }, documentId },
        { $set: { documentId: null } },
        { session },
      ).lean();
      return unlinked?.kind ?? null;
    },
  });
}
