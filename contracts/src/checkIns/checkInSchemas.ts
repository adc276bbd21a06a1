import '../yupLocale';
import { array, mixed, object, string } from 'yup';
import {
  checkInRhythms,
  contactAnswers,
  MAX_CHECK_IN_CONTACTS,
  type CheckInRhythm,
  type ContactAnswer,
} from './checkInRules';
import { validationNow } from '../validationContext';

// The check-in settings form and PUT /api/check-ins/settings read the same schema. Strict like
// the privacy schemas: a value of the wrong type is refused, never converted. Validate it with
// a ValidationContext: the end of a pause must come after its `now`.

/** PUT /api/check-ins/settings: all three settings, as the form shows them. */
export const checkInSettingsSchema = object({
  rhythm: mixed<CheckInRhythm>()
    .oneOf([...checkInRhythms], 'Rhythm must be off, monthly, every_3_months or every_6_months')
    .required('Please choose how often to check in'),
  pausedUntil: string()
    .strict()
    .nullable()
    .defined('Please give the end of the pause, or none')
    .test(
      'date',
      'The end of the pause must be a date',
      (value) => value === null || value === undefined || !Number.isNaN(Date.parse(value)),
    )
    .test('future', 'The end of the pause must be in the future', (value, { options }) => {
      if (value === null || value === undefined) return true;
      // Without the caller's time there is no "future" to compare with: refused, not guessed.
      const now = validationNow(options.context);
      return now !== null && Date.parse(value) > now.getTime();
    }),
  contactIds: array(string().strict().required('Please choose a contact'))
    .strict()
    .required('Please list the trusted contacts, or none')
    .max(MAX_CHECK_IN_CONTACTS, `At most ${MAX_CHECK_IN_CONTACTS} trusted contacts`)
    .test(
      'unique',
      'Each trusted contact may be listed once',
      (ids) => ids === undefined || new Set(ids).size === ids.length,
    ),
}).noUnknown();

const answerToken = string().strict().max(128).required('The link is incomplete');

/** GET /api/check-ins/question?token=…: the contact's link, read without answering. */
export const contactQuestionQuerySchema = object({ token: answerToken }).noUnknown();

/** POST /api/check-ins/answers: the contact's answer, chosen on the page. */
export const contactAnswerSchema = object({
  token: answerToken,
  answer: mixed<ContactAnswer>()
    .oneOf([...contactAnswers], 'Answer must be fine, unwell or passed_away')
    .required('Please choose an answer'),
}).noUnknown();
