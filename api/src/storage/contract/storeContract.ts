import { DuplicateEmailError, type StoragePort, type StoreOptions } from '../port';
import type { StoreFixture } from './contractFixtures';
import { describePlannerContract } from './plannerContract';
import { describeContactSearchContract } from './contactSearchContract';
import { describeReleaseContract } from './releaseContract';
import { describeAccessLogContract } from './accessLogContract';
import { describeUnitOfWorkContract } from './unitOfWorkContract';
import { describeWizardContract } from './wizardContract';
import { describeFileRecordContract } from './fileRecordContract';
import { describeAccessContract } from './accessContract';
import { describeErasureContract } from './erasureContract';
import { describeAccountSecurityContract } from './accountSecurityContract';
import { describeCheckInContract } from './checkInContract';
import { describeJobContract } from './jobContract';
import { describeMessageDeliveryContract } from './messageDeliveryContract';
import { describeContactAskContract } from './contactAskContract';
import { describePacketProgressContract } from './packetProgressContract';
import { describeAttributedActivityContract } from './attributedActivityContract';
import { describeHelperContract } from './helperContract';
import { describeMailOutboxClaimContract } from './mailOutboxClaimContract';

/**
 * The storage contract: every adapter must pass these tests. Called from one test file per
 * adapter, each handing over a fresh, empty store (with the options given, if any).
 */
