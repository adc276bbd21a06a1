import Keygrip from 'keygrip';
import { cookieSigner } from './cookieSigner';

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
});
