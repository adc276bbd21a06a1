import { yupToFormErrors, type FormikErrors } from 'formik';
import { ValidationError } from 'yup';
import {
  accessRequestMessages,
  accessRequestSchema,
  isCardId,
  type AccessLevel,
  type AccessRequestInput,
} from '@legacy-planner/contracts';

// The /access form's values and how they become the access request of contracts. Each level
// sends only the fields it needs; the shared schema decides whether Verify Access is enabled.

export interface AccessFormValues {
  level: AccessLevel;
  /** Standard access is proven with the owner's email and key, or with a standard-level card. */
  standardWith: 'key' | 'card';
  ownerEmail: string;
  accessKey: string;
  cardId: string;
  cardCode: string;
  emergencyReason: string;
  deathCertificate: string;
  medicalValidation: string;
  identityProof: string;
  requester: { name: string; email: string; relationship: string };
}

export const CARD_ID_FORMAT_MESSAGE = 'A card id is CARD followed by 4 letters or digits';

export function initialAccessValues(card: { cardId: string; cardCode: string } | null) {
  return {
    level: 'basic',
    standardWith: card ? 'card' : 'key',
    ownerEmail: '',
    accessKey: '',
    cardId: card?.cardId ?? '',
    cardCode: card?.cardCode ?? '',
    emergencyReason: '',
    deathCertificate: '',
    medicalValidation: '',
    identityProof: '',
    requester: { name: '', email: '', relationship: '' },
  } satisfies AccessFormValues as AccessFormValues;
}

const usesCard = (values: AccessFormValues) =>
  values.level === 'basic' || (values.level === 'standard' && values.standardWith === 'card');

/** The body of POST /api/access/requests: the chosen level's fields, trimmed, empty ones left out. */
export function toAccessRequest(values: AccessFormValues): AccessRequestInput {
  const request: Record<string, unknown> = {
    level: values.level,
    requester: {
      name: values.requester.name.trim(),
      email: values.requester.email.trim(),
      relationship: values.requester.relationship.trim(),
    },
  };
  const put = (field: keyof AccessRequestInput, value: string) => {
    if (value.trim()) request[field] = value.trim();
  };
  if (usesCard(values)) {
    put('cardId', values.cardId.toUpperCase());
    put('cardCode', values.cardCode);
  }
  if (values.level === 'basic') put('emergencyReason', values.emergencyReason);
  if (values.level === 'standard' && values.standardWith === 'key') {
    put('ownerEmail', values.ownerEmail);
    // The key is printed in capitals (LEGACY-ABC123-4567); typed in small letters it is the same.
    put('accessKey', values.accessKey.toUpperCase());
  }
  if (values.level === 'full') {
    put('ownerEmail', values.ownerEmail);
    put('deathCertificate', values.deathCertificate);
    put('medicalValidation', values.medicalValidation);
    put('identityProof', values.identityProof);
  }
  return request as AccessRequestInput;
}

/** Formik's validate: the shared schema over the request the form would send. */
export async function validateAccessForm(
  values: AccessFormValues,
): Promise<FormikErrors<AccessFormValues>> {
  let errors: FormikErrors<AccessFormValues> = {};
  try {
    await accessRequestSchema.validate(toAccessRequest(values), { abortEarly: false });
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    errors = yupToFormErrors<AccessFormValues>(error);
  }
  if (usesCard(values)) {
    // With a card, the schema names the owner's email when the card is missing: say "card".
    delete errors.ownerEmail;
    delete errors.accessKey;
    if (!values.cardId.trim() || !values.cardCode.trim()) {
      errors.cardId = accessRequestMessages.card;
    } else if (!isCardId(values.cardId)) {
      errors.cardId = CARD_ID_FORMAT_MESSAGE;
    }
  }
  return errors;
}
