import {
  narrowerOf,
  sameReleaseSettings,
  wizardDocuments,
  type ReleaseSettings,
  type WizardKind,
} from '@legacy-planner/contracts';

// The data step of issue 25's release model, shared by both stores' migrations (SQLite 15,
// MongoDB 3): existing plans keep the settings they had although the defaults changed. A
// wizard record and its document card become one item, with the narrower of their settings;
// a wizard or file that had none keeps the default it had then. Documents, wishes and
// contacts already store their settings per record. Frozen: never edit once shipped.

/** The defaults before issue 25 (spec section 6), as every item without settings had them. */
export function formerDefaultSettings(category: string): ReleaseSettings {
  return category === 'financial'
    ? { requiredAccessLevel: 'full', isVisible: false, releaseTiming: 'immediate' }
    : { requiredAccessLevel: 'standard', isVisible: true, releaseTiming: 'immediate' };
}

/** One owner's rows the step reads. */
export interface OwnerReleaseRows {
  wizards: { kind: string; documentId: string | null }[];
  files: { id: string; category: string; documentId: string | null }[];
  /** The settings of the owner's documents, by id. */
  documents: ReadonlyMap<string, ReleaseSettings>;
  /** The settings stored for the owner's wizard records (by kind) and files (by id). */
  stored: {
    wizard: ReadonlyMap<string, ReleaseSettings>;
    file: ReadonlyMap<string, ReleaseSettings>;
  };
}

export interface ReleaseWrite {
  type: 'wizard' | 'file';
  id: string;
  settings: ReleaseSettings;
}

const categoryOfKind = (kind: string): string =>
  wizardDocuments[kind as WizardKind]?.category ?? 'other';

/**
 * The settings to store for one owner. Running it again on its own result writes the same
 * settings (MongoDB's steps may run twice).
 */
export function releaseModelWrites(rows: OwnerReleaseRows): ReleaseWrite[] {
  const writes: ReleaseWrite[] = [];
  /** What a file filed under each document now follows, by the document's id. */
  const followed = new Map(rows.documents);

  for (const wizard of rows.wizards) {
    const stored = rows.stored.wizard.get(wizard.kind);
    const own = stored ?? formerDefaultSettings(categoryOfKind(wizard.kind));
    const card = wizard.documentId ? rows.documents.get(wizard.documentId) : undefined;
    const settings = card ? narrowerOf(own, card) : own;
    if (!stored || !sameReleaseSettings(stored, settings)) {
      writes.push({ type: 'wizard', id: wizard.kind, settings });
    }
    if (card) followed.set(wizard.documentId!, settings);
  }

  for (const file of rows.files) {
    if (rows.stored.file.has(file.id)) continue;
    const had = formerDefaultSettings(file.category);
    const follows = file.documentId ? followed.get(file.documentId) : undefined;
    if (!follows || !sameReleaseSettings(had, follows)) {
      writes.push({ type: 'file', id: file.id, settings: had });
    }
  }
  return writes;
}
