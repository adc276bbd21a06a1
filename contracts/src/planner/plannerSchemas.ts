import '../yupLocale';
import { array, boolean, mixed, number, object, string, type InferType } from 'yup';
import { isEmailAddress } from '../emailAddress';
import { validationNow } from '../validationContext';
import { isCalendarDate, latestDayOnEarth } from './custody';
import {
  LIMITS,
  activityCategories,
  activityStatuses,
  contactRoles,
  documentCategories,
  documentStatuses,
  wishCategories,
  wishImportances,
} from './plannerEnums';
import type { WizardKind } from '../wizards/wizardDocuments';
import type { ContactReliance } from './contactReliance';
import { CONTACT_SEARCH_MAX_LENGTH, searchedContactFields } from './contactSearch';

// Documents, wishes, contacts and activities (spec section 3), validated with these schemas by
// the forms and by the API. Strict: a value of the wrong type (e.g. {"$gt": ""}) is refused,
// never converted. The API drops unknown fields before validating (see `pickKnownFields`).

export * from './plannerEnums';

const text = (max: number, label: string) =>
  string().strict().max(max, `${label} must be at most ${max} characters`);
const requiredText = (max: number, label: string, message: string) =>
  text(max, label).required(message).matches(/\S/, message);
const oneOfList = <T extends string>(values: readonly T[], label: string) =>
  mixed<T>().oneOf([...values], `${label} must be one of: ${values.join(', ')}`);

export const documentFields = {
  title: requiredText(LIMITS.title, 'Title', 'Please enter a title'),
  category: oneOfList(documentCategories, 'Category'),
  status: oneOfList(documentStatuses, 'Status'),
  privacyLevel: text(40, 'Privacy level'),
  completionPercentage: number()
    .strict()
    .integer('Completion must be a whole number')
    .min(0, 'Completion must be between 0 and 100')
    .max(100, 'Completion must be between 0 and 100'),
  // Custody of the signed original (issue 29): null and '' until the owner records them.
  signedOn: string()
    .strict()
    .nullable()
    .test(
      'date',
      'The date signed must be a date (YYYY-MM-DD)',
      (value) => value == null || isCalendarDate(value),
    )
    .test('past', 'The date signed cannot be in the future', (value, { options }) => {
      const now = validationNow(options.context);
      return value == null || !now || !isCalendarDate(value) || value <= latestDayOnEarth(now);
    }),
  originalLocation: text(LIMITS.custody, 'Where the signed original is kept'),
  originalHolder: text(LIMITS.custody, 'Who holds the signed original'),
};

export const documentCreateSchema = object({
  ...documentFields,
  category: documentFields.category.default('other'),
  status: documentFields.status.default('not_started'),
  privacyLevel: documentFields.privacyLevel.default('Private'),
  completionPercentage: documentFields.completionPercentage.default(0),
  signedOn: documentFields.signedOn.default(null),
  originalLocation: documentFields.originalLocation.default(''),
  originalHolder: documentFields.originalHolder.default(''),
}).noUnknown();
export const documentUpdateSchema = object({
  ...documentFields,
  title: text(LIMITS.title, 'Title').matches(/\S/, 'Please enter a title'),
}).noUnknown();

export const wishFields = {
  category: oneOfList(wishCategories, 'Category'),
  subcategory: text(LIMITS.short, 'Subcategory'),
  preference: requiredText(LIMITS.preference, 'Preference', 'Please enter your preference'),
  details: text(LIMITS.long, 'Details'),
  importance: oneOfList(wishImportances, 'Importance'),
  isSelected: boolean().strict(),
};

export const wishCreateSchema = object({
  ...wishFields,
  category: wishFields.category.default('other'),
  subcategory: wishFields.subcategory.default(''),
  details: wishFields.details.default(''),
  importance: wishFields.importance.default('medium'),
  // A new wish counts as chosen (the Quick Summary, Key Wishes) unless its owner unticks it.
  isSelected: wishFields.isSelected.default(true),
}).noUnknown();
export const wishUpdateSchema = object({
  ...wishFields,
  preference: text(LIMITS.preference, 'Preference').matches(/\S/, 'Please enter your preference'),
}).noUnknown();

/** The one email rule of every form: optional, and a valid address when given. */
export const optionalEmail = () =>
  text(LIMITS.email, 'Email').test(
    'email',
    'Please enter a valid email address',
    (value) => !value || isEmailAddress(value),
  );

