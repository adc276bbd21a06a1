import type { ApiClient } from '@legacy-planner/shared-ui';
import type { PlannerList } from '@legacy-planner/planner-client';
import type { EndpointBody } from '@legacy-planner/contracts/endpoints/endpoint';
import {
  createContact,
  createDocument,
  createWish,
} from '@legacy-planner/contracts/endpoints/planner';

const createEndpoints = {
  documents: createDocument,
  wishes: createWish,
  contacts: createContact,
} as const satisfies Record<Exclude<PlannerList, 'activities'>, unknown>;

type CreateBody = EndpointBody<(typeof createEndpoints)[keyof typeof createEndpoints]>;

/**
 * Adds a document, wish or contact to the plan (the guided journey's forms, which validate it
 * with their shared schema first; the server validates it again with the collection's own).
 */
export const createPlanRecord = (
  api: ApiClient,
  list: Exclude<PlannerList, 'activities'>,
  // The form's values, checked by the form's schema: the server checks them again.
  record: object,
) =>
  api.call<(typeof createEndpoints)[typeof list]>(createEndpoints[list], {
    body: record as CreateBody,
  });
