import { Schema, type ClientSession, type Connection } from 'mongoose';
import { wizardKinds, type WizardKind, type WizardStatus } from '@legacy-planner/contracts';
import { wizardStatuses } from '@legacy-planner/contracts/wizards';
import type { StoredWizard, WizardRepository } from '../port';

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

export function mongoWizards(connection: Connection) {
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
  });
}
