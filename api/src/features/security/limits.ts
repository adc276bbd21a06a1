import type { Context } from 'koa';
import { perAddress, type RateLimitRule } from '../../routing/rateLimit';
import { signedInUser } from '../../session/signedInUser';
import { pendingTwoFactorUser } from '../../session/pendingSignIn';

// The account security routes' limits, counted in the store like sign-in's (signInLimits.ts).

const MINUTE = 60 * 1000;
const FIFTEEN_MINUTES = 15 * MINUTE;
const HOUR = 60 * MINUTE;

const perAccount = (name: string, max: number, windowMs: number, message: string) =>
  ({
    name,
    max,
    windowMs,
    message,
    key: (ctx: Context) => signedInUser(ctx)?.id ?? null,
  }) satisfies RateLimitRule;

function emailOf(body: unknown): string | null {
  const email = (body as { email?: unknown } | null)?.email;
  return typeof email === 'string' && email.length <= 254 ? email.toLowerCase() : null;
}

export const MAX_RESET_MAILS_PER_EMAIL = 3;
export const MAX_VERIFICATION_MAILS_PER_ACCOUNT = 3;
export const MAX_PASSWORD_CHECKS_PER_ACCOUNT = 10;
export const MAX_CODE_TRIES_PER_ACCOUNT = 5;
export const MAX_CODE_TRIES_PER_ADDRESS = 30;

export const forgotPasswordPerAddress = perAddress(
  'forgot-password:address',
  20,
  FIFTEEN_MINUTES,
  'Too many password reset requests from this address.',
);

/** Whoever knows an email cannot fill its owner's inbox with reset mails. */
export const forgotPasswordPerEmail: RateLimitRule = {
  name: 'forgot-password:email',
  max: MAX_RESET_MAILS_PER_EMAIL,
  windowMs: HOUR,
  message: 'Too many password reset requests for this email.',
  key: (_ctx, body) => emailOf(body),
};

/** Opening links (verification, reset): tokens are 256 bits, this only bounds the work. */
export const linksPerAddress = perAddress(
  'email-link:address',
  30,
  FIFTEEN_MINUTES,
  'Too many attempts from this address.',
);

export const verificationMailsPerAccount = perAccount(
  'verification-mail:account',
  MAX_VERIFICATION_MAILS_PER_ACCOUNT,
  HOUR,
  'Too many verification emails asked for.',
);

/** Changing the password or the email checks the current password: bounded like sign-in. */
export const passwordChecksPerAccount = perAccount(
  'password-check:account',
  MAX_PASSWORD_CHECKS_PER_ACCOUNT,
  FIFTEEN_MINUTES,
  'Too many attempts.',
);

export const twoFactorSetupPerAccount = perAccount(
  'two-factor-setup:account',
  MAX_CODE_TRIES_PER_ACCOUNT,
  FIFTEEN_MINUTES,
  'Too many two-factor attempts.',
);

export const codeTriesPerAddress = perAddress(
  'two-factor-code:address',
  MAX_CODE_TRIES_PER_ADDRESS,
  FIFTEEN_MINUTES,
  'Too many codes tried from this address.',
);

/**
 * Codes tried for one account (at sign-in, or to turn it off), from any address: a million
 * codes cannot be walked through. A successful sign-in clears it. (Someone who has the password
 * can use up the owner's tries for 15 minutes: the price of not letting many addresses guess.)
 */
export const codeTriesPerAccount: RateLimitRule = {
  name: 'two-factor-code:account',
  max: MAX_CODE_TRIES_PER_ACCOUNT,
  windowMs: FIFTEEN_MINUTES,
  message: 'Too many codes tried.',
  key: (ctx) => signedInUser(ctx)?.id ?? pendingTwoFactorUser(ctx) ?? null,
};
