import { queryOptions } from '@tanstack/react-query';
import { getHelping } from '@legacy-planner/contracts/endpoints/helpers';
import type { ApiClient } from '@legacy-planner/shared-ui';
import { helpingQueryKey } from '@legacy-planner/planner-client';

/** GET /api/helping: the plans the signed-in user helps with, and the one this session is on. */
export const helpingQuery = (api: ApiClient) =>
  queryOptions({ queryKey: helpingQueryKey, queryFn: () => api.call(getHelping) });
