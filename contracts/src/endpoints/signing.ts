import { signingPlaceSchema } from '../signing/signingPlaceSchema';
import { signingPlaces } from '../signing/signingTypes';
import { currentUserShape } from './auth';
import type { Endpoint } from './endpoint';
import * as shape from './shape';

// Where the plan's owner signs its documents (the will, the health directive and the power of
// attorney end with that place's signing page): the owner sets it on their account; the plan's
// owner and helpers read it, since a helper's session reads its own account as the current user.

export const planSigningPlaceShape = shape.object(
  {
    signingPlace: shape.nullable(
      shape.oneOf(signingPlaces, {
        description: "The owner's: a US state's or DC's postal code, 'other', or null until chosen",
      }),
    ),
  },
  { title: 'PlanSigningPlace' },
);

/** The owner chooses where they sign; answers the current user with it. */
export const setSigningPlace = {
  method: 'PUT',
  path: '/account/signing-place',
  body: signingPlaceSchema,
  refuseUnknownFields: true,
  response: { json: currentUserShape },
} as const satisfies Endpoint;

/** Where the owner of the plan the session works on signs. */
export const getPlanSigningPlace = {
  method: 'GET',
  path: '/plan/signing-place',
  response: { json: planSigningPlaceShape },
} as const satisfies Endpoint;
