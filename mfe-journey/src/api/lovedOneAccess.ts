import type { LovedOneAccessInput } from '@legacy-planner/contracts';
import { lovedOneAccess } from '@legacy-planner/contracts/endpoints/access';
import type { ApiClient } from '@legacy-planner/shared-ui';

/**
 * POST /api/access/loved-one: the guided journey's access step for a signed-in user planning
 * for a loved one. With their access key: 201 granted (a standard grant); with the identity
 * questions: 202 pending until the loved one approves it; 403 access_refused otherwise.
 */
export const verifyLovedOneAccess = (api: ApiClient, request: LovedOneAccessInput) =>
  api.call(lovedOneAccess, { body: request });
