import { leaveHelpedPlan } from '@legacy-planner/contracts/endpoints/helpers';
import type { ApiClient } from '@legacy-planner/shared-ui';

/** DELETE /api/helping/{id}: declines an invitation (or withdraws a request, or stops helping). */
export const leavePlan = (api: ApiClient, helperId: string) =>
  api.call(leaveHelpedPlan, { params: { id: helperId } });
