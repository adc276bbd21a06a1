import { contactRoleLabels, type Contact, type ContactRole } from '@legacy-planner/contracts';

/** Contacts whose name, email, relationship or role contains every word of the search. */
export function searchContacts(contacts: readonly Contact[], search: string): Contact[] {
  const words = search.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...contacts];
  return contacts.filter((contact) => {
    const text = [
      contact.firstName,
      contact.lastName,
      contact.email,
      contact.relation,
      contactRoleLabels[contact.role],
    ]
      .join(' ')
      .toLowerCase();
    return words.every((word) => text.includes(word));
  });
}

/** The contacts by role, in the order of `roles`, leaving out roles nobody holds. */
export function groupByRole(
  contacts: readonly Contact[],
  roles: readonly ContactRole[],
): { role: ContactRole; contacts: Contact[] }[] {
  return roles
    .map((role) => ({ role, contacts: contacts.filter((contact) => contact.role === role) }))
    .filter((group) => group.contacts.length > 0);
}
