import {
  changeEmailSchema,
  changePasswordSchema,
  emailTokenSchema,
  forgotPasswordSchema,
  resetPasswordSchema,
  twoFactorCodeSchema,
  twoFactorSetupSchema,
  type RecoveryCodes,
  type TwoFactorSetup,
} from '../auth/accountSchemas';
import { currentUserShape } from './auth';
import type { Endpoint } from './endpoint';
import * as shape from './shape';

// The account endpoints that take a body, with the yup schemas that check it (account.ts says
// why they are apart): the emailed links, the password, two-factor sign-in and the preferences.

export const twoFactorSetupShape = shape.describes<TwoFactorSetup>()(
  shape.object(
    {
      secret: shape.string({ description: 'The secret in base32, to type into an app' }),
      otpauthUri: shape.string(),
      qrCode: shape.string({ description: 'An SVG data URL of the QR code of otpauthUri' }),
    },
    { title: 'TwoFactorSetup' },
  ),
);

export const recoveryCodesShape = shape.describes<RecoveryCodes>()(
  shape.object({ recoveryCodes: shape.array(shape.string()) }, { title: 'RecoveryCodes' }),
);

/** Opens an emailed link: verifies the email, or moves the account to a new one. */
export const verifyEmail = {
  method: 'POST',
  path: '/auth/verify-email',
  body: emailTokenSchema,
  refuseUnknownFields: true,
  response: { json: currentUserShape },
} as const satisfies Endpoint;

/** A link goes to the new address; the email changes when it is opened. */
export const changeEmail = {
  method: 'POST',
  path: '/account/email',
  body: changeEmailSchema,
  refuseUnknownFields: true,
  response: { empty: true },
} as const satisfies Endpoint;

/** Mails a reset link; answers 202 and the same message whether or not the account exists. */
export const forgotPassword = {
  method: 'POST',
  path: '/auth/password/forgot',
  body: forgotPasswordSchema,
  refuseUnknownFields: true,
  response: { json: shape.object({ message: shape.string() }, { title: 'Accepted' }), status: 202 },
} as const satisfies Endpoint;

export const resetPassword = {
  method: 'POST',
  path: '/auth/password/reset',
  body: resetPasswordSchema,
  refuseUnknownFields: true,
  response: { empty: true },
} as const satisfies Endpoint;

export const changePassword = {
  method: 'POST',
  path: '/account/password',
  body: changePasswordSchema,
  refuseUnknownFields: true,
  response: { empty: true },
} as const satisfies Endpoint;

export const startTwoFactorSetup = {
  method: 'POST',
  path: '/account/two-factor/setup',
  body: twoFactorSetupSchema,
  refuseUnknownFields: true,
  response: { json: twoFactorSetupShape, status: 201 },
} as const satisfies Endpoint;

export const enableTwoFactor = {
  method: 'POST',
  path: '/account/two-factor/enable',
  body: twoFactorCodeSchema,
  refuseUnknownFields: true,
  response: { json: recoveryCodesShape, status: 201 },
} as const satisfies Endpoint;

export const disableTwoFactor = {
  method: 'POST',
  path: '/account/two-factor/disable',
  body: twoFactorCodeSchema,
  refuseUnknownFields: true,
  response: { empty: true },
} as const satisfies Endpoint;
