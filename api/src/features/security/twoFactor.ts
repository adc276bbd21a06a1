import { createHash, randomInt } from 'node:crypto';
import type { JsonSealer } from '../../storage/sealedJson';
import type { TwoFactorRepository } from '../../storage/port';
import { base32Decode, matchingStep } from './totp';

// Two-factor sign-in: the TOTP secret is sealed with the data key, bound to its user; the ten
// recovery codes are kept as SHA-256 hashes (50 random bits each, and tries are limited).

export const RECOVERY_CODE_COUNT = 10;
const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

const secretContext = (userId: string) => `totp:${userId}`;
export const sealSecret = (sealer: JsonSealer, userId: string, base32: string) =>
  sealer.seal(base32, secretContext(userId));
export const openSecret = (sealer: JsonSealer, userId: string, sealed: string) =>
  base32Decode(sealer.open(sealed, secretContext(userId)) as string);

/** "ABCDE-FGHJK": easy to read aloud and to type. */
export function newRecoveryCodes(): string[] {
  const part = () => Array.from({ length: 5 }, () => CODE_ALPHABET[randomInt(32)]).join('');
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => `${part()}-${part()}`);
}

const normalise = (code: string) => code.replace(/[\s-]/g, '').toUpperCase();
export const hashRecoveryCode = (code: string) =>
  createHash('sha256').update(normalise(code)).digest('hex');

/**
 * Whether `code` is the user's current authenticator code (one not used before, so a code
 * seen over a shoulder cannot be used again) or one of their unused recovery codes (then
 * used up).
 */
export async function acceptSecondFactor(
  twoFactor: TwoFactorRepository,
  sealer: JsonSealer,
  userId: string,
  code: string,
  now: Date,
): Promise<boolean> {
  const record = await twoFactor.get(userId);
  if (!record) return false;
  const digits = code.replace(/\s/g, '');
  if (/^\d{6}$/.test(digits)) {
    const step = matchingStep(openSecret(sealer, userId, record.sealedSecret), digits, now);
    return step !== null && (await twoFactor.useStep(userId, step));
  }
  return twoFactor.useRecoveryCode(userId, hashRecoveryCode(code));
}
