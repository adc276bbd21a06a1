import type { ApiClient } from '@legacy-planner/shared-ui';
import type { PlannerList } from '@legacy-planner/planner-client';

/**
 * POST /api/documents, /api/wishes or /api/contacts: adds a record to the plan (the guided
 * journey's forms, which validate it with their shared schema first; the server validates it
 * again with the collection's own).
 */
export const createPlanRecord = (
  api: ApiClient,
  list: Exclude<PlannerList, 'activities'>,
  record: object,
) => api.request<unknown>('POST', `/api/${list}`, record);
