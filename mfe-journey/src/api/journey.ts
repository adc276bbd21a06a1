import { queryOptions } from '@tanstack/react-query';
import { getJourney } from '@legacy-planner/contracts/endpoints/planner';
import type { ApiClient } from '@legacy-planner/shared-ui';

export const journeyQueryKey = ['journey'] as const;

/** Where the user left the guided journey. */
export const journeyQuery = (api: ApiClient) =>
  queryOptions({ queryKey: journeyQueryKey, queryFn: () => api.call(getJourney) });
