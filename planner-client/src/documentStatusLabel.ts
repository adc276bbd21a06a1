import type { DocumentStatus } from '@legacy-planner/contracts';

/**
 * A document's status as every tab shows it (spec section 3): the dashboard's reading, where
 * anything other than completed, in progress or needs update is "Not Started".
 */
export const documentStatusLabel = (status: DocumentStatus | string): string =>
  ({ completed: 'Completed', in_progress: 'In Progress', needs_update: 'Needs Update' })[status] ??
  'Not Started';
