import '../yupLocale';
import { boolean, mixed, number, object, string, type InferType } from 'yup';
import { isEmailAddress } from '../emailAddress';
import { LIMITS } from '../planner/plannerSchemas';
import {
  accessLevels,
  privacyItemTypes,
  releaseTimings,
  type AccessLevel,
  type PrivacyItemType,
  type ReleaseTiming,
} from './releaseSettings';
import { CARD_ID_PATTERN, GRANT_MAX_LIFETIME_MS, WAITING_PERIOD_DAYS } from './accessRules';

// The bodies of the privacy routes (the owner's settings, keys, cards) and of the public access
// request, read by the forms and by the API. Strict like the planner's: a value of the wrong
// type is refused, never converted.

const level = () =>
  mixed<AccessLevel>().oneOf([...accessLevels], 'Level must be basic, standard or full');
const timing = () =>
  mixed<ReleaseTiming>().oneOf(
    [...releaseTimings],
    'Release timing must be immediate, emergency or after_passing',
  );
const text = (max: number, label: string) =>
  string().strict().max(max, `${label} must be at most ${max} characters`);

/** PUT /api/privacy/items/{type}/{id}: any of the three settings. */
export const releasePatchSchema = object({
  requiredAccessLevel: level(),
  isVisible: boolean().strict(),
  releaseTiming: timing(),
}).noUnknown();
export type ReleasePatch = InferType<typeof releasePatchSchema>;

/** PUT /api/privacy/items: the same settings for every item of a type (and category). */
export const bulkReleaseSchema = object({
  type: mixed<PrivacyItemType>()
    .oneOf([...privacyItemTypes], `Type must be one of: ${privacyItemTypes.join(', ')}`)
    .required('Please choose the type of items'),
  category: text(LIMITS.short, 'Category'),
  settings: releasePatchSchema.required(),
}).noUnknown();
export type BulkReleaseChange = InferType<typeof bulkReleaseSchema>;

const isoDate = (label: string) =>
  string()
    .strict()
    .test(
      'date',
      `${label} must be a date`,
      (value) => value === undefined || !Number.isNaN(Date.parse(value)),
    );

/** POST /api/privacy/cards: the level (basic by default) and, optionally, the expiry. */
export const cardCreateSchema = object({
  accessLevel: level().default('basic'),
  expirationDate: isoDate('Expiration date').test(
    'future',
    'The expiration date must be in the future',
    (value) => value === undefined || Date.parse(value) > Date.now(),
  ),
}).noUnknown();
export type CardInput = InferType<typeof cardCreateSchema>;

/** PUT /api/privacy/cards/{cardId}. */
export const cardUpdateSchema = object({
  isEnabled: boolean().strict(),
  accessLevel: level(),
  expirationDate: isoDate('Expiration date'),
}).noUnknown();
export type CardPatch = InferType<typeof cardUpdateSchema>;

/** PUT /api/privacy/grants/{id}: the owner chooses when a grant ends (now, or up to 5 years). */
export const grantExpirySchema = object({
  expiresAt: isoDate('The end date')
    .required('Please choose when this access ends')
    .test(
      'within',
      'Access can last at most 5 years from today',
      (value) => Date.parse(value) <= Date.now() + GRANT_MAX_LIFETIME_MS,
    ),
}).noUnknown();
export type GrantExpiryInput = InferType<typeof grantExpirySchema>;

/** PUT /api/privacy/settings. */
export const privacySettingsSchema = object({
  waitingPeriodDays: number()
    .strict()
    .integer('The waiting period is a whole number of days')
    .min(WAITING_PERIOD_DAYS.min, `The waiting period is ${WAITING_PERIOD_DAYS.min} to 30 days`)
    .max(WAITING_PERIOD_DAYS.max, `The waiting period is 1 to ${WAITING_PERIOD_DAYS.max} days`)
    .required('Please give the waiting period in days'),
}).noUnknown();
export type PrivacySettingsInput = InferType<typeof privacySettingsSchema>;