export const contactFields = {
  firstName: requiredText(LIMITS.short, 'First name', 'Please enter a first name'),
  lastName: requiredText(LIMITS.short, 'Last name', 'Please enter a last name'),
  email: optionalEmail(),
  phone: text(LIMITS.phone, 'Phone'),
  relation: text(LIMITS.short, 'Relationship'),
  role: oneOfList(contactRoles, 'Role'),
  address: text(LIMITS.preference, 'Address'),
  notes: text(LIMITS.long, 'Notes'),
};

export const contactCreateSchema = object({
  ...contactFields,
  email: contactFields.email.default(''),
  phone: contactFields.phone.default(''),
  relation: contactFields.relation.default(''),
  role: contactFields.role.default('other'),
  address: contactFields.address.default(''),
  notes: contactFields.notes.default(''),
}).noUnknown();
export const contactUpdateSchema = object({
  ...contactFields,
  firstName: text(LIMITS.short, 'First name').matches(/\S/, 'Please enter a first name'),
  lastName: text(LIMITS.short, 'Last name').matches(/\S/, 'Please enter a last name'),
}).noUnknown();

/**
 * GET /api/contacts?role=&q=: the contacts of one role (all when absent) whose first name, last
 * name, email, relationship or role's label (contactRoleLabels) contains every word of `q`
 * (whitespace-separated), whatever their case. Page fields (limit, cursor) are read apart.
 */
export const contactSearchQuerySchema = object({
  role: oneOfList(contactRoles, 'role'),
  q: text(CONTACT_SEARCH_MAX_LENGTH, 'The search').typeError('q must be given once'),
});
/** GET /api/contacts/counts?q=: the search of contactSearchQuerySchema, without the role. */
export const contactCountsQuerySchema = contactSearchQuerySchema.pick(['q']);

/**
 * A contact's name typed in one field (the journey's "Name"): the first word is the first name,
 * the rest the last name, so that the contact passes the Contacts tab's rule (both required).
 */
export function splitFullName(name: string): { firstName: string; lastName: string } {
  const [firstName = '', ...rest] = name.trim().split(/\s+/);
  return { firstName, lastName: rest.join(' ') };
}

export type DocumentInput = InferType<typeof documentCreateSchema>;
export type DocumentPatch = Partial<DocumentInput>;
export type WishInput = InferType<typeof wishCreateSchema>;
export type WishPatch = Partial<WishInput>;
export type ContactInput = InferType<typeof contactCreateSchema>;
export type ContactPatch = Partial<ContactInput>;

interface Owned {
  id: string;
  userId: string;
  createdAt: string;
  updatedAt: string;
}
export type PlanDocument = Owned &
  DocumentInput & {
    /**
     * The wizard whose record keeps this document up to date (its card), or null for a
     * document of the owner's own. Every document the API answers carries it.
     */
    wizardKind?: WizardKind | null;
  };
export type Wish = Owned & WishInput;
export type Contact = Owned &
  ContactInput & {
    /**
     * What the plan relies on this contact for (check-ins, messages): only the owner may then
     * change their email or remove them. Every contact the API answers carries it.
     */
    reliedOnBy?: ContactReliance[];
  };
// The contact search reads these fields by name, in both stores' queries too: renaming one of
// Contact's fields fails to compile here rather than leaving it out of every search.
searchedContactFields satisfies readonly (keyof Contact)[];

export interface Activity {
  id: string;
  userId: string;
  category: (typeof activityCategories)[number];
  status: (typeof activityStatuses)[number];
  description: string;
  createdAt: string;
}

/** The fields a schema knows: the API keeps these and drops the rest (issue: unknown fields are dropped). */
export function pickKnownFields(
  schema: { fields: Record<string, unknown> },
  body: unknown,
): Record<string, unknown> {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return {};
  return Object.fromEntries(
    Object.entries(body).filter(([key]) => Object.hasOwn(schema.fields, key)),
  );
}

// The guided journey's progress, kept for the user so that reopening continues where they left
// off. What was typed to verify access (the key, the answers) is never stored.
export const journeyStateSchema = object({
  step: number().strict().integer().min(0).max(5).required(),
  planningFor: mixed<'self' | 'loved-one'>().oneOf(['self', 'loved-one']).nullable().default(null),
  relationship: text(LIMITS.short, 'Relationship').default(''),
  verificationMethod: mixed<'key' | 'questions'>()
    .oneOf(['key', 'questions'])
    .nullable()
    .default(null),
  identityVerified: boolean().strict().default(false),
  priorities: array(
    oneOfList(['documents', 'wishes', 'contacts', 'digital'] as const, 'Priority').required(),
  )
    .strict()
    .max(4)
    .default([]),
}).noUnknown();
export type JourneyState = InferType<typeof journeyStateSchema>;
