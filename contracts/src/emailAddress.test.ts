import { MAX_EMAIL_LENGTH, isEmailAddress } from './emailAddress';

describe('isEmailAddress', () => {
  it('accepts something@something.something and refuses the rest', () => {
    expect(isEmailAddress('ann@example.com')).toBe(true);
    for (const bad of ['', 'ann', 'ann@example', 'ann @example.com', 'a@b@c.d', '@b.co']) {
      expect(isEmailAddress(bad)).toBe(false);
    }
  });

  it('refuses an over-long value without running the pattern over it', () => {
    const local = 'a'.repeat(MAX_EMAIL_LENGTH - '@b.co'.length);
    expect(isEmailAddress(`${local}@b.co`)).toBe(true);
    expect(isEmailAddress(`a${local}@b.co`)).toBe(false);
    // Shaped to make the pattern backtrack: refused by length at once, whatever its size.
    const hostile = `x@${'.'.repeat(1_000_000)}@`;
    expect(isEmailAddress(hostile)).toBe(false);
  });
});
