import { contactRoles, type ContactInput, type ContactRole } from '@legacy-planner/contracts';
import type { StoragePort } from '../port';
import {
  ALL,
  contactInput,
  ids,
  readAllPages,
  twoUsers,
  type StoreFixture,
} from './contractFixtures';

/** Every role counted 0, but those given. */
const byRole = (counted: Partial<Record<ContactRole, number>>) => ({
  ...Object.fromEntries(contactRoles.map((role) => [role, 0])),
  ...counted,
});

/** The Contacts tab's search, filter by role and counts, run by the store (issue 30). */
export function describeContactSearchContract(fixture: StoreFixture) {
  describe('contact search', () => {
    let store: StoragePort;
    let ann: string;
    let bob: string;
    /** Ann's contacts by first name. */
    const annContacts = new Map<string, string>();
    const add = async (
      firstName: string,
      role: ContactRole,
      fields: Partial<ContactInput> = {},
    ) => {
      const created = await store.contacts.create(ann, {
        ...contactInput(firstName, role),
        ...fields,
      });
      annContacts.set(firstName, created.id);
    };
    /** The first names of Ann's contacts in a page, newest first. */
    const names = (found: { items: { firstName: string }[] }) =>
      found.items.map((contact) => contact.firstName);

    beforeEach(async () => {
      store = fixture.store;
      ({ ann, bob } = await twoUsers(store));
      annContacts.clear();
      await add('Cara', 'executor', { lastName: 'Diaz', email: 'cara@example.com' });
      await add('Lee', 'medical_proxy', { lastName: 'Okafor', relation: 'Doctor' });
      await add('Maria', 'family', { lastName: 'Diaz', relation: 'Daughter' });
      await add('Sam', 'executor', { lastName: 'Stone', relation: 'Friend', email: 'sam@x.org' });
      await add('Percy', 'friend', { lastName: '100% sure', relation: 'Old_friend' });
      await store.contacts.create(bob, contactInput('Cara', 'executor'));
    });

    it('finds the contacts holding every word in a field, whatever its case', async () => {
      const find = (q: string) => store.contacts.find(ann, { q }, ALL).then(names);
      await expect(find('diaz')).resolves.toEqual(['Maria', 'Cara']);
      await expect(find('  DIAZ   cara ')).resolves.toEqual(['Cara']);
      await expect(find('Daughter diaz')).resolves.toEqual(['Maria']);
      await expect(find('example.com')).resolves.toEqual(['Cara']);
      await expect(find('diaz stone')).resolves.toEqual([]);
      // Not the fields the tab does not show in its search (phone, address, notes).
      await store.contacts.create(ann, { ...contactInput('Zoe'), lastName: 'Q', notes: 'diaz' });
      await expect(find('diaz')).resolves.toEqual(['Maria', 'Cara']);
      // A blank search keeps every contact.
      await expect(find(' ')).resolves.toHaveLength(6);
    });

    it("finds a contact by a word of their role's label", async () => {
      const find = (q: string) => store.contacts.find(ann, { q }, ALL).then(names);
      await expect(find('proxy')).resolves.toEqual(['Lee']);
      await expect(find('MEDICAL')).resolves.toEqual(['Lee']);
      await expect(find('execut')).resolves.toEqual(['Sam', 'Cara']);
      await expect(find('executor cara')).resolves.toEqual(['Cara']);
      // Each word may be found in another place: the label, then a field.
      await expect(find('proxy doctor')).resolves.toEqual(['Lee']);
      await expect(find('proxy daughter')).resolves.toEqual([]);
    });

    it('reads the search as text: no wildcard, no pattern', async () => {
      const find = (q: string) => store.contacts.find(ann, { q }, ALL).then(names);
      await expect(find('%')).resolves.toEqual(['Percy']);
      await expect(find('_')).resolves.toEqual(['Percy']);
      await expect(find('0%')).resolves.toEqual(['Percy']);
      await expect(find('d_friend')).resolves.toEqual(['Percy']);
      await expect(find('sam@x.org')).resolves.toEqual(['Sam']);
      await expect(find('sam@x_org')).resolves.toEqual([]);
      await expect(find('.*')).resolves.toEqual([]);
      await expect(find('(cara')).resolves.toEqual([]);
      await expect(find('\\')).resolves.toEqual([]);
    });

    it('keeps one role, alone or with a search, never reaching another user', async () => {
      const find = (role: ContactRole, q?: string) =>
        store.contacts.find(ann, { role, q }, ALL).then(names);
      await expect(find('executor')).resolves.toEqual(['Sam', 'Cara']);
      await expect(find('executor', 'diaz')).resolves.toEqual(['Cara']);
      await expect(find('family', 'cara')).resolves.toEqual([]);
      await expect(find('guardian')).resolves.toEqual([]);
      await expect(store.contacts.find(bob, { role: 'executor' }, ALL)).resolves.toMatchObject({
        items: [{ firstName: 'Cara', userId: bob }],
      });
    });

    it('pages through what it finds, newest first, as the list does', async () => {
      for (const name of ['Ana', 'Ben', 'Cy', 'Dee', 'Eve']) {
        await add(name, 'executor', { lastName: 'Diaz' });
        await add(`${name} other`, 'family', { lastName: 'Diaz' });
      }
      const search = { role: 'executor', q: 'diaz' } as const;
      const found = await readAllPages(
        (cursor) => store.contacts.find(ann, search, { limit: 2, cursor }),
        2,
      );
      expect(names({ items: found })).toEqual(['Eve', 'Dee', 'Cy', 'Ben', 'Ana', 'Cara']);
      const first = await store.contacts.find(ann, search, { limit: 6 });
      expect(ids(first)).toEqual(found.map((contact) => contact.id));
      expect(first.nextCursor).toBeNull();
      await expect(store.contacts.find(ann, search, { limit: 0 })).rejects.toBeInstanceOf(
        RangeError,
      );
    });

    it('counts what a search keeps, in all and by role, every role named', async () => {
      await expect(store.contacts.counts(ann)).resolves.toEqual({
        total: 5,
        byRole: byRole({ executor: 2, medical_proxy: 1, family: 1, friend: 1 }),
      });
      await expect(store.contacts.counts(ann, 'diaz')).resolves.toEqual({
        total: 2,
        byRole: byRole({ executor: 1, family: 1 }),
      });
      await expect(store.contacts.counts(ann, 'proxy')).resolves.toEqual({
        total: 1,
        byRole: byRole({ medical_proxy: 1 }),
      });
      await expect(store.contacts.counts(ann, 'nobody')).resolves.toEqual({
        total: 0,
        byRole: byRole({}),
      });
      await expect(store.contacts.counts(bob, '')).resolves.toEqual({
        total: 1,
        byRole: byRole({ executor: 1 }),
      });
      // A change of role moves the contact between the counts.
      await store.contacts.update(ann, annContacts.get('Maria')!, { role: 'guardian' });
      await expect(store.contacts.counts(ann, 'diaz')).resolves.toEqual({
        total: 2,
        byRole: byRole({ executor: 1, guardian: 1 }),
      });
    });
  });
}
