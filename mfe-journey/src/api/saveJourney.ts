import type { JourneyState } from '@legacy-planner/contracts';
import type { ApiClient } from '@legacy-planner/shared-ui';

/** PUT /api/journey: keeps the guided journey's state, so reopening continues there. */
export const saveJourney = (api: ApiClient, state: JourneyState) =>
  api.request<JourneyState>('PUT', '/api/journey', state);
