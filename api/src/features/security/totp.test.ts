import { base32Decode, base32Encode, matchingStep, otpauthUri, stepAt, totpCode } from './totp';

// RFC 6238 appendix B: the SHA-1 secret is the ASCII of "12345678901234567890".
const rfcSecret = Buffer.from('12345678901234567890');

describe('TOTP (RFC 6238)', () => {
  it.each([
    [59, '94287082'],
    [1111111109, '07081804'],
    [1234567890, '89005924'],
    [2000000000, '69279037'],
  ])('at %i s the 8-digit code is %s, and the 6-digit one its last six', (seconds, code) => {
    const step = stepAt(new Date(seconds * 1000));
    expect(totpCode(rfcSecret, step, 8)).toBe(code);
    expect(totpCode(rfcSecret, step)).toBe(code.slice(2));
  });

  it('accepts the previous and next step, and no older or later one', () => {
    const now = new Date(1111111109 * 1000);
    const step = stepAt(now);
    for (const offset of [-1, 0, 1]) {
      expect(matchingStep(rfcSecret, totpCode(rfcSecret, step + offset), now)).toBe(step + offset);
    }
    expect(matchingStep(rfcSecret, totpCode(rfcSecret, step - 2), now)).toBeNull();
    expect(matchingStep(rfcSecret, totpCode(rfcSecret, step + 2), now)).toBeNull();
    expect(matchingStep(rfcSecret, '12345', now)).toBeNull();
  });

  it('writes base32 as authenticator apps read it, and reads it back', () => {
    expect(base32Encode(rfcSecret)).toBe('GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ');
    expect(base32Decode('gezd gnbv gy3t qojq gezd gnbv gy3t qojq')).toEqual(rfcSecret);
    expect(otpauthUri(rfcSecret, 'ann@example.com')).toBe(
      'otpauth://totp/Legacy%20Planner:ann%40example.com?secret=GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ&issuer=Legacy+Planner&algorithm=SHA1&digits=6&period=30',
    );
  });
});
