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

/**
 * The name of the helper who made a change (issue 28), which the owner's log names; null (or
 * left out) when the owner made it, whose own changes read as they always have.
 */
export type ChangeAuthor = string | null | undefined;

/** "Added contact: Dr Lee" for the owner's own change, "Maria Diaz added contact: Dr Lee" for a helper's. */
function attributed(author: ChangeAuthor, verb: string, rest: string): string {
  return author ? `${author} ${verb.toLowerCase()} ${rest}` : `${verb} ${rest}`;
}

export function activityDescription(
  kind: CollectionKind,
  status: Activity['status'],
  record: Record<string, unknown>,
  author?: ChangeAuthor,
): string {
  const verb = { created: 'Added', updated: 'Updated', deleted: 'Deleted' }[status];
  return attributed(author, verb, `${nouns[kind]}: ${recordLabel(kind, record)}`);
}

/** What the log says about an uploaded file (filed under documents). */
export function fileActivityDescription(
  status: Activity['status'],
  fileName: string,
  author?: ChangeAuthor,
): string {
  const verb = { created: 'Uploaded', updated: 'Updated', deleted: 'Deleted' }[status];
  return attributed(author, verb, `file: ${fileName}`);
}

/** What the log says when a wizard's record is deleted (filed under documents). */
export function wizardDeletedDescription(kind: WizardKind, author?: ChangeAuthor): string {
  return attributed(author, 'Deleted', `record: ${wizardDocuments[kind].title}`);
}
