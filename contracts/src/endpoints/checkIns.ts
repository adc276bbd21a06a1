import { emailTokenSchema } from '../auth/accountSchemas';
import {
  checkInMethods,
  checkInRhythms,
  MAX_CHECK_IN_CONTACTS,
  type CheckInSchedule,
} from '../checkIns/checkInRules';
import { checkInSettingsSchema } from '../checkIns/checkInSchemas';
import type { BackToNormalOutcome, CheckInStatus, LastCheckIn } from '../checkIns/checkInTypes';
import type { Endpoint } from './endpoint';
import * as shape from './shape';

// Check-ins (the Privacy tab's "Check-ins" section): the owner's rhythm, pause and ordered
// trusted contacts, "I'm OK", a test check-in by email, the emailed link's public page, and
// "I'm back to normal".

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
