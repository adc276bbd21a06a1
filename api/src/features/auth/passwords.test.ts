// The production cost itself is what is checked here (the API's jest setup lowers it elsewhere).
jest.unmock('./passwords');

import {
  MAX_CONCURRENT_HASHES,
  MAX_WAITING_HASHES,
  hashLoad,
  hashPassword,
  verifyPassword,
} from './passwords';

jest.setTimeout(60_000);

describe('password hashing', () => {
  it('verifies the right password and refuses a wrong one', async () => {
    const stored = await hashPassword('correct horse');
    expect(stored).toMatch(/^scrypt\$131072\$8\$1\$/);
    expect(stored).not.toContain('correct horse');
    await expect(verifyPassword('correct horse', stored)).resolves.toBe(true);
    await expect(verifyPassword('correct hors', stored)).resolves.toBe(false);
  });

  it('salts every hash', async () => {
    expect(await hashPassword('same')).not.toBe(await hashPassword('same'));
  });

  it('refuses a stored value that is not an scrypt hash', async () => {
    await expect(verifyPassword('x', 'plain-text')).resolves.toBe(false);
  });

  it(`runs at most ${MAX_CONCURRENT_HASHES} hashes at once, queues a few, and refuses past that`, async () => {
    const started = Array.from({ length: MAX_CONCURRENT_HASHES + MAX_WAITING_HASHES }, () =>
      hashPassword('burst'),
    );
    expect(hashLoad()).toEqual({ running: MAX_CONCURRENT_HASHES, waiting: MAX_WAITING_HASHES });
    await expect(hashPassword('one too many')).rejects.toMatchObject({ status: 503 });
    await Promise.all(started);
    expect(hashLoad()).toEqual({ running: 0, waiting: 0 });
  });
});
