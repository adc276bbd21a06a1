import '../yupLocale';
import { boolean, number, object, ref, string, type InferType } from 'yup';
import { MAX_EMAIL_LENGTH, isEmailAddress } from '../emailAddress';
import type { SigningPlace } from '../signing/signingTypes';
import type { MaritalStatus } from '../planReview/maritalStatus';

// The sign-in and sign-up rules (spec section 5), used by the shell's forms and by the API to
// validate the same requests.
export const MIN_PASSWORD_LENGTH = 6;
export const MAX_PASSWORD_LENGTH = 256;
export const MAX_NAME_LENGTH = 120;

export const authMessages = {
  invalidEmail: 'Please enter a valid email address',
  shortPassword: `Password must be at least ${MIN_PASSWORD_LENGTH} characters`,
  longPassword: `Password must be at most ${MAX_PASSWORD_LENGTH} characters`,
  passwordMismatch: 'Passwords do not match',
  nameRequired: 'Please enter your name',
  longName: `Name must be at most ${MAX_NAME_LENGTH} characters`,
} as const;

// Strict: a value that is not a string (e.g. {"$gt": ""}) is refused, never converted.
export const emailField = string()
  .strict()
  .required(authMessages.invalidEmail)
  .max(MAX_EMAIL_LENGTH, authMessages.invalidEmail)
  .test('email', authMessages.invalidEmail, (value) => isEmailAddress(value));

export const passwordField = string()
  .strict()
  .required(authMessages.shortPassword)
  .min(MIN_PASSWORD_LENGTH, authMessages.shortPassword)
  .max(MAX_PASSWORD_LENGTH, authMessages.longPassword);

export const loginSchema = object({ email: emailField, password: passwordField })
  .noUnknown()
  .strict();

export const signupSchema = object({
  name: string()
    .strict()
    .required(authMessages.nameRequired)
    .matches(/\S/, authMessages.nameRequired)
    .max(MAX_NAME_LENGTH, authMessages.longName),
  email: emailField,
  password: passwordField,
})
  .noUnknown()
  .strict();

/** The sign-up form: the request's fields plus the confirmation, which never leaves the browser. */
export const signupFormSchema = signupSchema.shape({
  confirmPassword: string()
    .strict()
    .required(authMessages.passwordMismatch)
    .oneOf([ref('password')], authMessages.passwordMismatch),
});

export const ONBOARDING_STEPS = 6;

export const onboardingSchema = object({
  onboardingComplete: boolean().strict().required(),
  onboardingStep: number().strict().required().integer().min(0).max(ONBOARDING_STEPS),
})
  .noUnknown()
  .strict();

export type LoginRequest = InferType<typeof loginSchema>;
export type SignupRequest = InferType<typeof signupSchema>;
export type OnboardingRequest = InferType<typeof onboardingSchema>;

/** The signed-in user as the API answers it (never a password hash). */
export interface CurrentUser {
  id: string;
  name: string;
  email: string;
  role: 'user' | 'admin';
  isDemo: boolean;
  onboardingComplete: boolean;
  onboardingStep: number;
  /** Where the user signs their plan's documents; null until they say. */
  signingPlace: SigningPlace | null;
  /** Their marital status; null until they say. */
  maritalStatus: MaritalStatus | null;
}

/** Which third-party sign-in providers this deployment has configured, and whether it sends email. */
export interface AuthProviders {
  google: boolean;
  facebook: boolean;
  /** Whether this server sends email (SMTP_URL): the forgot-password page needs it. */
  emailEnabled: boolean;
}

/** The fixed demo account that "Try Demo" signs in to (read-only on the server). */
export const DEMO_ACCOUNT = {
  email: 'demo@legacyplanner.app',
  password: 'demo-account',
} as const;
