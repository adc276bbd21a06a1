import {
  createHash,
  randomBytes,
  randomInt,
  scrypt as scryptCallback,
  timingSafeEqual,
} from 'node:crypto';
import { promisify } from 'node:util';
import { ACCESS_KEY_PREFIX } from '@legacy-planner/contracts';

// The secrets of the access model: the master access key (kept as a salted scrypt hash), a
// card's printed id and its long code (the part that opens), and the token with which a
// requester claims a grant once it is made (kept as a SHA-256 hash: it is already random).

const scrypt = promisify(scryptCallback) as (
  password: string,
  salt: Buffer,
  keylen: number,
) => Promise<Buffer>;

const UPPER_ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
const randomCharacters = (count: number) =>
  Array.from(
    { length: count },
    () => UPPER_ALPHANUMERIC[randomInt(UPPER_ALPHANUMERIC.length)],
  ).join('');

/** Spec section 9: prefix, 6 random upper-case characters, a dash, the time's last 4 digits. */
export function newAccessKey(now = Date.now()): string {
  return `${ACCESS_KEY_PREFIX}${randomCharacters(6)}-${String(now).slice(-4)}`;
}

/** What a typed key is compared as: spaces and case do not matter. */
const normalizeKey = (key: string) => key.trim().toUpperCase();

export async function hashAccessKey(key: string): Promise<string> {
  const salt = randomBytes(16);
  const hash = await scrypt(normalizeKey(key), salt, 32);
  return `scrypt:${salt.toString('base64url')}:${hash.toString('base64url')}`;
}

export async function accessKeyMatches(key: string, stored: string): Promise<boolean> {
  const [scheme, salt, hash] = stored.split(':');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const given = await scrypt(normalizeKey(key), Buffer.from(salt, 'base64url'), expected.length);
  return timingSafeEqual(given, expected);
}

/** Spec section 9: CARD and 4 random characters; guessable, so it never opens alone. */
export const newCardId = () => `CARD${randomCharacters(4)}`;
/** 144 random bits: printed as a QR code on the card. */
export const newCardCode = () => randomBytes(18).toString('base64url');
export const newClaimToken = () => randomBytes(24).toString('base64url');

export const sha256 = (value: string) => createHash('sha256').update(value).digest('base64url');

/** Constant-time comparison of two texts (a card's code, a token's hash). */
export function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}
