import { queryOptions } from '@tanstack/react-query';
import { getPlanSigningPlace } from '@legacy-planner/contracts/endpoints/signing';
import type { ApiClient } from '@legacy-planner/shared-ui';

/** GET /api/plan/signing-place: where the owner of the plan in use signs (a helper's view). */
export const planSigningPlaceQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: ['plan-signing-place'],
    queryFn: () => api.call(getPlanSigningPlace),
  });
