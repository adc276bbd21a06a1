import '../yupLocale';
import { object, ref, string, type InferType } from 'yup';
import { MAX_PASSWORD_LENGTH, authMessages, emailField, passwordField } from './authSchemas';

// The account's security requests (issue 14): email verification, password reset and change,
// email change, two-factor sign-in and sessions. The forms and the API validate with these.

export const accountMessages = {
  invalidLink: 'This link is not valid any more. Ask for a new one.',
  codeRequired: 'Enter the code from your authenticator app',
  currentPasswordRequired: 'Please enter your current password',
} as const;

/** The token of an emailed link: 32 random bytes, base64url (43 characters). */
const token = string()
  .strict()
  .required(accountMessages.invalidLink)
  .matches(/^[A-Za-z0-9_-]{43}$/, accountMessages.invalidLink);

/** A 6-digit authenticator code, or a recovery code (letters and digits, dashes and spaces). */
const code = string()
  .strict()
  .required(accountMessages.codeRequired)
  .max(32, accountMessages.codeRequired)
  .matches(/^[A-Za-z0-9 -]+$/, accountMessages.codeRequired);

/**
 * The same code where it is asked only when two-factor sign-in is on (deleting the account):
 * absent otherwise.
 */
export const optionalTwoFactorCode = string()
  .strict()
  .max(32, accountMessages.codeRequired)
  .matches(/^[A-Za-z0-9 -]+$/, {
    message: accountMessages.codeRequired,
    excludeEmptyString: true,
  });

/**
 * The password the account has, asked again to prove who asks (changing the email or password,
 * two-factor set-up, deleting the account): checked against its hash, not against the rules for
 * a new one (older rules may have allowed other lengths), only kept within the longest a
 * password may be. Each request says it in its own words.
 */
export const existingPasswordField = (message: string) =>
  string().strict().max(MAX_PASSWORD_LENGTH, message);

const currentPassword = existingPasswordField(accountMessages.currentPasswordRequired).required(
  accountMessages.currentPasswordRequired,
);

export const emailTokenSchema = object({ token }).noUnknown().strict();
export const forgotPasswordSchema = object({ email: emailField }).noUnknown().strict();
export const resetPasswordSchema = object({ token, password: passwordField }).noUnknown().strict();
export const changePasswordSchema = object({ currentPassword, newPassword: passwordField })
  .noUnknown()
  .strict();
export const changeEmailSchema = object({ email: emailField, password: currentPassword })
  .noUnknown()
  .strict();
export const twoFactorCodeSchema = object({ code }).noUnknown().strict();
/**
 * Starting two-factor set-up asks for the password (of an account that has one): a browser left
 * signed in must not be enough to put someone else's authenticator on the account.
 */
export const twoFactorSetupSchema = object({
  password: existingPasswordField(accountMessages.currentPasswordRequired),
})
  .noUnknown()
  .strict();

/** The forms add a confirmation of the new password, which never leaves the browser. */
export const resetPasswordFormSchema = object({
  password: passwordField,
  confirmPassword: string()
    .strict()
    .required(authMessages.passwordMismatch)
    .oneOf([ref('password')], authMessages.passwordMismatch),
});
export const changePasswordFormSchema = changePasswordSchema.shape({
  confirmPassword: string()
    .strict()
    .required(authMessages.passwordMismatch)
    .oneOf([ref('newPassword')], authMessages.passwordMismatch),
});

export type EmailTokenRequest = InferType<typeof emailTokenSchema>;
export type ForgotPasswordRequest = InferType<typeof forgotPasswordSchema>;
export type ResetPasswordRequest = InferType<typeof resetPasswordSchema>;
export type ChangePasswordRequest = InferType<typeof changePasswordSchema>;
export type ChangeEmailRequest = InferType<typeof changeEmailSchema>;
export type TwoFactorCodeRequest = InferType<typeof twoFactorCodeSchema>;
export type TwoFactorSetupRequest = InferType<typeof twoFactorSetupSchema>;

/** What the account page shows about the account's security. */
export interface AccountSecurity {
  email: string;
  emailVerified: boolean;
  /** Whether this server sends email (SMTP_URL): without it, no link can be sent. */
  emailEnabled: boolean;
  /** False for an account that only signs in through Google or Facebook. */
  hasPassword: boolean;
  twoFactorEnabled: boolean;
  recoveryCodesLeft: number;
}

/** Two-factor set-up: scan the QR code, or type the secret. */
export interface TwoFactorSetup {
  secret: string;
  otpauthUri: string;
  /** An SVG data URL of the QR code of otpauthUri. */
  qrCode: string;
}

/** Shown once, when two-factor sign-in is turned on. */
export interface RecoveryCodes {
  recoveryCodes: string[];
}

/** A signed-in session of the account. `id` is not the session's secret. */
export interface AccountSession {
  id: string;
  /** e.g. "Chrome on Linux". */
  device: string;
  signedInAt: string | null;
  lastSeenAt: string | null;
  current: boolean;
}

/** A sign-in that needs the second factor answers this instead of the user. */
export interface TwoFactorRequired {
  twoFactorRequired: true;
}

/**
 * What the screens and the API say when this server sends no email (no SMTP_URL), instead of
 * claiming a link is on its way. The way back in is then a one-time reset link that the
 * administrator makes (`npm run admin -- reset-link <email>`); opening it also verifies the email.
 */
export const MAIL_NOT_CONFIGURED = {
  resetPassword:
    'Email is not set up on this server, so no reset link can be sent. Ask the administrator ' +
    'of this site for a password reset link: they can make one for your account.',
  verifyEmail:
    'Email is not set up on this server, so no link can be sent to confirm your email. Ask the ' +
    'administrator of this site for a password reset link: opening it confirms your email too.',
  changeEmail:
    'Email is not set up on this server, so your email cannot be changed: the new address ' +
    'could not be confirmed. Ask the administrator of this site.',
} as const;
