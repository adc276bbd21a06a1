import type { EventActor, StoragePort } from '../port';
import { ALL, ids, readAllPages, twoUsers, type StoreFixture } from './contractFixtures';

/** The access event log and the grants it records. */
const loggedActions = [
  'request.received',
  'grant.created',
  'plan.viewed',
  'role.changed',
  'key.revoked',
  'helper.changed',
] as const;

export function describeAccessLogContract(fixture: StoreFixture) {
  describe('access log', () => {
    let store: StoragePort;
    beforeEach(() => {
      store = fixture.store;
    });

    describe('access events', () => {
      it("appends events and lists each owner's newest first", async () => {
        const { ann, bob } = await twoUsers(store);
        const actors: EventActor[] = [
          { kind: 'owner' },
          { kind: 'viewer', grantId: 'g1', name: 'Cara', email: 'cara@example.com' },
          { kind: 'requester', name: 'Dan', email: 'dan@example.com' },
          { kind: 'admin', userId: 'u9', name: 'Ada' },
          { kind: 'system', name: 'ADMIN_EMAILS' },
          { kind: 'helper', userId: 'u8', name: 'Maria Diaz', email: 'maria@example.com' },
        ];
        const appended = [];
        for (const [n, actor] of actors.entries()) {
          appended.push(
            await store.events.append({
              ownerId: ann,
              actor,
              action: loggedActions[n]!,
              subject: n % 2 === 0 ? { type: 'documents', id: `d${n}` } : null,
              detail: n === 1 ? 'Opened a document' : null,
            }),
          );
        }
        await store.events.append({
          ownerId: bob,
          actor: { kind: 'owner' },
          action: 'key.generated',
          subject: null,
        });

        expect(appended[1]).toEqual({
          id: expect.any(String),
          ownerId: ann,
          actor: { kind: 'viewer', grantId: 'g1', name: 'Cara', email: 'cara@example.com' },
          action: 'grant.created',
          subject: null,
          detail: 'Opened a document',
          at: expect.any(String),
          count: 1,
        });
        expect(Date.parse(appended[1]!.at)).not.toBeNaN();
        const listed = await readAllPages(
          (cursor) => store.events.list(ann, { limit: 3, cursor }),
          3,
        );
        expect(listed).toEqual([...appended].reverse());
        expect(listed.map((event) => event.actor)).toEqual([...actors].reverse());
        expect((await store.events.list(bob, ALL)).items.map((event) => event.action)).toEqual([
          'key.generated',
        ]);
      });

      it('keeps the time an event is given, and else takes its own', async () => {
        const { ann } = await twoUsers(store);
        const before = Date.now();
        const given = await store.events.append({
          ownerId: ann,
          actor: { kind: 'helper', userId: 'u8', name: 'Maria Diaz', email: 'maria@example.com' },
          action: 'helper.changed',
          subject: { type: 'contacts', id: 'c1' },
          detail: 'Maria Diaz added the contact Dr Lee',
          at: new Date('2026-03-01T10:00:00.000Z'),
        });
        const own = await store.events.append({
          ownerId: ann,
          actor: { kind: 'owner' },
          action: 'key.generated',
          subject: null,
        });
        expect(given.at).toBe('2026-03-01T10:00:00.000Z');
        expect(Date.parse(own.at)).toBeGreaterThanOrEqual(before);
        expect((await store.events.list(ann, ALL)).items.map((event) => event.at)).toEqual([
          own.at,
          '2026-03-01T10:00:00.000Z',
        ]);
      });
    });

    describe('views', () => {
      const HOUR = 3_600_000;
      const start = new Date('2026-03-01T10:00:00.000Z');
      const after = (ms: number) => new Date(start.getTime() + ms);
      const cara = { kind: 'viewer', grantId: 'g1', name: 'Cara', email: 'c@example.com' } as const;

      it("counts a grant's views of the same thing within an hour into one entry, without losing any", async () => {
        const { ann, bob } = await twoUsers(store);
        const view = (at: Date, event: Partial<Parameters<typeof store.events.recordView>[0]>) =>
          store.events.recordView(
            {
              ownerId: ann,
              actor: cara,
              action: 'plan.viewed',
              subject: { type: 'grant', id: 'g1' },
              detail: 'standard access, 3 items',
              ...event,
            },
            at,
            HOUR,
          );

        const first = await view(start, {});
        expect(first).toEqual({
          id: expect.any(String),
          ownerId: ann,
          actor: cara,
          action: 'plan.viewed',
          subject: { type: 'grant', id: 'g1' },
          detail: 'standard access, 3 items',
          at: start.toISOString(),
          count: 1,
        });
        // Sent together: each is counted, into the one entry.
        await Promise.all(
          Array.from({ length: 19 }, () =>
            view(after(50 * 60_000), { detail: 'standard access, 4 items' }),
          ),
        );
        // Another thing, another grant, another owner: entries of their own.
        await view(after(1000), { action: 'item.viewed', subject: { type: 'file', id: 'f1' } });
        await view(after(1000), { actor: { ...cara, grantId: 'g2' } });
        await view(after(1000), { ownerId: bob });
        // An hour after the first view, a new entry begins.
        await view(after(HOUR + 1000), {});

        const listed = (await store.events.list(ann, ALL)).items;
        expect(
          listed.map((event) => ({
            action: event.action,
            grant: event.actor.kind === 'viewer' ? event.actor.grantId : null,
            subject: event.subject?.id,
            count: event.count,
          })),
        ).toEqual([
          { action: 'plan.viewed', grant: 'g1', subject: 'g1', count: 1 },
          { action: 'plan.viewed', grant: 'g2', subject: 'g1', count: 1 },
          { action: 'item.viewed', grant: 'g1', subject: 'f1', count: 1 },
          { action: 'plan.viewed', grant: 'g1', subject: 'g1', count: 20 },
        ]);
        // The entry keeps when the views began, and says what the latest one saw.
        expect(listed[3]).toEqual({ ...first, count: 20, detail: 'standard access, 4 items' });
        expect((await store.events.list(bob, ALL)).items.map((event) => event.count)).toEqual([1]);
      });
    });

    describe('grants', () => {
      const inADay = () => new Date(Date.now() + 86_400_000).toISOString();

      it('creates a grant and reads it back whatever its state', async () => {
        const { ann } = await twoUsers(store);
        const expiresAt = inADay();
        const grant = await store.grants.create({
          ownerId: ann,
          level: 'standard',
          viewerName: 'Cara',
          viewerEmail: 'cara@example.com',
          viewerRelationship: 'Sister',
          source: 'access_key',
          emergency: true,
          expiresAt,
        });
        expect(grant).toEqual({
          id: expect.any(String),
          ownerId: ann,
          level: 'standard',
          viewerName: 'Cara',
          viewerEmail: 'cara@example.com',
          viewerRelationship: 'Sister',
          source: 'access_key',
          emergency: true,
          createdAt: expect.any(String),
          expiresAt,
          revokedAt: null,
        });
        await expect(store.grants.get(grant.id)).resolves.toEqual(grant);
        await expect(store.grants.get('no-such-id')).resolves.toBeNull();
      });

      it("lists an owner's grants newest first, page by page", async () => {
        const { ann, bob } = await twoUsers(store);
        const grant = (ownerId: string, viewerName: string) =>
          store.grants.create({
            ownerId,
            level: 'basic',
            viewerName,
            viewerEmail: 'v@example.com',
            viewerRelationship: 'Friend',
            source: 'card',
            emergency: false,
            expiresAt: inADay(),
          });
        const made = [];
        for (const name of ['A', 'B', 'C']) made.push((await grant(ann, name)).id);
        await grant(bob, 'D');
        const listed = await readAllPages(
          (cursor) => store.grants.listForOwner(ann, { limit: 2, cursor }),
          2,
        );
        expect(listed.map((item) => item.id)).toEqual([...made].reverse());
        expect(ids(await store.grants.listForOwner(bob, ALL))).toHaveLength(1);
      });

      it('revokes a grant once, and only for its owner', async () => {
        const { ann, bob } = await twoUsers(store);
        const grant = await store.grants.create({
          ownerId: ann,
          level: 'full',
          viewerName: 'Cara',
          viewerEmail: 'cara@example.com',
          viewerRelationship: 'Sister',
          source: 'access_key',
          emergency: false,
          expiresAt: inADay(),
        });
        await expect(store.grants.revoke(bob, grant.id)).resolves.toBe(false);
        await expect(store.grants.get(grant.id)).resolves.toMatchObject({ revokedAt: null });
        await expect(store.grants.revoke(ann, grant.id)).resolves.toBe(true);
        const revoked = await store.grants.get(grant.id);
        expect(Date.parse(revoked!.revokedAt!)).not.toBeNaN();
        await expect(store.grants.revoke(ann, grant.id)).resolves.toBe(false);
        await expect(store.grants.get(grant.id)).resolves.toEqual(revoked);
        await expect(store.grants.revoke(ann, 'no-such-id')).resolves.toBe(false);
        // A revoked grant's end no longer moves.
        await expect(store.grants.setExpiry(ann, grant.id, inADay())).resolves.toBeNull();
      });

      it("moves the end of an owner's own active grant", async () => {
        const { ann, bob } = await twoUsers(store);
        const grant = await store.grants.create({
          ownerId: ann,
          level: 'basic',
          viewerName: 'Cara',
          viewerEmail: 'cara@example.com',
          viewerRelationship: 'Sister',
          source: 'card',
          emergency: true,
          expiresAt: inADay(),
        });
        const later = new Date(Date.now() + 5 * 86_400_000).toISOString();
        await expect(store.grants.setExpiry(bob, grant.id, later)).resolves.toBeNull();
        const moved = await store.grants.setExpiry(ann, grant.id, later);
        expect(moved).toEqual({ ...grant, expiresAt: later });
        await expect(store.grants.get(grant.id)).resolves.toEqual(moved);
      });
    });
  });
}
