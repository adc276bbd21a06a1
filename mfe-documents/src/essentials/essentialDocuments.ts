import type { DocumentCategory, PlanDocument } from '@legacy-planner/contracts';

/** The wizard documents (spec section 2), each with the category it is filed under. */
export const essentialDocuments = [
  { title: 'Last Will & Testament', category: 'will', route: '/will-testament' },
  { title: 'Advance Health Directive', category: 'health', route: '/health-directive' },
  { title: 'Power of Attorney', category: 'poa', route: '/power-of-attorney' },
  { title: 'HIPAA Authorization', category: 'hipaa', route: '/hipaa-authorization' },
  { title: 'Digital Assets', category: 'digital', route: '/digital-assets' },
  { title: 'Final Wishes', category: 'funeral', route: '/final-wishes' },
] as const satisfies readonly { title: string; category: DocumentCategory; route: string }[];

/** Edit when a document of the category is completed, otherwise Create (spec section 2). */
export const essentialAction = (
  category: DocumentCategory,
  documents: readonly PlanDocument[],
): 'Edit' | 'Create' =>
  documents.some((document) => document.category === category && document.status === 'completed')
    ? 'Edit'
    : 'Create';
