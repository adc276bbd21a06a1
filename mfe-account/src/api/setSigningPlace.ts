import type { SigningPlace } from '@legacy-planner/contracts';
import { setSigningPlace as setSigningPlaceEndpoint } from '@legacy-planner/contracts/endpoints/signing';
import type { ApiClient } from '@legacy-planner/shared-ui';

/** The owner says where they sign; answers the current user with it. */
export const setSigningPlace = (api: ApiClient, signingPlace: SigningPlace) =>
  api.call(setSigningPlaceEndpoint, { body: { signingPlace } });
