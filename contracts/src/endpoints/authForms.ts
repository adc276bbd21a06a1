import type { TwoFactorRequired } from '../auth/accountSchemas';
import { twoFactorCodeSchema } from '../auth/accountSchemas';
import { loginSchema, onboardingSchema, signupSchema } from '../auth/authSchemas';
import { currentUserShape } from './auth';
import type { Endpoint } from './endpoint';
import * as shape from './shape';

// The auth endpoints that take a body, with the yup schemas that check it: kept apart from
// auth.ts so that a page which only asks who is signed in downloads no yup. The sign-in page
// reaches these through its lazily loaded rules (public-pages/src/auth/authRules.ts).

export const twoFactorRequiredShape = shape.describes<TwoFactorRequired>()(
  shape.object({ twoFactorRequired: shape.literal(true) }, { title: 'TwoFactorRequired' }),
);

/**
 * A sign-in answers the user (200), or, with two-factor sign-in on, that a code is needed (202):
 * the form with the literal field first, since the user's form has none to tell it by.
 */
export const signInResultShape = shape.either([twoFactorRequiredShape, currentUserShape], {
  title: 'SignInResult',
});

export const signUp = {
  method: 'POST',
  path: '/auth/signup',
  body: signupSchema,
  refuseUnknownFields: true,
  response: { json: currentUserShape, status: 201 },
} as const satisfies Endpoint;

export const signIn = {
  method: 'POST',
  path: '/auth/login',
  body: loginSchema,
  refuseUnknownFields: true,
  response: { json: signInResultShape },
} as const satisfies Endpoint;

/** The second step of a sign-in with two-factor sign-in on: the code from the app. */
export const signInWithCode = {
  method: 'POST',
  path: '/auth/login/two-factor',
  body: twoFactorCodeSchema,
  refuseUnknownFields: true,
  response: { json: currentUserShape },
} as const satisfies Endpoint;

export const saveOnboarding = {
  method: 'PUT',
  path: '/auth/onboarding',
  body: onboardingSchema,
  refuseUnknownFields: true,
  response: { json: currentUserShape },
} as const satisfies Endpoint;
