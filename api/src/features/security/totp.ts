import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

// Time-based one-time passwords (RFC 6238 over RFC 4226's HOTP): HMAC-SHA1, 30-second steps,
// 6 digits, as every authenticator app reads from an otpauth:// URI. Small enough to keep here
// rather than depend on a library for it.

export const STEP_SECONDS = 30;
const DIGITS = 6;
/** Codes of the step before and after now pass too: phones' clocks drift. */
const DRIFT_STEPS = 1;
const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

/** A new secret: 160 bits, as RFC 4226 recommends. */
export const newTotpSecret = (): Buffer => randomBytes(20);

export function base32Encode(bytes: Buffer): string {
  let bits = 0;
  let value = 0;
  let output = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      output += BASE32[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) output += BASE32[(value << (5 - bits)) & 31];
  return output;
}

export function base32Decode(text: string): Buffer {
  let bits = 0;
  let value = 0;
  const bytes: number[] = [];
  for (const char of text.replace(/[\s=]/g, '').toUpperCase()) {
    const index = BASE32.indexOf(char);
    if (index < 0) throw new Error('Not a base32 text');
    value = (value << 5) | index;
    bits += 5;
    if (bits >= 8) {
      bytes.push((value >>> (bits - 8)) & 255);
      bits -= 8;
    }
  }
  return Buffer.from(bytes);
}

export const stepAt = (time: Date): number => Math.floor(time.getTime() / 1000 / STEP_SECONDS);

/** The code of one time step (RFC 4226 section 5.3, dynamic truncation). */
export function totpCode(secret: Buffer, step: number, digits = DIGITS): string {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(step));
  const hmac = createHmac('sha1', secret).update(counter).digest();
  const offset = hmac[hmac.length - 1]! & 0xf;
  const number = hmac.readUInt32BE(offset) & 0x7fffffff;
  return String(number % 10 ** digits).padStart(digits, '0');
}

/**
 * The time step whose code `code` is, among now's and its neighbours', or null. Compared in
 * constant time; whether that step was already used is the caller's check (useStep).
 */
export function matchingStep(secret: Buffer, code: string, now: Date): number | null {
  const given = Buffer.from(code.replace(/\s/g, ''));
  if (given.length !== DIGITS) return null;
  const current = stepAt(now);
  let found: number | null = null;
  for (let step = current - DRIFT_STEPS; step <= current + DRIFT_STEPS; step++) {
    // Every step is checked, so the time taken does not tell which one matched.
    if (timingSafeEqual(Buffer.from(totpCode(secret, step)), given)) found = step;
  }
  return found;
}

/** The address an authenticator app reads from the QR code (Key Uri Format). */
export function otpauthUri(secret: Buffer, account: string, issuer = 'Legacy Planner'): string {
  const label = `${encodeURIComponent(issuer)}:${encodeURIComponent(account)}`;
  const query = new URLSearchParams({
    secret: base32Encode(secret),
    issuer,
    algorithm: 'SHA1',
    digits: String(DIGITS),
    period: String(STEP_SECONDS),
  });
  return `otpauth://totp/${label}?${query}`;
}
