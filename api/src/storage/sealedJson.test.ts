import { randomBytes } from 'node:crypto';
import { jsonSealer } from './sealedJson';

describe('jsonSealer', () => {
  const sealer = jsonSealer(randomBytes(32));
  const value = { name: 'Zoë', password: 'hunter2' };

  it('opens what it sealed, and the sealed text shows none of it', () => {
    const sealed = sealer.seal(value, 'wizard:ann:digital-assets');
    expect(sealed).toMatch(/^v1\./);
    expect(sealed).not.toContain('hunter2');
    expect(sealer.open(sealed, 'wizard:ann:digital-assets')).toEqual(value);
    // A fresh IV each time: the same value never seals to the same text.
    expect(sealer.seal(value, 'wizard:ann:digital-assets')).not.toBe(sealed);
  });

  it('refuses a sealed value moved to another context, changed, or sealed with another key', () => {
    const sealed = sealer.seal(value, 'wizard:ann:will');
    expect(() => sealer.open(sealed, 'wizard:bob:will')).toThrow();
    const bytes = Buffer.from(sealed.slice(3), 'base64');
    bytes[20] = (bytes[20] ?? 0) ^ 1;
    expect(() => sealer.open(`v1.${bytes.toString('base64')}`, 'wizard:ann:will')).toThrow();
    expect(() => jsonSealer(randomBytes(32)).open(sealed, 'wizard:ann:will')).toThrow();
    expect(() => sealer.open('plain text', 'wizard:ann:will')).toThrow('not in a known format');
  });
});
