import { createHmac, createSecretKey, timingSafeEqual, type KeyObject } from 'node:crypto';

/** How many verified cookies are remembered (a few hundred bytes each). */
export const VERIFIED_COOKIES_REMEMBERED = 10_000;

/**
 * Signs and checks the session cookie exactly as keygrip does (HMAC-SHA1, URL-safe base64
 * without padding, the first key signs and every key verifies), so existing cookies stay
 * valid. keygrip compares through tsscmp, which costs two more HMACs and random bytes on
 * every request; a constant-time comparison of the one HMAC is as safe and a third of the work.
 *
 * Every signed-in request verifies the same cookie again, and the HMAC was the largest single
 * cost of a small authenticated request, so a cookie that verified is remembered. Only
 * signatures that verified are kept: a client sending forged ones cannot push real ones out
 * or grow the memory, and a signature is a pure function of the value and the keys.
 */
export function cookieSigner(keys: readonly string[]) {
  if (keys.length === 0) throw new Error('At least one key signs the session cookie');
  const keyObjects: KeyObject[] = keys.map((key) => createSecretKey(Buffer.from(key)));
  const sign = (data: string, key: KeyObject) =>
    createHmac('sha1', key).update(data).digest('base64url');
  const verified = new Map<string, number>();

  const index = (data: string, digest: string): number => {
    const remembered = verified.get(`${digest} ${data}`);
    if (remembered !== undefined) return remembered;
    const given = Buffer.from(digest);
    const found = keyObjects.findIndex((key) => {
      const expected = Buffer.from(sign(data, key));
      return expected.length === given.length && timingSafeEqual(expected, given);
    });
    if (found > -1) {
      // Oldest first: Map keeps insertion order.
      if (verified.size >= VERIFIED_COOKIES_REMEMBERED) {
        verified.delete(verified.keys().next().value!);
      }
      verified.set(`${digest} ${data}`, found);
    }
    return found;
  };
  return {
    sign: (data: string) => sign(data, keyObjects[0]!),
    verify: (data: string, digest: string) => index(data, digest) > -1,
    index,
  };
}
