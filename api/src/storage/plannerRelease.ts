import {
  defaultReleaseSettings,
  type ContactRole,
  type DocumentCategory,
  type ReleaseSettings,
} from '@legacy-planner/contracts';
import type { CollectionKind } from './plannerActivity';

// The fields of a planner record that the privacy rules query, kept by every store beside the
// record's data (real columns in SQLite, indexed fields in MongoDB).

/** What a record is filed under: a document's or a wish's category, a contact's role. */
export function categoryOf(kind: CollectionKind, record: Record<string, unknown>): string {
  return (kind === 'contacts' ? record.role : record.category) as string;
}

/** The spec's release settings for a new record (contracts' defaultReleaseSettings). */
export function defaultRelease(
  kind: CollectionKind,
  record: Record<string, unknown>,
): ReleaseSettings {
  if (kind === 'documents') {
    return defaultReleaseSettings.document(record.category as DocumentCategory);
  }
  if (kind === 'wishes') return defaultReleaseSettings.wish();
  return defaultReleaseSettings.contact(record.role as ContactRole);
}
