import { DuplicateEmailError, type StoragePort } from '../port';
import { twoUsers, type StoreFixture } from './contractFixtures';

const HOUR = 60 * 60 * 1000;

/** Sessions by user, the emailed links, two-factor sign-in, and the users' new changes. */
export function describeAccountSecurityContract(fixture: StoreFixture) {
  describe('account security', () => {
    let store: StoragePort;
    beforeEach(() => {
      store = fixture.store;
    });

    it("lists a user's sessions with when they were last seen, and ends all but one", async () => {
      await store.sessions.set('a1', { userId: 'ua', device: 'Chrome on Linux' }, 60_000);
      await store.sessions.set('a2', { userId: 'ua' }, 60_000);
      await store.sessions.set('b1', { userId: 'ub' }, 60_000);
      await store.sessions.set('anonymous', { grant: 'x' }, 60_000);
      await store.sessions.touch('a1', '2026-01-02T03:04:05.000Z');
      // Writing the data again keeps when it was last seen.
      await store.sessions.set('a1', { userId: 'ua', device: 'Chrome on Linux' }, 60_000);

      const listed = await store.sessions.listForUser('ua');
      expect(listed.map((session) => session.id).sort()).toEqual(['a1', 'a2']);
      expect(listed.find((session) => session.id === 'a1')).toEqual({
        id: 'a1',
        data: { userId: 'ua', device: 'Chrome on Linux' },
        lastSeenAt: '2026-01-02T03:04:05.000Z',
        expiresAt: expect.any(String),
      });

      await store.sessions.destroyForUser('ua', { except: 'a1' });
      expect((await store.sessions.listForUser('ua')).map((session) => session.id)).toEqual(['a1']);
      await store.sessions.destroyForUser('ua');
      await expect(store.sessions.listForUser('ua')).resolves.toEqual([]);
      await expect(store.sessions.get('b1')).resolves.toEqual({ userId: 'ub' });
      await expect(store.sessions.get('anonymous')).resolves.toEqual({ grant: 'x' });
    });

    it('never writes an ended session back, and keeps nothing of its user', async () => {
      await store.sessions.set('a1', { userId: 'ua' }, 60_000);
      await store.sessions.set('a2', { userId: 'ua' }, 60_000);
      await store.sessions.set('a3', { userId: 'ua' }, 60_000);
      await store.sessions.destroy('a1');
      await store.sessions.destroyForUser('ua', { except: 'a3' });

      // What koa-session does when a request of the session, in flight, finishes.
      await store.sessions.set('a1', { userId: 'ua', device: 'Chrome on Linux' }, 60_000);
      await store.sessions.set('a2', { userId: 'ua' }, 60_000);
      await store.sessions.touch('a2', '2026-01-02T03:04:05.000Z');
      await expect(store.sessions.get('a1')).resolves.toBeNull();
      await expect(store.sessions.get('a2')).resolves.toBeNull();
      expect((await store.sessions.listForUser('ua')).map((session) => session.id)).toEqual(['a3']);

      // A new session (a new id) starts as ever.
      await store.sessions.set('a4', { userId: 'ua' }, 60_000);
      await expect(store.sessions.get('a4')).resolves.toEqual({ userId: 'ua' });
    });

    it('gives a link once, under its purpose only, and sweeps expired ones', async () => {
      const { ann, bob } = await twoUsers(store);
      const now = Date.now();
      const link = (tokenHash: string, userId: string, expiresIn: number) => ({
        tokenHash,
        userId,
        purpose: 'reset_password' as const,
        email: 'ann@example.com',
        createdAt: new Date(now).toISOString(),
        expiresAt: new Date(now + expiresIn).toISOString(),
      });
      await store.accountTokens.create(link('h1', ann, HOUR));
      await store.accountTokens.create(link('h2', ann, -HOUR));
      await store.accountTokens.create(link('h3', bob, HOUR));

      await expect(store.accountTokens.find('h1', 'verify_email')).resolves.toBeNull();
      await expect(store.accountTokens.find('h1', 'reset_password')).resolves.toEqual(
        link('h1', ann, HOUR),
      );
      await expect(store.accountTokens.consume('h1', 'verify_email')).resolves.toBeNull();
      await expect(store.accountTokens.consume('h1', 'reset_password')).resolves.toEqual(
        link('h1', ann, HOUR),
      );
      await expect(store.accountTokens.consume('h1', 'reset_password')).resolves.toBeNull();
      await expect(store.accountTokens.find('h1', 'reset_password')).resolves.toBeNull();

      await expect(store.accountTokens.deleteExpired(new Date(now).toISOString())).resolves.toBe(1);
      await expect(store.accountTokens.deleteForUser(bob, 'verify_email')).resolves.toBe(0);
      await expect(store.accountTokens.deleteForUser(bob, 'reset_password')).resolves.toBe(1);
    });

    it('keeps two-factor sign-in: each step and recovery code used once', async () => {
      const { ann, bob } = await twoUsers(store);
      await expect(store.twoFactor.get(ann)).resolves.toBeNull();
      await store.twoFactor.enable(ann, 'sealed', ['c1', 'c2']);
      await expect(store.twoFactor.get(ann)).resolves.toEqual({
        userId: ann,
        sealedSecret: 'sealed',
        lastUsedStep: null,
        enabledAt: expect.any(String),
        recoveryCodesLeft: 2,
      });

      await expect(store.twoFactor.useStep(ann, 100)).resolves.toBe(true);
      await expect(store.twoFactor.useStep(ann, 100)).resolves.toBe(false);
      await expect(store.twoFactor.useStep(ann, 99)).resolves.toBe(false);
      await expect(store.twoFactor.useStep(ann, 101)).resolves.toBe(true);
      await expect(store.twoFactor.useStep(bob, 102)).resolves.toBe(false);

      await expect(store.twoFactor.useRecoveryCode(ann, 'c1')).resolves.toBe(true);
      await expect(store.twoFactor.useRecoveryCode(ann, 'c1')).resolves.toBe(false);
      await expect(store.twoFactor.useRecoveryCode(bob, 'c2')).resolves.toBe(false);
      expect((await store.twoFactor.get(ann))?.recoveryCodesLeft).toBe(1);

      // Turned on again: fresh codes, no step used.
      await store.twoFactor.enable(ann, 'sealed-2', ['c3']);
      expect(await store.twoFactor.get(ann)).toMatchObject({
        sealedSecret: 'sealed-2',
        lastUsedStep: null,
        recoveryCodesLeft: 1,
      });
      await expect(store.twoFactor.disable(ann)).resolves.toBe(true);
      await expect(store.twoFactor.disable(ann)).resolves.toBe(false);
      await expect(store.twoFactor.useRecoveryCode(ann, 'c3')).resolves.toBe(false);
    });

    it("changes a user's password and email (verified), refusing a taken email", async () => {
      const { ann } = await twoUsers(store);
      await expect(store.users.setPasswordHash(ann, 'scrypt$new')).resolves.toBe(true);
      await expect(store.users.setPasswordHash('missing', 'scrypt$new')).resolves.toBe(false);
      const moved = await store.users.changeEmail(ann, 'Ann.New@Example.com');
      expect(moved).toMatchObject({
        email: 'ann.new@example.com',
        emailVerified: true,
        passwordHash: 'scrypt$new',
      });
      expect((await store.users.findByEmail('ann.new@example.com'))?.id).toBe(ann);
      const other = await store.users.create({
        name: 'Cara',
        email: 'cara@example.com',
        passwordHash: null,
        role: 'user',
      });
      const taken = store.users.changeEmail(other.id, 'ANN.NEW@example.com');
      await expect(taken).rejects.toThrow(DuplicateEmailError);
      await expect(taken).rejects.toMatchObject({ write: 'changeEmail' });
      await expect(store.users.changeEmail('missing', 'x@example.com')).resolves.toBeNull();
    });
  });
}
