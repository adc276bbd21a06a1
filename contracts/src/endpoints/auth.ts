import type { AuthProviders, CurrentUser } from '../auth/authSchemas';
import { maritalStatuses } from '../planReview/maritalStatus';
import { signingPlaces } from '../signing/signingTypes';
import type { Endpoint } from './endpoint';
import * as shape from './shape';

// Who is signed in, signing out, and the provider sign-ins. These carry no yup schema: the
// landing page and the app's first screen use them, and must not download yup for them. The
// auth endpoints that take a body (sign in, sign up, the code step, onboarding) are in
// authForms.ts, which only the pages that send those forms load.

/** The signed-in user as the API answers it: never the password hash. */
export const currentUserShape = shape.describes<CurrentUser>()(
  shape.object(
    {
      id: shape.string(),
      name: shape.string(),
      email: shape.string(),
      role: shape.oneOf(['user', 'admin']),
      isDemo: shape.boolean(),
      onboardingComplete: shape.boolean(),
      onboardingStep: shape.integer(),
      signingPlace: shape.nullable(
        shape.oneOf(signingPlaces, {
          description: "A US state's or DC's postal code, or 'other' (a country outside the US)",
        }),
      ),
      maritalStatus: shape.nullable(shape.oneOf(maritalStatuses)),
    },
    { title: 'CurrentUser' },
  ),
);

export const authProvidersShape = shape.describes<AuthProviders>()(
  shape.object(
    {
      google: shape.boolean(),
      facebook: shape.boolean(),
      emailEnabled: shape.boolean({ description: 'Whether this server sends email (SMTP_URL)' }),
    },
    { title: 'AuthProviders' },
  ),
);

export const getCurrentUser = {
  method: 'GET',
  path: '/auth/user',
  response: { json: currentUserShape },
} as const satisfies Endpoint;

export const signOut = {
  method: 'POST',
  path: '/auth/logout',
  response: { empty: true },
} as const satisfies Endpoint;

export const getAuthProviders = {
  method: 'GET',
  path: '/auth/providers',
  response: { json: authProvidersShape },
} as const satisfies Endpoint;

// A provider sign-in is a browser navigation, not a call: the start (which takes ?next=, the
// page to come back to, read before the round trip), the provider's callback, and where a
// failed round trip lands.

export const providerSignIn = {
  google: {
    start: { method: 'GET', path: '/auth/google', response: { redirect: true } },
    callback: { method: 'GET', path: '/auth/google/callback', response: { redirect: true } },
  },
  facebook: {
    start: { method: 'GET', path: '/auth/facebook', response: { redirect: true } },
    callback: { method: 'GET', path: '/auth/facebook/callback', response: { redirect: true } },
  },
} as const satisfies Record<
  keyof Omit<AuthProviders, 'emailEnabled'>,
  { start: Endpoint; callback: Endpoint }
>;

export const providerSignInFailed = {
  method: 'GET',
  path: '/auth/provider-sign-in-failed',
  response: { redirect: true },
} as const satisfies Endpoint;
