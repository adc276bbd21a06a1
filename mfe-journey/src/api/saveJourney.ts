import type { JourneyState } from '@legacy-planner/contracts';
import { saveJourney as saveJourneyEndpoint } from '@legacy-planner/contracts/endpoints/planner';
import type { ApiClient } from '@legacy-planner/shared-ui';

/** Keeps the guided journey's state, so reopening continues there. */
export const saveJourney = (api: ApiClient, state: JourneyState) =>
  api.call(saveJourneyEndpoint, { body: state });
