import { DuplicateCardIdError, type StoragePort } from '../port';
import { ALL, twoUsers, type StoreFixture } from './contractFixtures';

const DAY = 86_400_000;
const inDays = (days: number) => new Date(Date.now() + days * DAY).toISOString();
const holder = { name: 'Cara Lee', email: 'cara@example.com', relationship: 'Daughter' };

/** The ways in to a plan (keys, cards, waiting requests) and the owner's privacy records. */
export function describeAccessContract(fixture: StoreFixture) {
  describe('access and privacy records', () => {
    let store: StoragePort;
    beforeEach(() => {
      store = fixture.store;
    });

    it('keeps each user’s consent to share with the administrators, off by default', async () => {
      const { ann, bob } = await twoUsers(store);
      await expect(store.users.findById(ann)).resolves.toMatchObject({ shareWithAdmins: false });
      await expect(store.users.listSharingWithAdmins()).resolves.toEqual([]);
      await expect(store.users.setShareWithAdmins(bob, true)).resolves.toMatchObject({
        id: bob,
        shareWithAdmins: true,
      });
      await store.users.setShareWithAdmins(ann, true);
      const sharing = await store.users.listSharingWithAdmins();
      expect(sharing.map((user) => user.id).sort()).toEqual([ann, bob].sort());
      await store.users.setShareWithAdmins(ann, false);
      const after = await store.users.listSharingWithAdmins();
      expect(after.map((user) => user.id)).toEqual([bob]);
      await expect(store.users.setShareWithAdmins('no-such-user', true)).resolves.toBeNull();
    });

    it('keeps one access key hash per owner, replaced and removed', async () => {
      const { ann, bob } = await twoUsers(store);
      await expect(store.accessKeys.get(ann)).resolves.toBeNull();
      const first = await store.accessKeys.put(ann, 'hash-1');
      expect(first).toEqual({ ownerId: ann, keyHash: 'hash-1', createdAt: expect.any(String) });
      await store.accessKeys.put(ann, 'hash-2');
      await expect(store.accessKeys.get(ann)).resolves.toMatchObject({ keyHash: 'hash-2' });
      await expect(store.accessKeys.get(bob)).resolves.toBeNull();
      await expect(store.accessKeys.remove(bob)).resolves.toBe(false);
      await expect(store.accessKeys.remove(ann)).resolves.toBe(true);
      await expect(store.accessKeys.get(ann)).resolves.toBeNull();
    });

    it('keeps cards by their id, unique across owners, changed only by their owner', async () => {
      const { ann, bob } = await twoUsers(store);
      const card = {
        cardId: 'CARDAB12',
        ownerId: ann,
        sealedCode: 'sealed',
        isEnabled: true,
        accessLevel: 'basic' as const,
        expirationDate: inDays(365),
        createdAt: new Date().toISOString(),
      };
      await expect(store.cards.create(card)).resolves.toEqual(card);
      await expect(store.cards.create({ ...card, ownerId: bob })).rejects.toBeInstanceOf(
        DuplicateCardIdError,
      );
      await expect(store.cards.get('CARDAB12')).resolves.toEqual(card);
      await expect(store.cards.update(bob, 'CARDAB12', { isEnabled: false })).resolves.toBeNull();
      const changed = await store.cards.update(ann, 'CARDAB12', {
        isEnabled: false,
        accessLevel: 'standard',
      });
      expect(changed).toEqual({ ...card, isEnabled: false, accessLevel: 'standard' });
      await expect(store.cards.listForOwner(ann)).resolves.toEqual([changed]);
      await expect(store.cards.listForOwner(bob)).resolves.toEqual([]);
      await expect(store.cards.remove(bob, 'CARDAB12')).resolves.toBe(false);
      await expect(store.cards.remove(ann, 'CARDAB12')).resolves.toBe(true);
      await expect(store.cards.get('CARDAB12')).resolves.toBeNull();
    });

    describe('waiting requests', () => {
      const newRequest = (ownerId: string, grantsAt: string | null) => ({
        ownerId,
        level: 'full' as const,
        method: 'evidence' as const,
        holder,
        sealedEvidence: 'sealed',
        claimTokenHash: 'token-hash',
        grantsAt,
      });

      it('stores a request undecided and lists the owner’s newest first', async () => {
        const { ann, bob } = await twoUsers(store);
        const first = await store.accessRequests.create(newRequest(ann, inDays(7)));
        const second = await store.accessRequests.create(newRequest(ann, null));
        await store.accessRequests.create(newRequest(bob, inDays(7)));
        expect(first).toMatchObject({
          ownerId: ann,
          holder,
          decision: null,
          decidedAt: null,
          grantId: null,
          remindersSent: 0,
        });
        await expect(store.accessRequests.get(first.id)).resolves.toEqual(first);
        const listed = await store.accessRequests.listForOwner(ann, ALL);
        expect(listed.items.map((request) => request.id)).toEqual([second.id, first.id]);
      });

      it('takes one decision: a grant only while it waits, a rejection until it is claimed', async () => {
        const { ann } = await twoUsers(store);
        const waiting = await store.accessRequests.create(newRequest(ann, inDays(7)));
        const now = new Date().toISOString();
        const decided = await store.accessRequests.decide(waiting.id, 'rejected', now);
        expect(decided).toMatchObject({ decision: 'rejected', decidedAt: now });
        await expect(store.accessRequests.decide(waiting.id, 'verified', now)).resolves.toBeNull();
        await expect(store.accessRequests.attachGrant(waiting.id, 'g0')).resolves.toBe(false);

        const lapsed = await store.accessRequests.create(newRequest(ann, inDays(7)));
        await expect(
          store.accessRequests.decide(lapsed.id, 'approved', inDays(8)),
        ).resolves.toBeNull();
        await expect(store.accessRequests.get(lapsed.id)).resolves.toMatchObject({
          decision: null,
        });
        await expect(
          store.accessRequests.decide(lapsed.id, 'rejected', inDays(8)),
        ).resolves.toMatchObject({ decision: 'rejected' });

        const claimed = await store.accessRequests.create(newRequest(ann, inDays(7)));
        await expect(store.accessRequests.attachGrant(claimed.id, 'g1')).resolves.toBe(true);
        await expect(
          store.accessRequests.decide(claimed.id, 'rejected', inDays(8)),
        ).resolves.toBeNull();
      });

      it('links one grant, lists the waiting ones and counts reminders once', async () => {
        const { ann } = await twoUsers(store);
        const later = await store.accessRequests.create(newRequest(ann, inDays(7)));
        const sooner = await store.accessRequests.create(newRequest(ann, inDays(2)));
        await store.accessRequests.create(newRequest(ann, null));
        const waiting = await store.accessRequests.listWaiting(new Date().toISOString());
        expect(waiting.map((request) => request.id)).toEqual([sooner.id, later.id]);
        await expect(
          store.accessRequests.listWaiting(inDays(3)).then((list) => list.length),
        ).resolves.toBe(1);

        await expect(store.accessRequests.attachGrant(later.id, 'g1')).resolves.toBe(true);
        await expect(store.accessRequests.attachGrant(later.id, 'g2')).resolves.toBe(false);
        await expect(store.accessRequests.get(later.id)).resolves.toMatchObject({
          grantId: 'g1',
        });
        await expect(store.accessRequests.markReminded(later.id, 1)).resolves.toBe(true);
        await expect(store.accessRequests.markReminded(later.id, 1)).resolves.toBe(false);
        await expect(store.accessRequests.markReminded(later.id, 2)).resolves.toBe(true);
      });

      it('lists the full requests only an admin can grant (no waiting period), oldest first', async () => {
        const { ann } = await twoUsers(store);
        const first = await store.accessRequests.create(newRequest(ann, null));
        const second = await store.accessRequests.create(newRequest(ann, null));
        await store.accessRequests.create(newRequest(ann, inDays(7)));
        await store.accessRequests.create({ ...newRequest(ann, null), level: 'standard' });
        const decided = await store.accessRequests.create(newRequest(ann, null));
        await store.accessRequests.decide(decided.id, 'rejected', new Date().toISOString());
        const listed = await store.accessRequests.listAwaitingVerification();
        expect(listed.filter((request) => request.ownerId === ann).map((r) => r.id)).toEqual([
          first.id,
          second.id,
        ]);
      });

      it('keeps a request that names no owner apart, with only what answers its claim', async () => {
        const grantsAt = inDays(7);
        const unmatched = await store.unmatchedRequests.create({
          claimTokenHash: 'token-hash',
          grantsAt,
        });
        expect(unmatched).toEqual({
          id: expect.stringMatching(/^[0-9a-f-]{36}$/),
          claimTokenHash: 'token-hash',
          createdAt: expect.any(String),
          grantsAt,
        });
        await expect(store.unmatchedRequests.get(unmatched.id)).resolves.toEqual(unmatched);
        await expect(store.accessRequests.get(unmatched.id)).resolves.toBeNull();
        const questions = await store.unmatchedRequests.create({
          claimTokenHash: 'other',
          grantsAt: null,
        });
        await expect(store.unmatchedRequests.get(questions.id)).resolves.toMatchObject({
          grantsAt: null,
        });
        await expect(store.unmatchedRequests.get('no-such-request')).resolves.toBeNull();
      });
    });

    it('keeps item settings per owner and type', async () => {
      const { ann, bob } = await twoUsers(store);
      const hidden = { requiredAccessLevel: 'full', isVisible: false, releaseTiming: 'emergency' };
      const open = { requiredAccessLevel: 'basic', isVisible: true, releaseTiming: 'immediate' };
      await store.itemReleases.set(ann, 'file', 'f1', hidden as never);
      await store.itemReleases.set(ann, 'file', 'f1', open as never);
      await store.itemReleases.set(ann, 'message', 'm1', hidden as never);
      await expect(store.itemReleases.list(ann, 'file')).resolves.toEqual(new Map([['f1', open]]));
      await expect(store.itemReleases.list(ann, 'message')).resolves.toEqual(
        new Map([['m1', hidden]]),
      );
      await expect(store.itemReleases.list(bob, 'file')).resolves.toEqual(new Map());

      await expect(store.itemReleases.remove(bob, 'file', 'f1')).resolves.toBe(false);
      await expect(store.itemReleases.remove(ann, 'file', 'f1')).resolves.toBe(true);
      await expect(store.itemReleases.remove(ann, 'file', 'f1')).resolves.toBe(false);
      await expect(store.itemReleases.list(ann, 'file')).resolves.toEqual(new Map());
      await expect(store.itemReleases.list(ann, 'message')).resolves.toEqual(
        new Map([['m1', hidden]]),
      );
    });

    it('keeps the waiting period per owner', async () => {
      const { ann, bob } = await twoUsers(store);
      await expect(store.privacySettings.get(ann)).resolves.toBeNull();
      await store.privacySettings.put(ann, { waitingPeriodDays: 3 });
      await store.privacySettings.put(ann, { waitingPeriodDays: 14 });
      await expect(store.privacySettings.get(ann)).resolves.toEqual({ waitingPeriodDays: 14 });
      await expect(store.privacySettings.get(bob)).resolves.toBeNull();
    });

    it('lists unread notices newest first until they are read', async () => {
      const { ann, bob } = await twoUsers(store);
      await store.notices.add(ann, 'first');
      await store.notices.add(ann, 'second');
      await store.notices.add(bob, 'other');
      const unread = await store.notices.listUnread(ann);
      expect(unread.map((notice) => notice.text)).toEqual(['second', 'first']);
      await expect(store.notices.markAllRead(ann)).resolves.toBe(2);
      await expect(store.notices.listUnread(ann)).resolves.toEqual([]);
      await expect(store.notices.listUnread(bob)).resolves.toHaveLength(1);
    });

    it('hands out due mail until it is sent, and again after a failure when due', async () => {
      const mail = await store.mailOutbox.enqueue({ to: 'a@example.com', subject: 'S', text: 'T' });
      expect(mail).toMatchObject({ to: 'a@example.com', attempts: 0, sentAt: null });
      await expect(store.mailOutbox.due(new Date().toISOString(), 10)).resolves.toEqual([mail]);
      const retryAt = inDays(1);
      await store.mailOutbox.markFailed(mail.id, retryAt);
      await expect(store.mailOutbox.due(new Date().toISOString(), 10)).resolves.toEqual([]);
      const due = await store.mailOutbox.due(inDays(2), 10);
      expect(due).toEqual([{ ...mail, attempts: 1, nextAttemptAt: retryAt }]);
      await store.mailOutbox.markSent(mail.id);
      await expect(store.mailOutbox.due(inDays(2), 10)).resolves.toEqual([]);
    });

    it('hands out the mail someone is waiting for before the rest', async () => {
      const notices = [];
      for (const n of [1, 2, 3]) {
        notices.push(await store.mailOutbox.enqueue({ to: 'a@x.org', subject: `${n}`, text: 'T' }));
      }
      const link = await store.mailOutbox.enqueue({
        to: 'b@x.org',
        subject: 'Reset',
        text: 'T',
        urgent: true,
      });
      expect(link.urgent).toBe(true);
      expect(notices[0]!.urgent).toBe(false);
      const due = await store.mailOutbox.due(inDays(1), 2);
      expect(due).toHaveLength(2);
      expect(due[0]!.id).toBe(link.id);
      expect(notices.map((mail) => mail.id)).toContain(due[1]!.id);
    });
  });
}
