import { wizardDocuments, type Activity, type WizardKind } from '@legacy-planner/contracts';

// What the activity log says about each change, for every store.
export type CollectionKind = Activity['category'];

const nouns: Record<CollectionKind, string> = {
  documents: 'document',
  wishes: 'wish',
  contacts: 'contact',
};

/** The label of a record in the log: a document's title, a wish's preference, a contact's name. */
export function recordLabel(kind: CollectionKind, record: Record<string, unknown>): string {
  if (kind === 'documents') return String(record.title ?? '');
  if (kind === 'wishes') return String(record.preference ?? '');
  return [record.firstName, record.lastName].filter(Boolean).join(' ');
}

export function activityDescription(
  kind: CollectionKind,
  status: Activity['status'],
  record: Record<string, unknown>,
): string {
  const verb = { created: 'Added', updated: 'Updated', deleted: 'Deleted' }[status];
  return `${verb} ${nouns[kind]}: ${recordLabel(kind, record)}`;
}

/** What the log says about an uploaded file (filed under documents). */
export function fileActivityDescription(status: Activity['status'], fileName: string): string {
  const verb = { created: 'Uploaded', updated: 'Updated', deleted: 'Deleted' }[status];
  return `${verb} file: ${fileName}`;
}

/** What the log says when a wizard's record is deleted (filed under documents). */
export function wizardDeletedDescription(kind: WizardKind): string {
  return `Deleted record: ${wizardDocuments[kind].title}`;
}