export const accessRequestMessages = {
  emergencyReason: 'Please describe the emergency',
  card: "Please enter the card's id and code, or scan its QR code",
  accessKey: 'Please enter the access key',
  ownerEmail: "Please enter the email address of the person whose plan you're asking for",
  deathCertificate: 'Please enter the death certificate number',
  medicalValidation: 'Please enter the medical validation code',
  identityProof: 'Please enter your identity verification code',
  requesterName: 'Please enter your name',
  requesterEmail: 'Please enter a valid email address',
  relationship: 'Please say how you know them',
} as const;

const required = (schema: ReturnType<typeof text>, message: string) =>
  schema.required(message).matches(/\S/, message);
const email = (message: string) =>
  string()
    .strict()
    .test('email', message, (value) => !value || isEmailAddress(value));

/** What each level asks for (spec section 5); the other fields are ignored. */
const neededFor = (levels: readonly AccessLevel[], schema: ReturnType<typeof text>) =>
  schema.when('level', ([chosen]: (AccessLevel | undefined)[], field) =>
    chosen && levels.includes(chosen) ? field : field.strip(),
  );
/** A text that is there (the field tests, run beside this one, report any other type). */
const filled = (value: unknown) => typeof value === 'string' && value.trim() !== '';
const hasCard = (card: { cardId?: unknown; cardCode?: unknown }) =>
  filled(card.cardId) && filled(card.cardCode);

/**
 * POST /api/access/requests (spec section 3's access request, with who is asking):
 * - basic: a card (id and code, or its QR code) and an emergency reason;
 * - standard: the owner's email and master access key, or a standard-level card;
 * - full: the owner's email, the death certificate number, the medical validation code and
 *   an identity code.
 */
export const accessRequestSchema = object({
  level: level().required('Please choose a level of access'),
  requester: object({
    name: required(text(LIMITS.short, 'Name'), accessRequestMessages.requesterName),
    email: email(accessRequestMessages.requesterEmail).required(
      accessRequestMessages.requesterEmail,
    ),
    relationship: required(text(LIMITS.short, 'Relationship'), accessRequestMessages.relationship),
  })
    .noUnknown()
    .required(),
  ownerEmail: neededFor(
    ['standard', 'full'],
    email(accessRequestMessages.ownerEmail).max(LIMITS.email),
  ),
  accessKey: neededFor(['standard'], text(64, 'Access key')),
  cardId: neededFor(['basic', 'standard'], text(16, 'Card id')),
  cardCode: neededFor(['basic', 'standard'], text(128, 'Card code')),
  emergencyReason: neededFor(['basic'], text(LIMITS.preference, 'Emergency reason')),
  deathCertificate: neededFor(['full'], text(LIMITS.short, 'Death certificate number')),
  medicalValidation: neededFor(['full'], text(LIMITS.short, 'Medical validation code')),
  identityProof: neededFor(['full'], text(LIMITS.short, 'Identity code')),
})
  .noUnknown()
  .test('evidence', (request, context) => {
    const missing = (path: string, message: string) => context.createError({ path, message });
    if (request.level === 'basic') {
      if (!hasCard(request)) return missing('cardId', accessRequestMessages.card);
      if (!filled(request.emergencyReason)) {
        return missing('emergencyReason', accessRequestMessages.emergencyReason);
      }
    }
    if (request.level === 'standard' && !hasCard(request)) {
      if (!filled(request.ownerEmail))
        return missing('ownerEmail', accessRequestMessages.ownerEmail);
      if (!filled(request.accessKey)) return missing('accessKey', accessRequestMessages.accessKey);
    }
    if (request.level === 'full') {
      if (!filled(request.ownerEmail))
        return missing('ownerEmail', accessRequestMessages.ownerEmail);
      for (const field of ['deathCertificate', 'medicalValidation', 'identityProof'] as const) {
        if (!filled(request[field])) return missing(field, accessRequestMessages[field]);
      }
    }
    return true;
  });
export type AccessRequestInput = InferType<typeof accessRequestSchema>;

/** Whether a card id looks like one (CARD and 4 characters), before asking the server. */
export const isCardId = (value: string) => CARD_ID_PATTERN.test(value.trim().toUpperCase());