export function describeStoreContract(
  adapter: string,
  openFreshStore: (options?: StoreOptions) => Promise<StoragePort>,
) {
  describe(`storage contract: ${adapter}`, () => {
    const fixture = { open: openFreshStore } as StoreFixture;
    let store: StoragePort;

    beforeEach(async () => {
      store = fixture.store = await openFreshStore();
    });
    afterEach(async () => {
      await fixture.store.close();
    });

    it('answers a ping', async () => {
      await expect(store.ping()).resolves.toBeUndefined();
    });

    it('stores a session and reads back the same data', async () => {
      const data = { userId: 'u1', nested: { step: 3, flags: [true, false] } };
      await store.sessions.set('s1', data, 60_000);
      await expect(store.sessions.get('s1')).resolves.toEqual(data);
    });

    it('answers null for a session that does not exist', async () => {
      await expect(store.sessions.get('missing')).resolves.toBeNull();
    });

    it('replaces a session and extends its life when set again', async () => {
      await store.sessions.set('s1', { step: 1 }, 1);
      await store.sessions.set('s1', { step: 2 }, 60_000);
      await new Promise((resolve) => setTimeout(resolve, 5));
      await expect(store.sessions.get('s1')).resolves.toEqual({ step: 2 });
    });

    it('does not answer an expired session, and deletes it on cleanup', async () => {
      await store.sessions.set('old', { userId: 'u1' }, 1);
      await store.sessions.set('fresh', { userId: 'u2' }, 60_000);
      await new Promise((resolve) => setTimeout(resolve, 5));
      await expect(store.sessions.get('old')).resolves.toBeNull();
      await expect(store.sessions.deleteExpired()).resolves.toBe(1);
      await expect(store.sessions.get('fresh')).resolves.toEqual({ userId: 'u2' });
    });

    it('destroys a session', async () => {
      await store.sessions.set('s1', { userId: 'u1' }, 60_000);
      await store.sessions.destroy('s1');
      await expect(store.sessions.get('s1')).resolves.toBeNull();
    });

    it('keeps sessions apart', async () => {
      await store.sessions.set('a', { userId: 'ua' }, 60_000);
      await store.sessions.set('b', { userId: 'ub' }, 60_000);
      await store.sessions.destroy('a');
      await expect(store.sessions.get('b')).resolves.toEqual({ userId: 'ub' });
    });

    describe('users', () => {
      const ann = {
        name: 'Ann Lee',
        email: 'Ann@Example.com',
        passwordHash: 'scrypt$x',
        role: 'user' as const,
      };

      it('creates a user with an id, defaults and a lower-cased email', async () => {
        const created = await store.users.create(ann);
        expect(created).toMatchObject({
          name: 'Ann Lee',
          email: 'ann@example.com',
          passwordHash: 'scrypt$x',
          role: 'user',
          isDemo: false,
          onboardingComplete: false,
          onboardingStep: 0,
        });
        expect(created.id).toEqual(expect.any(String));
        expect(Date.parse(created.createdAt)).not.toBeNaN();
        await expect(store.users.findById(created.id)).resolves.toEqual(created);
      });

      it('finds users by email case-insensitively and refuses a second account for it', async () => {
        const created = await store.users.create(ann);
        await expect(store.users.findByEmail('ANN@example.COM')).resolves.toEqual(created);
        const taken = store.users.create({ ...ann, email: 'ann@EXAMPLE.com' });
        await expect(taken).rejects.toBeInstanceOf(DuplicateEmailError);
        await expect(taken).rejects.toMatchObject({ write: 'create' });
        await expect(store.users.findByEmail('bob@example.com')).resolves.toBeNull();
        await expect(store.users.findById('no-such-id')).resolves.toBeNull();
      });

      it('keeps accounts without a password (third-party sign-in) and demo accounts', async () => {
        const google = await store.users.create({ ...ann, passwordHash: null });
        expect(google.passwordHash).toBeNull();
        const demo = await store.users.create({
          name: 'Demo',
          email: 'demo@example.com',
          passwordHash: 'h',
          role: 'user',
          isDemo: true,
          onboardingComplete: true,
          onboardingStep: 6,
        });
        expect(demo).toMatchObject({ isDemo: true, onboardingComplete: true, onboardingStep: 6 });
      });

      it('updates onboarding progress', async () => {
        const created = await store.users.create(ann);
        const updated = await store.users.updateOnboarding(created.id, {
          onboardingComplete: true,
          onboardingStep: 0,
        });
        expect(updated).toMatchObject({ onboardingComplete: true, onboardingStep: 0 });
        await expect(
          store.users.updateOnboarding('no-such-id', {
            onboardingComplete: true,
            onboardingStep: 1,
          }),
        ).resolves.toBeNull();
      });

      it('keeps where the user signs: none until chosen, then the latest choice', async () => {
        const created = await store.users.create(ann);
        expect(created.signingPlace).toBeNull();
        await expect(store.users.findById(created.id)).resolves.toMatchObject({
          signingPlace: null,
        });
        const texas = await store.users.setSigningPlace(created.id, 'TX');
        expect(texas).toMatchObject({ id: created.id, signingPlace: 'TX', name: 'Ann Lee' });
        await expect(store.users.findByEmail(ann.email)).resolves.toEqual(texas);
        await store.users.setSigningPlace(created.id, 'other');
        await expect(store.users.findById(created.id)).resolves.toMatchObject({
          signingPlace: 'other',
        });
        await expect(store.users.setSigningPlace('no-such-id', 'CA')).resolves.toBeNull();
      });

      it("keeps the user's marital status: none until they say, then the latest", async () => {
        const created = await store.users.create(ann);
        expect(created.maritalStatus).toBeNull();
        const married = await store.users.setMaritalStatus(created.id, 'married');
        expect(married).toMatchObject({
          id: created.id,
          maritalStatus: 'married',
          name: 'Ann Lee',
        });
        await store.users.setMaritalStatus(created.id, 'widowed');
        await expect(store.users.findByEmail(ann.email)).resolves.toMatchObject({
          maritalStatus: 'widowed',
        });
        await expect(store.users.setMaritalStatus('no-such-id', 'single')).resolves.toBeNull();
      });

      it("keeps the plan's last review and the reasons to review it since", async () => {
        const created = await store.users.create(ann);
        expect(created).toMatchObject({ planReviewedAt: null, planReviewReasons: [] });
        const moved = {
          kind: 'signing-place',
          at: '2026-03-02T09:00:00.000Z',
          detail: 'TX',
          by: null,
        } as const;
        const child = {
          kind: 'child-contact',
          at: '2026-03-03T09:00:00.000Z',
          detail: 'Ivy Lee (Daughter)',
          by: 'Hana Lee',
        } as const;
        await store.users.addPlanReviewReason(created.id, moved);
        await expect(store.users.addPlanReviewReason(created.id, child)).resolves.toMatchObject({
          planReviewedAt: null,
          planReviewReasons: [moved, child],
        });
        await expect(store.users.findByEmail(ann.email)).resolves.toMatchObject({
          planReviewReasons: [moved, child],
        });
        const reviewed = await store.users.markPlanReviewed(created.id, '2026-04-01T10:00:00.000Z');
        expect(reviewed).toMatchObject({
          id: created.id,
          name: 'Ann Lee',
          planReviewedAt: '2026-04-01T10:00:00.000Z',
          planReviewReasons: [],
        });
        await expect(store.users.findById(created.id)).resolves.toEqual(reviewed);
        await expect(
          store.users.markPlanReviewed('no-such-id', '2026-04-01T10:00:00.000Z'),
        ).resolves.toBeNull();
        await expect(store.users.addPlanReviewReason('no-such-id', moved)).resolves.toBeNull();
      });

      it('keeps where the admin role came from, and forgets it with the role', async () => {
        const created = await store.users.create(ann);
        expect(created).toMatchObject({ role: 'user', roleSource: null });
        await store.users.setRole(created.id, 'admin', 'command_line');
        await expect(store.users.findById(created.id)).resolves.toMatchObject({
          role: 'admin',
          roleSource: 'command_line',
        });
        await store.users.setRole(created.id, 'admin', 'admin_emails');
        await expect(store.users.findByEmail(ann.email)).resolves.toMatchObject({
          role: 'admin',
          roleSource: 'admin_emails',
        });
        await store.users.setRole(created.id, 'user', null);
        await expect(store.users.findById(created.id)).resolves.toMatchObject({
          role: 'user',
          roleSource: null,
        });
      });
    });

    describe('verified emails and ending sessions', () => {
      it('marks an email verified, dropping the password when asked', async () => {
        const user = await store.users.create({
          name: 'Ann',
          email: 'ann@example.com',
          passwordHash: 'h',
          role: 'user',
        });
        expect(user.emailVerified).toBe(false);
        await expect(
          store.users.markEmailVerified(user.id, { dropPassword: false }),
        ).resolves.toMatchObject({
          emailVerified: true,
          passwordHash: 'h',
        });
        await expect(
          store.users.markEmailVerified(user.id, { dropPassword: true }),
        ).resolves.toMatchObject({
          emailVerified: true,
          passwordHash: null,
        });
        await expect(
          store.users.markEmailVerified('no-such-id', { dropPassword: true }),
        ).resolves.toBeNull();
      });

      it("ends every session of one user and no one else's", async () => {
        await store.sessions.set('a1', { userId: 'ua' }, 60_000);
        await store.sessions.set('a2', { userId: 'ua', grant: {} }, 60_000);
        await store.sessions.set('b1', { userId: 'ub' }, 60_000);
        await store.sessions.destroyForUser('ua');
        await expect(store.sessions.get('a1')).resolves.toBeNull();
        await expect(store.sessions.get('a2')).resolves.toBeNull();
        await expect(store.sessions.get('b1')).resolves.toEqual({ userId: 'ub' });
      });
    });

    describe('rate limits', () => {
      it('counts hits in a window, per key', async () => {
        const first = await store.rateLimits.hit('login:a', 60_000);
        expect(first.count).toBe(1);
        expect(first.resetAt).toBeGreaterThan(Date.now());
        await store.rateLimits.hit('login:a', 60_000);
        const third = await store.rateLimits.hit('login:a', 60_000);
        expect(third).toEqual({ count: 3, resetAt: first.resetAt });
        await expect(store.rateLimits.hit('login:b', 60_000)).resolves.toMatchObject({ count: 1 });
      });

      it('starts again when the window has ended, or when reset', async () => {
        await store.rateLimits.hit('login:a', 1);
        await new Promise((resolve) => setTimeout(resolve, 5));
        await expect(store.rateLimits.hit('login:a', 60_000)).resolves.toMatchObject({ count: 1 });
        await store.rateLimits.reset('login:a');
        await expect(store.rateLimits.hit('login:a', 60_000)).resolves.toMatchObject({ count: 1 });
      });

      it('deletes the counters whose window has ended', async () => {
        await store.rateLimits.hit('login:old', 1);
        await store.rateLimits.hit('login:fresh', 60_000);
        await new Promise((resolve) => setTimeout(resolve, 5));
        await expect(store.rateLimits.deleteExpired()).resolves.toBe(1);
        await expect(store.rateLimits.hit('login:fresh', 60_000)).resolves.toMatchObject({
          count: 2,
        });
        await expect(store.rateLimits.deleteExpired()).resolves.toBe(0);
      });
    });

    describePlannerContract(fixture);
    describeContactSearchContract(fixture);
    describeReleaseContract(fixture);
    describeAccessLogContract(fixture);
    describeUnitOfWorkContract(fixture);
    describeFileRecordContract(fixture);
    describeAccessContract(fixture);
    describeWizardContract(fixture);
    describeErasureContract(fixture);
    describeAccountSecurityContract(fixture);
    describeCheckInContract(fixture);
    describeJobContract(fixture);
    describeMessageDeliveryContract(fixture);
    describeContactAskContract(fixture);
    describePacketProgressContract(fixture);
    describeAttributedActivityContract(fixture);
    describeHelperContract(fixture);
    describeMailOutboxClaimContract(fixture);
  });
}
