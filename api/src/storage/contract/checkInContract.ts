import type { StoragePort } from '../port';
import { ALL, contactInput, twoUsers, type StoreFixture } from './contractFixtures';

const settings = (contactIds: string[]) => ({
  rhythm: 'monthly' as const,
  pausedUntil: '2026-08-01T00:00:00.000Z',
  contactIds,
  rhythmSince: '2026-06-01T10:00:00.000Z',
});
const inADay = () => new Date(Date.now() + 86_400_000).toISOString();

/** Check-ins: the owner's settings and ordered contacts, the last check-in, their links. */
export function describeCheckInContract(fixture: StoreFixture) {
  describe('check-ins', () => {
    let store: StoragePort;
    beforeEach(() => {
      store = fixture.store;
    });

    it('keeps each owner’s settings with the contacts in their order, replaced whole', async () => {
      const { ann, bob } = await twoUsers(store);
      await expect(store.checkIns.getSettings(ann)).resolves.toBeNull();
      const [c1, c2, c3] = await Promise.all(
        ['Cy', 'Di', 'Ed'].map((name) => store.contacts.create(ann, contactInput(name))),
      );
      const kept = await store.checkIns.putSettings(
        ann,
        settings([c3!.id, c1!.id, c2!.id]),
        '2026-06-01T10:00:00.000Z',
      );
      expect(kept).toEqual({
        ...settings([c3!.id, c1!.id, c2!.id]),
        updatedAt: '2026-06-01T10:00:00.000Z',
      });
      await expect(store.checkIns.getSettings(ann)).resolves.toEqual(kept);
      await expect(store.checkIns.getSettings(bob)).resolves.toBeNull();

      const changed = await store.checkIns.putSettings(
        ann,
        { rhythm: 'off', pausedUntil: null, contactIds: [c2!.id], rhythmSince: null },
        '2026-06-02T10:00:00.000Z',
      );
      expect(changed).toEqual({
        rhythm: 'off',
        pausedUntil: null,
        contactIds: [c2!.id],
        rhythmSince: null,
        updatedAt: '2026-06-02T10:00:00.000Z',
      });
    });

    it('answers the end of a pause as a full timestamp, however it was written', async () => {
      const { ann } = await twoUsers(store);
      const kept = await store.checkIns.putSettings(
        ann,
        { ...settings([]), pausedUntil: '2026-08-01' },
        '2026-06-01T10:00:00.000Z',
      );
      expect(kept.pausedUntil).toBe('2026-08-01T00:00:00.000Z');
      await expect(store.checkIns.getSettings(ann)).resolves.toMatchObject({
        pausedUntil: '2026-08-01T00:00:00.000Z',
      });
    });

    it('keeps only the owner’s own contacts, and a deleted contact drops out of the list', async () => {
      const { ann, bob } = await twoUsers(store);
      const mine = await store.contacts.create(ann, contactInput('Cy'));
      const other = await store.contacts.create(ann, contactInput('Di'));
      const bobs = await store.contacts.create(bob, contactInput('Flo'));
      const kept = await store.checkIns.putSettings(
        ann,
        settings([other.id, bobs.id, 'no-such-contact', mine.id]),
        '2026-06-01T10:00:00.000Z',
      );
      expect(kept.contactIds).toEqual([other.id, mine.id]);

      await store.contacts.remove(ann, other.id);
      await expect(store.checkIns.getSettings(ann)).resolves.toMatchObject({
        contactIds: [mine.id],
      });
      // Bob's list is his own.
      await store.checkIns.putSettings(bob, settings([bobs.id]), '2026-06-01T10:00:00.000Z');
      await store.contacts.remove(ann, mine.id);
      await expect(store.checkIns.getSettings(ann)).resolves.toMatchObject({ contactIds: [] });
      await expect(store.checkIns.getSettings(bob)).resolves.toMatchObject({
        contactIds: [bobs.id],
      });
    });

    it('keeps the latest check-in: an earlier one written after it does not replace it', async () => {
      const { ann, bob } = await twoUsers(store);
      await expect(store.checkIns.lastCheckIn(ann)).resolves.toBeNull();
      await store.checkIns.recordCheckIn(ann, {
        at: '2026-06-05T10:00:00.000Z',
        method: 'sign_in',
      });
      await store.checkIns.recordCheckIn(ann, {
        at: '2026-06-07T10:00:00.000Z',
        method: 'email_link',
      });
      await store.checkIns.recordCheckIn(ann, { at: '2026-06-06T10:00:00.000Z', method: 'in_app' });
      await expect(store.checkIns.lastCheckIn(ann)).resolves.toEqual({
        at: '2026-06-07T10:00:00.000Z',
        method: 'email_link',
      });
      await expect(store.checkIns.lastCheckIn(bob)).resolves.toBeNull();
      // A check-in and the settings live side by side.
      await store.checkIns.putSettings(ann, settings([]), '2026-06-08T10:00:00.000Z');
      await expect(store.checkIns.lastCheckIn(ann)).resolves.toMatchObject({
        method: 'email_link',
      });
      await store.checkIns.recordCheckIn(ann, { at: '2026-06-09T10:00:00.000Z', method: 'in_app' });
      await expect(store.checkIns.getSettings(ann)).resolves.toMatchObject({ rhythm: 'monthly' });
    });

    it('keeps check-in links as account links: single use, by their hash', async () => {
      const { ann } = await twoUsers(store);
      const link = {
        tokenHash: 'check-in-hash',
        userId: ann,
        purpose: 'check_in' as const,
        email: 'ann@example.com',
        expiresAt: inADay(),
        createdAt: new Date().toISOString(),
      };
      await store.accountTokens.create(link);
      await expect(store.accountTokens.find('check-in-hash', 'verify_email')).resolves.toBeNull();
      await expect(store.accountTokens.consume('check-in-hash', 'check_in')).resolves.toEqual(link);
      await expect(store.accountTokens.consume('check-in-hash', 'check_in')).resolves.toBeNull();
    });

    it('keeps grants made from a check-in answer', async () => {
      const { ann } = await twoUsers(store);
      const grant = await store.grants.create({
        ownerId: ann,
        level: 'basic',
        viewerName: 'Cy',
        viewerEmail: 'cy@example.com',
        viewerRelationship: 'Sister',
        source: 'check_in',
        emergency: true,
        expiresAt: inADay(),
      });
      const listed = await store.grants.listForOwner(ann, ALL);
      expect(listed.items).toEqual([grant]);
      expect(grant.source).toBe('check_in');
    });

    it('erases the settings, the list, the last check-in and the links with the account', async () => {
      const { ann, bob } = await twoUsers(store);
      for (const owner of [ann, bob]) {
        const contact = await store.contacts.create(owner, contactInput('Cy'));
        await store.checkIns.putSettings(owner, settings([contact.id]), '2026-06-01T10:00:00.000Z');
        await store.checkIns.recordCheckIn(owner, {
          at: '2026-06-05T10:00:00.000Z',
          method: 'sign_in',
        });
        await store.accountTokens.create({
          tokenHash: `check-in-${owner}`,
          userId: owner,
          purpose: 'check_in',
          email: 'someone@example.com',
          expiresAt: inADay(),
          createdAt: new Date().toISOString(),
        });
      }
      await store.unitOfWork((tx) => tx.erasure.eraseUser(ann));
      await expect(store.checkIns.getSettings(ann)).resolves.toBeNull();
      await expect(store.checkIns.lastCheckIn(ann)).resolves.toBeNull();
      await expect(store.accountTokens.find(`check-in-${ann}`, 'check_in')).resolves.toBeNull();
      await expect(store.checkIns.getSettings(bob)).resolves.toMatchObject({ rhythm: 'monthly' });
      await expect(store.checkIns.lastCheckIn(bob)).resolves.not.toBeNull();
      await expect(store.accountTokens.find(`check-in-${bob}`, 'check_in')).resolves.not.toBeNull();
    });

    it('writes nothing when its unit of work fails', async () => {
      const { ann } = await twoUsers(store);
      await expect(
        store.unitOfWork(async (tx) => {
          await tx.checkIns.putSettings(ann, settings([]), '2026-06-01T10:00:00.000Z');
          await tx.checkIns.recordCheckIn(ann, {
            at: '2026-06-05T10:00:00.000Z',
            method: 'in_app',
          });
          throw new Error('the mail could not be written');
        }),
      ).rejects.toThrow('mail');
      await expect(store.checkIns.getSettings(ann)).resolves.toBeNull();
      await expect(store.checkIns.lastCheckIn(ann)).resolves.toBeNull();
    });
  });
}
