import type { DocumentCategory, DocumentStatus, FileStatus } from '@legacy-planner/contracts';

export const categoryLabels: Record<DocumentCategory, string> = {
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

// The dashboard's reading of a status (spec section 3): anything else is "Not Started".
export const documentStatusLabel = (status: DocumentStatus | string) =>
  ({ completed: 'Completed', in_progress: 'In Progress', needs_update: 'Needs Update' })[status] ??
  'Not Started';

export const fileStatusLabels: Record<FileStatus, string> = {
  pending: 'Pending',
  verified: 'Verified',
  draft: 'Draft',
};
