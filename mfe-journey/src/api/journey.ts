import { queryOptions } from '@tanstack/react-query';
import type { JourneyState } from '@legacy-planner/contracts';
import type { ApiClient } from '@legacy-planner/shared-ui';

export const journeyQueryKey = ['journey'] as const;

/** GET /api/journey: where the user left the guided journey. */
export const journeyQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: journeyQueryKey,
    queryFn: () => api.request<JourneyState>('GET', '/api/journey'),
  });
