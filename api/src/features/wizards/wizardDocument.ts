import {
  NO_CUSTODY,
  defaultReleaseSettings,
  wizardDocuments,
  type PlanDocument,
  type WizardKind,
  type WizardStatus,
} from '@legacy-planner/contracts';
import type { StoragePort, UnitOfWork } from '../../storage/port';

// The Document a wizard keeps up to date (decisions §1): completed → completed at 100 %; a
// draft → in progress, at the share of its sections started (never 100: a draft is not done).
// The document is written only when that changes, so autosaving a draft every few seconds
// does not fill the activity log with "Document updated".

/** Whether a value holds anything the person typed or chose (row ids and nulls do not count). */
function isStarted(value: unknown): boolean {
  if (typeof value === 'string') return value.trim() !== '';
  if (typeof value === 'boolean') return value;
  if (Array.isArray(value)) return value.some(isStarted);
  if (value && typeof value === 'object') {
    return Object.entries(value).some(([key, field]) => key !== 'id' && isStarted(field));
  }
  return false;
}

export function draftCompletion(data: object): number {
  const sections = Object.values(data);
  const started = sections.filter(isStarted).length;
  return Math.min(90, Math.round((100 * started) / Math.max(1, sections.length)));
}

/**
 * Creates or updates the wizard's document inside `tx`, its activity naming `author` (the helper
 * who saved the record, or null for the owner); answers it.
 */
export async function syncWizardDocument(
  tx: UnitOfWork,
  userId: string,
  kind: WizardKind,
  status: WizardStatus,
  data: object,
  documentId: string | null,
  author: string | null = null,
): Promise<PlanDocument> {
  const wanted =
    status === 'completed'
      ? ({ status: 'completed', completionPercentage: 100 } as const)
      : ({ status: 'in_progress', completionPercentage: draftCompletion(data) } as const);
  const existing = documentId ? await tx.documents.get(userId, documentId) : null;
  if (!existing) {
    const { title, category } = wizardDocuments[kind];
    return tx.documents.create(
      userId,
      { title, category, privacyLevel: 'Private', ...NO_CUSTODY, ...wanted },
      author,
    );
  }
  if (
    existing.status === wanted.status &&
    existing.completionPercentage === wanted.completionPercentage
  ) {
    return existing;
  }
  return (await tx.documents.update(userId, existing.id, wanted, author)) ?? existing;
}

/**
 * The owner deleted a document card: the wizard record that kept it up to date lets go of it
 * (its next save makes a new card) and is no longer shared, keeping its level and timing, until
 * the owner shares it again. Runs inside the card's deletion (`tx`).
 */
export async function unlinkDeletedDocument(
  tx: UnitOfWork,
  userId: string,
  documentId: string,
): Promise<void> {
  const kind = await tx.wizards.unlinkDocument(userId, documentId);
  if (!kind) return;
  const settings =
    (await tx.itemReleases.list(userId, 'wizard')).get(kind) ?? defaultReleaseSettings.wizard(kind);
  await tx.itemReleases.set(userId, 'wizard', kind, { ...settings, isVisible: false });
}

/** The wizard kind that keeps each of these documents up to date, or null, set on each. */
export async function withWizardKinds<T extends PlanDocument>(
  store: StoragePort,
  userId: string,
  documents: T[],
): Promise<T[]> {
  const keptBy = new Map(
    (await store.wizards.list(userId)).map((stored) => [stored.documentId, stored.kind]),
  );
  for (const document of documents) document.wizardKind = keptBy.get(document.id) ?? null;
  return documents;
}
