import { randomUUID } from 'node:crypto';
import {
  type FileItem,
  type WizardData,
  type WizardKind,
  type WizardRecord,
  type WizardStatus,
} from '@legacy-planner/contracts';
import { emptyWizardData, wizardDataSchemas } from '@legacy-planner/contracts/wizards';
import type { StoredWizard, UnitOfWork } from '../../storage/port';
import type { JsonSealer } from '../../storage/sealedJson';
import { HttpError } from '../../http/errors';
import { syncWizardDocument } from './wizardDocument';

// Reading and saving the wizard records. The data is sealed with the user and kind as its
// context: what the store keeps is ciphertext, and a row copied to another user cannot open.

type FileRef = { id: string; name: string; type: string; size: number };

/** The vault files a record refers to: the attached document, supporting files, recordings. */
function fileRefs(data: WizardData): FileRef[] {
  const record = data as {
    uploadedFile?: FileRef | null;
    uploadedFiles?: FileRef[];
    legacyMessages?: { file: FileRef | null }[];
  };
  return [
    record.uploadedFile,
    ...(record.uploadedFiles ?? []),
    ...(record.legacyMessages ?? []).map((message) => message.file),
  ].filter((ref): ref is FileRef => Boolean(ref));
}

/** What a record's data is sealed with: its user and kind, so a row copied elsewhere cannot open. */
export const wizardSealContext = (userId: string, kind: WizardKind) => `wizard:${userId}:${kind}`;

export function wizardRecords(store: Pick<UnitOfWork, 'wizards'>, sealer: JsonSealer) {
  const sealContext = wizardSealContext;

  const toRecord = (userId: string, stored: StoredWizard): WizardRecord => ({
    kind: stored.kind,
    status: stored.status,
    // Cast, so that a record saved before a field existed reads with that field's default
    // (sealed data cannot be migrated in place).
    data: wizardDataSchemas[stored.kind].cast(
      sealer.open(stored.sealedData, sealContext(userId, stored.kind)),
    ) as WizardData,
    documentId: stored.documentId,
    updatedAt: stored.updatedAt,
  });

  /**
   * Each referenced file must be one of the user's own; its name, type and size are taken from
   * the vault's record, not from what the browser sent.
   */
  async function checkFiles(tx: UnitOfWork, userId: string, data: WizardData): Promise<void> {
    for (const ref of fileRefs(data)) {
      const file: FileItem | null = await tx.files.get(userId, ref.id);
      if (!file) {
        throw new HttpError(
          400,
          'unknown_file',
          'A file this record refers to is not in your vault. Upload it again.',
        );
      }
      Object.assign(ref, { name: file.name, type: file.type, size: file.size });
    }
  }

  return {
    /** The saved record, or the empty one (status draft) of a wizard never saved. */
    async read(userId: string, kind: WizardKind): Promise<WizardRecord> {
      const stored = await store.wizards.get(userId, kind);
      if (stored) return toRecord(userId, stored);
      return {
        kind,
        status: 'draft',
        data: emptyWizardData(kind, randomUUID),
        documentId: null,
        updatedAt: null,
      };
    },

    /**
     * Saves a validated record and its Document together, in the caller's unit of work `tx` (a
     * full documents collection refuses the record too); the files it names that are in no
     * document go into its Document. The activities name `author`, the helper who saved it.
     */
    async save(
      tx: UnitOfWork,
      userId: string,
      kind: WizardKind,
      status: WizardStatus,
      data: WizardData,
      author: string | null,
    ): Promise<WizardRecord> {
      await checkFiles(tx, userId, data);
      const previous = await tx.wizards.get(userId, kind);
      const document = await syncWizardDocument(
        tx,
        userId,
        kind,
        status,
        data,
        previous?.documentId ?? null,
        author,
      );
      // The wizard sends its document's id with an upload only once a save has made the
      // document: the files of a new record arrive without one and are attached here.
      await tx.files.attachUnfiled(
        userId,
        fileRefs(data).map((ref) => ref.id),
        document.id,
      );
      const stored = await tx.wizards.put(userId, {
        kind,
        status,
        sealedData: sealer.seal(data, sealContext(userId, kind)),
        documentId: document.id,
      });
      return { kind, status, data, documentId: stored.documentId, updatedAt: stored.updatedAt };
    },

    /**
     * Deletes the record, its Document and its release settings together, in the caller's unit
     * of work `tx`; the Document's files stay in the vault, as files of their own. False when
     * there is none. The activities name `author`, the helper who deleted it.
     */
    async remove(
      tx: UnitOfWork,
      userId: string,
      kind: WizardKind,
      author: string | null,
    ): Promise<boolean> {
      const removed = await tx.wizards.remove(userId, kind, author);
      if (!removed) return false;
      if (removed.documentId) {
        await tx.files.detachFromDocument(userId, removed.documentId);
        await tx.documents.remove(userId, removed.documentId, author);
      }
      await tx.itemReleases.remove(userId, 'wizard', kind);
      return true;
    },
  };
}
