import type { DocumentCategory, FileItem, PlanDocument } from '@legacy-planner/contracts';

export type CategoryFilter = DocumentCategory | 'all';

export interface DocumentWithFiles {
  document: PlanDocument;
  files: FileItem[];
}

export interface FilteredDocuments {
  documents: DocumentWithFiles[];
  /** Files kept without a document (never attached, or their document was deleted). */
  looseFiles: FileItem[];
}

const fileMatches = (file: FileItem, words: string) =>
  [file.name, file.notes, ...file.tags].some((text) => text.toLowerCase().includes(words));

/** Each document's files, in one pass (not one pass over the files per document). */
function filesByDocument(files: readonly FileItem[]) {
  const byDocument = new Map<string, FileItem[]>();
  for (const file of files) {
    if (!file.documentId) continue;
    const attached = byDocument.get(file.documentId);
    if (attached) attached.push(file);
    else byDocument.set(file.documentId, [file]);
  }
  return byDocument;
}

/**
 * The documents and loose files the tab shows: in the chosen category, and matching the
 * search by a document's title or by a file's name, tags or notes. A document found through
 * one of its files keeps all its files in view; a search narrows nothing but what is listed.
 */
export function filterDocuments(
  documents: readonly PlanDocument[],
  files: readonly FileItem[],
  { search, category }: { search: string; category: CategoryFilter },
): FilteredDocuments {
  const words = search.trim().toLowerCase();
  const inCategory = (value: DocumentCategory) => category === 'all' || value === category;
  const filesOf = filesByDocument(files);
  const known = new Set(documents.map((document) => document.id));
  return {
    documents: documents
      .filter((document) => inCategory(document.category))
      .map((document) => ({ document, files: filesOf.get(document.id) ?? [] }))
      .filter(
        ({ document, files: attached }) =>
          !words ||
          document.title.toLowerCase().includes(words) ||
          attached.some((file) => fileMatches(file, words)),
      ),
    looseFiles: files.filter(
      (file) =>
        !(file.documentId && known.has(file.documentId)) &&
        inCategory(file.category) &&
        (!words || fileMatches(file, words)),
    ),
  };
}
