import { searchContacts } from './contactSearch';
import type { ContactRole } from './plannerEnums';

const contact = (firstName: string, lastName: string, role: ContactRole, relation = '') => ({
  firstName,
  lastName,
  email: `${firstName.toLowerCase()}@example.com`,
  relation,
  role,
});
const ada = contact('Ada', 'Lovelace', 'executor', 'Daughter');
const bo = contact('Bo', 'Lee', 'medical_proxy', 'Neighbour');
const people = [ada, bo];

describe('searchContacts, the rule both stores and demo mode search contacts by', () => {
  it('keeps a contact holding every word, in any of its fields, whatever the case', () => {
    expect(searchContacts(people, 'ADA daughter')).toEqual([ada]);
    expect(searchContacts(people, 'bo@example')).toEqual([bo]);
    expect(searchContacts(people, 'ada neighbour')).toEqual([]);
  });

  it("finds a contact by its role's label, not by the role's stored name", () => {
    expect(searchContacts(people, 'proxy')).toEqual([bo]);
    expect(searchContacts(people, 'medical_proxy')).toEqual([]);
  });

  it('keeps every contact, in order, for a search of no words', () => {
    expect(searchContacts(people, '  ')).toEqual(people);
  });
});
