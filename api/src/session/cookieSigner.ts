import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Signs and checks the session cookie exactly as keygrip does (HMAC-SHA1, URL-safe base64
 * without padding, the first key signs and every key verifies), so existing cookies stay
 * valid. keygrip compares through tsscmp, which costs two more HMACs and random bytes on
 * every request; a constant-time comparison of the one HMAC is as safe and a third of the work.
 */
export function cookieSigner(keys: readonly string[]) {
  if (keys.length === 0) throw new Error('At least one key signs the session cookie');
  const sign = (data: string, key: string) =>
    createHmac('sha1', key).update(data).digest('base64url');
  const index = (data: string, digest: string): number => {
    const given = Buffer.from(digest);
    return keys.findIndex((key) => {
      const expected = Buffer.from(sign(data, key));
      return expected.length === given.length && timingSafeEqual(expected, given);
    });
  };
  return {
    sign: (data: string) => sign(data, keys[0]!),
    verify: (data: string, digest: string) => index(data, digest) > -1,
    index,
  };
}
