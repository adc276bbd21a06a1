import type { PlanDocument } from './plannerSchemas';

// Core-documents progress (spec section 9): the dashboard's plan progress and the documents
// tab both count it, so the rule lives here once.
export const CORE_DOCUMENT_CATEGORIES = ['will', 'health', 'poa', 'hipaa'] as const;

/** How many of the core categories have at least one completed document. */
export function completedCoreDocuments(
  documents: readonly Pick<PlanDocument, 'category' | 'status'>[],
): number {
  return new Set(
    documents
      .filter((document) => document.status === 'completed')
      .map((document) => document.category)
      .filter((category) => (CORE_DOCUMENT_CATEGORIES as readonly string[]).includes(category)),
  ).size;
}
