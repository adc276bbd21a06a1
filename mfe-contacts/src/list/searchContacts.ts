import { contactRoleLabels, type Contact } from '@legacy-planner/contracts';

/**
 * Contacts whose name, email, relationship or role contains every word of the search: the
 * API's rule (GET /api/contacts?q=), for demo mode, whose sample plan never leaves the browser.
 */
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
