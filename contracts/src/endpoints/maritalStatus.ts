import { maritalStatusSchema } from '../planReview/maritalStatusSchema';
import { currentUserShape } from './auth';
import type { Endpoint } from './endpoint';

// The owner's marital status, on their account. Apart from planReview.ts, which the dashboard
// loads and which must not bring yup with it.

/** The owner says their marital status; answers the current user with it. */
export const setMaritalStatus = {
  method: 'PUT',
  path: '/account/marital-status',
  body: maritalStatusSchema,
  refuseUnknownFields: true,
  response: { json: currentUserShape },
} as const satisfies Endpoint;
