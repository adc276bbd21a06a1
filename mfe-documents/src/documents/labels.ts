import type { FileStatus } from '@legacy-planner/contracts';

export const fileStatusLabels: Record<FileStatus, string> = {
  pending: 'Pending',
  verified: 'Verified',
  draft: 'Draft',
};
