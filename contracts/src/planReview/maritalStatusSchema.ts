import '../yupLocale';
import { mixed, object, type InferType } from 'yup';
import { maritalStatuses, type MaritalStatus } from './maritalStatus';

// The owner's marital status as the Account page sends it.

export const MARITAL_STATUS_REQUIRED = 'Choose your marital status';

export const maritalStatusSchema = object({
  maritalStatus: mixed<MaritalStatus>()
    .required(MARITAL_STATUS_REQUIRED)
    .oneOf([...maritalStatuses], MARITAL_STATUS_REQUIRED),
})
  .noUnknown()
  .strict();

export type MaritalStatusRequest = InferType<typeof maritalStatusSchema>;
