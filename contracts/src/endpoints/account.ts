import type { AccountSecurity, AccountSession } from '../auth/accountSchemas';
import type { Endpoint } from './endpoint';
import * as shape from './shape';

// The account's security and settings, as read: no yup schema here, since the app's first
// screen (the reminder to verify the email) uses them. The endpoints that take a body (email,
// password, two-factor sign-in) are in accountForms.ts (the preferences, the Privacy tab's, in privacy.ts), loaded with the pages
// that send them.

export const accountSecurityShape = shape.describes<AccountSecurity>()(
  shape.object(
    {
      email: shape.string(),
      emailVerified: shape.boolean(),
      emailEnabled: shape.boolean({ description: 'Whether this server sends email (SMTP_URL)' }),
      hasPassword: shape.boolean(),
      twoFactorEnabled: shape.boolean(),
      recoveryCodesLeft: shape.integer(),
    },
    { title: 'AccountSecurity' },
  ),
);

export const accountSessionShape = shape.describes<AccountSession>()(
  shape.object(
    {
      id: shape.string({ description: 'A handle of the session, not its secret' }),
      device: shape.string(),
      signedInAt: shape.nullable(shape.timestamp()),
      lastSeenAt: shape.nullable(shape.timestamp()),
      current: shape.boolean(),
    },
    { title: 'AccountSession' },
  ),
);

export const getAccountSecurity = {
  method: 'GET',
  path: '/account/security',
  response: { json: accountSecurityShape },
} as const satisfies Endpoint;

/** Sends the link that verifies the email again. */
export const resendVerification = {
  method: 'POST',
  path: '/account/email/verification',
  response: { empty: true },
} as const satisfies Endpoint;

export const listSessions = {
  method: 'GET',
  path: '/account/sessions',
  response: { list: accountSessionShape },
} as const satisfies Endpoint;

export const endSession = {
  method: 'DELETE',
  path: '/account/sessions/:id',
  response: { empty: true },
} as const satisfies Endpoint;

export const endOtherSessions = {
  method: 'POST',
  path: '/account/sessions/end-others',
  response: { empty: true },
} as const satisfies Endpoint;
