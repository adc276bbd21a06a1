import type { DocumentCategory, FileStatus } from '@legacy-planner/contracts';

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

export const fileStatusLabels: Record<FileStatus, string> = {
  pending: 'Pending',
  verified: 'Verified',
  draft: 'Draft',
};
