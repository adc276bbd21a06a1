import Keygrip from 'keygrip';
import { VERIFIED_COOKIES_REMEMBERED, cookieSigner } from './cookieSigner';

describe('cookieSigner', () => {
  const data = 'lp.sid=5f0c2a4e-3b5d-4e8f-9a0b-1c2d3e4f5a6b';

  it('signs exactly as keygrip does, so existing cookies stay valid', () => {
    const keys = ['first-key-that-is-long-enough-to-sign', 'older-key-still-accepted'];
    expect(cookieSigner(keys).sign(data)).toBe(new Keygrip(keys).sign(data));
    const signedByOlderKey = new Keygrip([keys[1]!]).sign(data);
    expect(cookieSigner(keys).index(data, signedByOlderKey)).toBe(1);
  });

  it('refuses another signature, another value, or no keys at all', () => {
    const signer = cookieSigner(['the-key']);
    const signature = signer.sign(data);
    expect(signer.verify(data, signature)).toBe(true);
    expect(signer.verify(`${data}x`, signature)).toBe(false);
    expect(signer.verify(data, `${signature.slice(0, -1)}A`)).toBe(false);
    expect(signer.verify(data, '')).toBe(false);
    expect(() => cookieSigner([])).toThrow();
  });

  it('answers the same for a remembered cookie, and no other value or signature passes for it', () => {
    const keys = ['new-key', 'old-key'];
    const signer = cookieSigner(keys);
    const byOldKey = new Keygrip([keys[1]!]).sign(data);
    expect(signer.index(data, byOldKey)).toBe(1);
    expect(signer.index(data, byOldKey)).toBe(1); // remembered
    expect(signer.verify(`${data}x`, byOldKey)).toBe(false);
    expect(signer.verify(data, `${byOldKey}x`)).toBe(false);
  });

  it('keeps working past the number of cookies it remembers', () => {
    const signer = cookieSigner(['the-key']);
    const cookies = Array.from(
      { length: VERIFIED_COOKIES_REMEMBERED + 5 },
      (_, n) => `lp.sid=${n}`,
    );
    for (const cookie of cookies) expect(signer.verify(cookie, signer.sign(cookie))).toBe(true);
    expect(signer.verify(cookies[0]!, signer.sign(cookies[0]!))).toBe(true);
    expect(signer.verify(cookies[0]!, signer.sign(cookies[1]!))).toBe(false);
  });
});
