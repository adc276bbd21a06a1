import { emailTokenSchema } from '../auth/accountSchemas';
import {
  checkInMethods,
  checkInRhythms,
  contactAnswers,
  MAX_CHECK_IN_CONTACTS,
  type CheckInSchedule,
} from '../checkIns/checkInRules';
import {
  checkInSettingsSchema,
  contactAnswerSchema,
  contactQuestionQuerySchema,
} from '../checkIns/checkInSchemas';
import type {
  BackToNormalOutcome,
  CheckInStatus,
  ContactAnswerOutcome,
  ContactQuestion,
  LastCheckIn,
} from '../checkIns/checkInTypes';
import { accessLevels } from '../privacy/releaseSettings';
import type { Endpoint } from './endpoint';
import * as shape from './shape';

// Check-ins (the Privacy tab's "Check-ins" section): the owner's rhythm, pause and ordered
// trusted contacts, "I'm OK", a test check-in by email, the emailed link's public page, and
// "I'm back to normal"; and a trusted contact's answer to "Is … OK?" when check-ins are missed.

export const lastCheckInShape = shape.describes<LastCheckIn>()(
  shape.object(
    { at: shape.timestamp(), method: shape.oneOf(checkInMethods) },
    { title: 'LastCheckIn' },
  ),
);

const scheduleShape = shape.describes<CheckInSchedule>()(
  shape.object(
    {
      paused: shape.boolean({ description: 'Whether a pause is on now' }),
      nextPromptAt: shape.nullable(shape.timestamp()),
      reminderAt: shape.nullable(shape.timestamp()),
      firstContactAt: shape.nullable(
        shape.timestamp({ description: 'When the first trusted contact would be asked' }),
      ),
      next: shape.nullable(
        shape.object({
          step: shape.oneOf(['prompt', 'reminder', 'first_contact']),
          at: shape.timestamp(),
        }),
      ),
    },
    { title: 'CheckInSchedule' },
  ),
);

export const checkInStatusShape = shape.describes<CheckInStatus>()(
  shape.object(
    {
      rhythm: shape.oneOf(checkInRhythms),
      pausedUntil: shape.nullable(shape.timestamp()),
      contactIds: {
        ...shape.array(shape.string(), {
          description: "The owner's contacts asked when a check-in is missed, in order",
        }),
        maxItems: MAX_CHECK_IN_CONTACTS,
      },
      rhythmSince: shape.nullable(shape.timestamp()),
      lastCheckIn: shape.nullable(lastCheckInShape),
      schedule: scheduleShape,
      emailEnabled: shape.boolean({ description: 'Whether this server sends email' }),
    },
    { title: 'CheckInStatus' },
  ),
);

export const backToNormalShape = shape.describes<BackToNormalOutcome>()(
  shape.object(
    { grantsEnded: shape.integer({ description: 'Grants the check-ins had opened, now ended' }) },
    { title: 'BackToNormalOutcome' },
  ),
);

export const getCheckIns = {
  method: 'GET',
  path: '/check-ins',
  response: { json: checkInStatusShape },
} as const satisfies Endpoint;
export const saveCheckInSettings = {
  method: 'PUT',
  path: '/check-ins/settings',
  body: checkInSettingsSchema,
  response: { json: checkInStatusShape },
} as const satisfies Endpoint;
export const checkInNow = {
  method: 'POST',
  path: '/check-ins',
  response: { json: checkInStatusShape },
} as const satisfies Endpoint;
export const sendTestCheckIn = {
  method: 'POST',
  path: '/check-ins/test',
  response: { empty: true },
} as const satisfies Endpoint;
export const checkInByLink = {
  method: 'POST',
  path: '/check-ins/link',
  body: emailTokenSchema,
  refuseUnknownFields: true,
  response: { json: lastCheckInShape },
} as const satisfies Endpoint;
export const backToNormal = {
  method: 'POST',
  path: '/check-ins/back-to-normal',
  response: { json: backToNormalShape },
} as const satisfies Endpoint;

export const contactQuestionShape = shape.describes<ContactQuestion>()(
  shape.object(
    {
      ownerFirstName: shape.string({ description: 'Whom the contact is asked about' }),
      contactName: shape.string({ description: 'The contact, as the owner named them' }),
    },
    { title: 'ContactQuestion' },
  ),
);

export const contactAnswerOutcomeShape = shape.describes<ContactAnswerOutcome>()(
  shape.object(
    {
      answer: shape.oneOf(contactAnswers),
      grant: shape.nullable(
        shape.object({
          id: shape.string(),
          level: shape.oneOf(accessLevels),
          emergency: shape.boolean(),
          expiresAt: shape.timestamp(),
          ownerName: shape.string(),
        }),
      ),
      request: shape.nullable(
        shape.object({
          requestId: shape.string(),
          claimToken: shape.string({
            description: 'Follows the request (POST /access/requests/{id}/claim)',
          }),
          grantsAt: shape.nullable(
            shape.timestamp({
              description:
                'When it is granted unless the owner checks in or rejects it first; null when the server cannot email the owner (only an administrator grants it)',
            }),
          ),
        }),
      ),
    },
    { title: 'ContactAnswerOutcome' },
  ),
);

export const getContactQuestion = {
  method: 'GET',
  path: '/check-ins/question',
  query: contactQuestionQuerySchema,
  response: { json: contactQuestionShape },
} as const satisfies Endpoint;
export const answerContactQuestion = {
  method: 'POST',
  path: '/check-ins/answers',
  body: contactAnswerSchema,
  refuseUnknownFields: true,
  response: { json: contactAnswerOutcomeShape },
} as const satisfies Endpoint;
