import '../yupLocale';
import {
  array,
  boolean,
  mixed,
  number,
  object,
  string,
  type AnyObject,
  type ObjectSchema,
} from 'yup';
import { isCalendarDate } from '../planner/custody';
import { LIMITS } from '../planner/plannerSchemas';

// The building blocks of the six wizard records. A draft keeps whatever was typed (types and
// lengths are checked, nothing is required), so that autosave never loses a keystroke; what a
// completed record needs on top is added by `completedSchema` in wizardSchemas.ts.

export const WIZARD_LIMITS = {
  name: LIMITS.short,
  phone: LIMITS.phone,
  address: LIMITS.preference,
  text: LIMITS.long,
  /** A legacy message may be long: a letter, not a note. */
  message: 20000,
  rowId: 64,
} as const;

/** Text of at most `max` characters, '' by default. */
export const text = (max: number, label: string) =>
  string().strict().max(max, `${label} must be at most ${max} characters`).default('');

/** A date input's value: '' or YYYY-MM-DD naming a real day. */
export const dateText = (label: string) =>
  string()
    .strict()
    .default('')
    .test('date', `${label} must be a date`, (value) => !value || isCalendarDate(value));

/** A choice among `values`, or '' while none is made. */
export const choice = <T extends string>(values: readonly T[], label: string) =>
  mixed<T | ''>()
    .oneOf(['', ...values], `${label} must be one of: ${values.join(', ')}`)
    .default('');

export const flag = () => boolean().strict().default(false);

/**
 * An email address as typed: a draft keeps a half-typed one, so the format is not enforced
 * here (the forms point out an address that does not look right).
 */
export const email = () => text(LIMITS.email, 'Email');

/** A repeatable row's id, made by the form; it keys the row while it is edited. */
export const rowId = () =>
  string().strict().required().max(WIZARD_LIMITS.rowId, 'Row id is too long');

/** A list of rows, at most `max`, each refused when it carries unknown fields. */
export const rows = <T extends AnyObject>(row: ObjectSchema<T>, max: number, label: string) =>
  array(row.noUnknown().required()).strict().max(max, `${label}: at most ${max}`).default([]);

/** A file kept in the vault (/api/files), referred to by its id; the name is shown. */
export const fileRef = () =>
  object({
    id: string().strict().required().max(64),
    name: text(255, 'File name'),
    type: text(255, 'File type'),
    size: number().strict().integer().min(0).default(0),
  }).noUnknown();

/** The typed signature block of the health directive, POA, digital assets and HIPAA. */
export const signatureFields = {
  signature: text(WIZARD_LIMITS.name, 'Signature'),
  signatureDate: dateText('Signature date'),
  isConfirmed: flag(),
};

export const SIGNATURE_MESSAGES = {
  signature: 'Please type your full name as your signature',
  signatureDate: 'Please enter the date of your signature',
  isConfirmed: 'Please confirm the statement above your signature',
} as const;

/** What a completed record's signature block must hold (spec section 5). */
export const signedFields = {
  signature: text(WIZARD_LIMITS.name, 'Signature')
    .required(SIGNATURE_MESSAGES.signature)
    .matches(/\S/, SIGNATURE_MESSAGES.signature),
  signatureDate: dateText('Signature date').required(SIGNATURE_MESSAGES.signatureDate),
  isConfirmed: boolean().strict().oneOf([true], SIGNATURE_MESSAGES.isConfirmed).required(),
};
