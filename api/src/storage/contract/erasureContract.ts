import { randomUUID } from 'node:crypto';
import type { StoragePort } from '../port';
import {
  ALL,
  contactInput,
  documentInput,
  twoUsers,
  wishInput,
  type StoreFixture,
} from './contractFixtures';

const inADay = () => new Date(Date.now() + 86_400_000).toISOString();

/** One record of every kind the store keeps for an owner; answers the file's blob id. */
async function fillPlan(store: StoragePort, ownerId: string, tag: string): Promise<string> {
  const document = await store.documents.create(ownerId, documentInput(`Will ${tag}`));
  await store.wishes.create(ownerId, wishInput(`Song ${tag}`));
  await store.contacts.create(ownerId, contactInput(`Eve ${tag}`));
  const blobId = randomUUID();
  await store.files.create(
    ownerId,
    {
      blobId,
      name: `${tag}.pdf`,
      type: 'application/pdf',
      size: 10,
      category: 'will',
      tags: [],
      notes: '',
      documentId: document.id,
    },
    1_000_000,
  );
  await store.journeys.put(ownerId, {
    step: 1,
    planningFor: 'self',
    relationship: '',
    verificationMethod: 'key',
    identityVerified: false,
    priorities: [],
  });
  await store.wizards.put(ownerId, {
    kind: 'will',
    status: 'draft',
    sealedData: 'sealed',
    documentId: document.id,
  });
  await store.events.append({
    ownerId,
    actor: { kind: 'owner' },
    action: 'sharing.changed',
    subject: null,
  });
  await store.grants.create({
    ownerId,
    level: 'basic',
    viewerName: 'Cara',
    viewerEmail: 'cara@example.com',
    viewerRelationship: 'Sister',
    source: 'card',
    emergency: false,
    expiresAt: inADay(),
  });
  await store.accessKeys.put(ownerId, `hash-${tag}`);
  await store.cards.create({
    cardId: `CARD${tag.toUpperCase()}`,
    ownerId,
    sealedCode: 'sealed',
    isEnabled: true,
    accessLevel: 'basic',
    expirationDate: inADay(),
    createdAt: new Date().toISOString(),
  });
  await store.accessRequests.create({
    ownerId,
    level: 'full',
    method: 'evidence',
    holder: { name: 'Cara', email: 'cara@example.com', relationship: 'Sister' },
    sealedEvidence: 'sealed',
    claimTokenHash: 'token-hash',
    grantsAt: inADay(),
  });
  await store.itemReleases.set(ownerId, 'file', 'f1', {
    requiredAccessLevel: 'full',
    isVisible: false,
    releaseTiming: 'after_passing',
  });
  await store.privacySettings.put(ownerId, { waitingPeriodDays: 3 });
  await store.notices.add(ownerId, `Notice ${tag}`);
  await store.accountTokens.create({
    tokenHash: `link-${tag}`,
    userId: ownerId,
    purpose: 'change_email',
    email: `new-${tag}@example.com`,
    expiresAt: inADay(),
    createdAt: new Date().toISOString(),
  });
  await store.twoFactor.enable(ownerId, 'sealed-secret', [`recovery-${tag}`]);
  await store.jobs.schedule({ kind: 'checkin.prompt', ownerId, dueAt: inADay() });
  await store.messageDeliveries.recordDelivery(ownerId, 'message-1', {
    recipientName: 'Cara',
    recipientEmail: 'cara@example.com',
    linkTokenHash: `message-link-${tag}`,
    at: new Date().toISOString(),
  });
  await store.helpers.create({
    ownerId,
    helperUserId: null,
    name: 'Cara',
    email: `helper-${tag}@example.com`,
    relationship: '',
    role: 'editor',
    state: 'invited',
    method: 'invite',
    sealedAnswers: null,
    createdAt: new Date().toISOString(),
  });
  return blobId;
}

/** How many records of each kind the store answers for the owner. */
async function holdings(store: StoragePort, ownerId: string) {
  return {
    user: (await store.users.findById(ownerId)) ? 1 : 0,
    documents: await store.documents.count(ownerId),
    wishes: await store.wishes.count(ownerId),
    contacts: await store.contacts.count(ownerId),
    files: (await store.files.list(ownerId, ALL)).items.length,
    activities: (await store.activities.list(ownerId, ALL)).items.length > 0 ? 1 : 0,
    journey: (await store.journeys.get(ownerId)) ? 1 : 0,
    wizard: (await store.wizards.get(ownerId, 'will')) ? 1 : 0,
    events: (await store.events.list(ownerId, ALL)).items.length,
    grants: (await store.grants.listForOwner(ownerId, ALL)).items.length,
    accessKey: (await store.accessKeys.get(ownerId)) ? 1 : 0,
    cards: (await store.cards.listForOwner(ownerId)).length,
    requests: (await store.accessRequests.listForOwner(ownerId, ALL)).items.length,
    itemReleases: (await store.itemReleases.list(ownerId, 'file')).size,
    privacySettings: (await store.privacySettings.get(ownerId)) ? 1 : 0,
    notices: (await store.notices.listUnread(ownerId)).length,
    twoFactor: (await store.twoFactor.get(ownerId)) ? 1 : 0,
    jobs: (await store.jobs.listForOwner(ownerId, 'waiting')).length,
    messageDeliveries: (await store.messageDeliveries.listForOwner(ownerId)).length,
    helpers: (await store.helpers.listForOwner(ownerId)).length,
  };
}

