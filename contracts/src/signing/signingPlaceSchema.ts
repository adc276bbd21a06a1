import '../yupLocale';
import { mixed, object, type InferType } from 'yup';
import { signingPlaces, type SigningPlace } from './signingTypes';

// The owner's choice of where they sign, as the Account page and the wizards send it. Apart
// from signingTypes.ts, which stays free of yup for the pages that only read the place.

export const SIGNING_PLACE_REQUIRED = 'Choose a state, DC or another country';

export const signingPlaceSchema = object({
  signingPlace: mixed<SigningPlace>()
    .required(SIGNING_PLACE_REQUIRED)
    .oneOf([...signingPlaces], SIGNING_PLACE_REQUIRED),
})
  .noUnknown()
  .strict();

export type SigningPlaceRequest = InferType<typeof signingPlaceSchema>;
