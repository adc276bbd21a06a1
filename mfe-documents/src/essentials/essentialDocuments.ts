import {
  wizardDocuments,
  type DocumentCategory,
  type PlanDocument,
  type WizardKind,
} from '@legacy-planner/contracts';

/** The wizard documents (spec section 2), in the list's order, each with its route and category. */
export const essentialDocuments = (
  [
    'will',
    'health-directive',
    'power-of-attorney',
    'hipaa-authorization',
    'digital-assets',
    'final-wishes',
  ] as const satisfies readonly WizardKind[]
).map((kind) => wizardDocuments[kind]);

/** Edit when a document of the category is completed, otherwise Create (spec section 2). */
export const essentialAction = (
  category: DocumentCategory,
  documents: readonly PlanDocument[],
): 'Edit' | 'Create' =>
  documents.some((document) => document.category === category && document.status === 'completed')
    ? 'Edit'
    : 'Create';
