import type { DocumentCategory } from './plannerSchemas';

// What each document category is called on screen: the Documents tab's tabs, cards and
// dialog, and the Privacy tab's items (documents and files).
export const documentCategoryLabels: Record<DocumentCategory, string> = {
  will: 'Will',
  health: 'Health Directive',
  poa: 'Power of Attorney',
  hipaa: 'HIPAA',
  financial: 'Financial',
  property: 'Property',
  identification: 'Identification',
  funeral: 'Funeral',
  digital: 'Digital Assets',
  other: 'Other',
  legal: 'Legal',
  medical: 'Medical',
  insurance: 'Insurance',
};