/** POST /api/access/requests/{id}/claim: the token that came with the waiting request. */
export const accessClaimSchema = object({
  token: string().strict().max(128).required('The token is missing'),
}).noUnknown();

/**
 * POST /api/helping/requests: the journey's access step, for a signed-in user asking to help
 * with a loved one's plan: with the loved one's access key (checked at once) or the identity
 * answers. Either way the loved one approves the request in their Privacy tab.
 */
export const lovedOneAccessSchema = object({
  method: mixed<'key' | 'questions'>()
    .oneOf(['key', 'questions'], 'Please choose how you would like to verify access.')
    .required('Please choose how you would like to verify access.'),
  ownerEmail: email(accessRequestMessages.ownerEmail).required(accessRequestMessages.ownerEmail),
  relationship: text(LIMITS.short, 'Relationship').default(''),
  accessKey: text(64, 'Access key').when('method', ([method]: string[], field) =>
    method === 'key' ? required(field, accessRequestMessages.accessKey) : field.strip(),
  ),
  answers: object({
    fullName: text(LIMITS.short, 'Full name').default(''),
    birthDate: text(40, 'Date of birth').default(''),
    mothersName: text(LIMITS.short, "Mother's maiden name").default(''),
    favoriteColor: text(40, 'Favourite colour').default(''),
  })
    .noUnknown()
    .when('method', ([method]: string[], field) =>
      method === 'questions'
        ? field.test('answered', 'Please answer every question.', (answers) =>
            Object.values(answers ?? {}).every((answer) => String(answer).trim() !== ''),
          )
        : field.strip(),
    ),
}).noUnknown();
export type LovedOneAccessInput = InferType<typeof lovedOneAccessSchema>;

/**
 * GET /api/privacy/preview?level=…: what a viewer of that level gets, in the situation their
 * grant stands for (viewerSituation): the preview offers no view that no viewer gets.
 */
export const previewQuerySchema = object({
  level: level().required('Please choose a level'),
}).noUnknown();
export type PreviewQuery = InferType<typeof previewQuerySchema>;

/**
 * POST /api/privacy/rehearsal: the owner walks the /access flow against their own plan. What
 * /access asks of each level, for the owner's own plan (so no owner email and no requester):
 * a card and an emergency reason (basic), the access key or a standard card (standard), the
 * three pieces of evidence (full). The key and card are checked exactly as /access checks them.
 */
export const rehearsalSchema = object({
  level: level().required('Please choose a level of access'),
  accessKey: neededFor(['standard'], text(64, 'Access key')),
  cardId: neededFor(['basic', 'standard'], text(16, 'Card id')),
  cardCode: neededFor(['basic', 'standard'], text(128, 'Card code')),
  emergencyReason: neededFor(['basic'], text(LIMITS.preference, 'Emergency reason')),
  deathCertificate: neededFor(['full'], text(LIMITS.short, 'Death certificate number')),
  medicalValidation: neededFor(['full'], text(LIMITS.short, 'Medical validation code')),
  identityProof: neededFor(['full'], text(LIMITS.short, 'Identity code')),
})
  .noUnknown()
  .test('evidence', (rehearsal, context) => {
    const missing = (path: string, message: string) => context.createError({ path, message });
    if (rehearsal.level === 'basic') {
      if (!hasCard(rehearsal)) return missing('cardId', accessRequestMessages.card);
      if (!filled(rehearsal.emergencyReason)) {
        return missing('emergencyReason', accessRequestMessages.emergencyReason);
      }
    }
    if (rehearsal.level === 'standard' && !hasCard(rehearsal) && !filled(rehearsal.accessKey)) {
      return missing('accessKey', accessRequestMessages.accessKey);
    }
    if (rehearsal.level === 'full') {
      for (const field of ['deathCertificate', 'medicalValidation', 'identityProof'] as const) {
        if (!filled(rehearsal[field])) return missing(field, accessRequestMessages[field]);
      }
    }
    return true;
  });
export type RehearsalInput = InferType<typeof rehearsalSchema>;
