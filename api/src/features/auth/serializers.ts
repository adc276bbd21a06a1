import {
  ONBOARDING_STEPS,
  type AuthProviders,
  type CurrentUser,
  type TwoFactorRequired,
} from '@legacy-planner/contracts';
import type { UserRecord } from '../../storage/port';
import { serializer } from '../../routing/serializer';

/** What the API tells the browser about the signed-in user: never the password hash. */
export const currentUserSerializer = serializer<UserRecord>('CurrentUser', {
  id: { type: 'string' },
  name: { type: 'string' },
  email: { type: 'string' },
  role: { enum: ['user', 'admin'] },
  isDemo: { type: 'boolean' },
  onboardingComplete: { type: 'boolean' },
  onboardingStep: { type: 'integer', minimum: 0, maximum: ONBOARDING_STEPS },
} satisfies Record<keyof CurrentUser, object>);

/**
 * A sign-in answers the user (200), or, with two-factor sign-in on, only that a code is
 * needed (202): either shape, so no field is required.
 */
export const signInSerializer = serializer<UserRecord | TwoFactorRequired>(
  'SignInResult',
  {
    ...currentUserSerializer.schema.properties,
    twoFactorRequired: { type: 'boolean', enum: [true] },
  },
  [],
);

export const providersSerializer = serializer<AuthProviders>('AuthProviders', {
  google: { type: 'boolean' },
  facebook: { type: 'boolean' },
  emailEnabled: { type: 'boolean', description: 'Whether this server sends email (SMTP_URL)' },
} satisfies Record<keyof AuthProviders, object>);
