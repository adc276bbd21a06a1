import { choosePlan } from '@legacy-planner/contracts/endpoints/helpers';
import type { ApiClient } from '@legacy-planner/shared-ui';

/**
 * PUT /api/helping/active: the session works on the plan of this helper record of the user's,
 * or on their own (null). The server finds the plan from the record; no owner is ever named.
 * Loaded only when a plan is chosen: its body's schema brings yup.
 */
export const choosePlanOf = (api: ApiClient, helperId: string | null) =>
  api.call(choosePlan, { body: { helperId } });
