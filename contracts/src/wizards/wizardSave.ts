import '../yupLocale';
import { object, string } from 'yup';

// What a save of a wizard sends, apart from the kinds' schemas (wizardSchemas): the endpoint
// of contracts names it without bringing the six schemas and the BIP-39 word list along.

export const wizardStatuses = ['draft', 'completed'] as const;
export type WizardStatus = (typeof wizardStatuses)[number];

/** The body of PUT /api/wizards/{kind}: the data is checked against the kind's schema after. */
export const wizardSaveSchema = object({
  status: string<WizardStatus>()
    .strict()
    .required('Status is required')
    .oneOf([...wizardStatuses], `Status must be one of: ${wizardStatuses.join(', ')}`),
  data: object().required('Data is required'),
}).noUnknown();