/** Erasing an account: every record of the user goes, nobody else's; and what is keyed apart. */
export function describeErasureContract(fixture: StoreFixture) {
  describe('account erasure', () => {
    let store: StoragePort;
    beforeEach(() => {
      store = fixture.store;
    });

    it("removes the user and every record of theirs, answers their files' blobs, and leaves others' alone", async () => {
      const { ann, bob } = await twoUsers(store);
      const annBlob = await fillPlan(store, ann, 'ann');
      await fillPlan(store, bob, 'bob');
      const bobBefore = await holdings(store, bob);
      expect(Object.values(bobBefore).every((count) => count >= 1)).toBe(true);

      await expect(store.unitOfWork((tx) => tx.erasure.eraseUser(ann))).resolves.toEqual({
        blobIds: [annBlob],
      });

      const annAfter = await holdings(store, ann);
      expect(Object.values(annAfter).every((count) => count === 0)).toBe(true);
      await expect(store.cards.get('CARDANN')).resolves.toBeNull();
      await expect(store.accountTokens.consume('link-ann', 'change_email')).resolves.toBeNull();
      await expect(store.accountTokens.consume('link-bob', 'change_email')).resolves.toMatchObject({
        userId: bob,
      });
      await expect(holdings(store, bob)).resolves.toEqual(bobBefore);
      await expect(store.users.findByEmail('ann@example.com')).resolves.toBeNull();
      await expect(store.erasure.eraseUser(ann)).resolves.toBeNull();

      // Scrubbing what was deleted from the store's files changes nothing anyone reads.
      await store.scrubDeleted();
      await expect(holdings(store, bob)).resolves.toEqual(bobBefore);
      await expect(holdings(store, ann)).resolves.toEqual(annAfter);
    });

    it('removes the helper records where the account is the owner or the helper', async () => {
      const { ann, bob } = await twoUsers(store);
      const carl = await store.users.create({
        name: 'Carl',
        email: 'carl@example.com',
        passwordHash: null,
        role: 'user',
      });
      const helper = (ownerId: string, helperUserId: string, email: string) =>
        store.helpers.create({
          ownerId,
          helperUserId,
          name: 'Helper',
          email,
          relationship: 'Son',
          role: 'editor',
          state: 'requested',
          method: 'key',
          sealedAnswers: null,
          createdAt: new Date().toISOString(),
        });
      const annHelps = await helper(bob, ann, 'ann@example.com');
      const bobHelps = await helper(ann, bob, 'bob@example.com');
      const carlHelpsBob = await helper(bob, carl.id, 'carl@example.com');

      await store.unitOfWork((tx) => tx.erasure.eraseUser(ann));

      await expect(store.helpers.get(annHelps!.id)).resolves.toBeNull();
      await expect(store.helpers.get(bobHelps!.id)).resolves.toBeNull();
      await expect(store.helpers.get(carlHelpsBob!.id)).resolves.toEqual(carlHelpsBob);
      await expect(store.helpers.listForHelper(bob, 'bob@example.com')).resolves.toEqual([]);
    });

    it('erases nothing when its unit of work fails', async () => {
      const { ann } = await twoUsers(store);
      await fillPlan(store, ann, 'ann');
      const before = await holdings(store, ann);
      await expect(
        store.unitOfWork(async (tx) => {
          await tx.erasure.eraseUser(ann);
          throw new Error('the goodbye mail could not be written');
        }),
      ).rejects.toThrow('goodbye');
      await expect(holdings(store, ann)).resolves.toEqual(before);
    });

    it('forgets the mail to an address and the counters that name someone', async () => {
      await store.mailOutbox.enqueue({ to: 'ann@example.com', subject: 'S', text: 'T' });
      const sent = await store.mailOutbox.enqueue({
        to: 'ann@example.com',
        subject: 'S',
        text: 'T',
      });
      await store.mailOutbox.markSent(sent.id);
      const bobs = await store.mailOutbox.enqueue({
        to: 'bob@example.com',
        subject: 'S',
        text: 'T',
      });
      await expect(store.mailOutbox.removeTo('ann@example.com')).resolves.toBe(2);
      const due = await store.mailOutbox.due(new Date().toISOString(), 10);
      expect(due.map((mail) => mail.id)).toEqual([bobs.id]);

      // An email holds characters that patterns treat specially: only the text itself counts.
      await store.rateLimits.hit('sign-in:email-address:a.n+1@example.com 10.0.0.1', 60_000);
      await store.rateLimits.hit('export:user-1', 60_000);
      await store.rateLimits.hit('sign-in:email-address:aXn+1@example.com 10.0.0.1', 60_000);
      // Nor a key that merely contains it: someone else's email or id.
      await store.rateLimits.hit('sign-in:email-address:a.n+1@example.com.au 10.0.0.1', 60_000);
      await store.rateLimits.hit('password-reset:email:xa.n+1@example.com', 60_000);
      await store.rateLimits.hit('export:user-10', 60_000);
      await expect(store.rateLimits.removeMentioning('a.n+1@example.com')).resolves.toBe(1);
      await expect(store.rateLimits.removeMentioning('user-1')).resolves.toBe(1);
      for (const key of [
        'sign-in:email-address:aXn+1@example.com 10.0.0.1',
        'sign-in:email-address:a.n+1@example.com.au 10.0.0.1',
        'password-reset:email:xa.n+1@example.com',
        'export:user-10',
      ]) {
        // Still counting: the second hit in its window.
        await expect(store.rateLimits.hit(key, 60_000)).resolves.toMatchObject({ count: 2 });
      }
    });
  });
}
