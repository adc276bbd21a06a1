import type { ContactRole } from './plannerEnums';
import { contactRoleLabels } from './contactRoleLabels';

// The Contacts tab's search, filter and counts, which the API runs (issue 30): a plan of 2,000
// contacts costs the browser only the contacts it shows. Yup-free, like plannerEnums: the
// response's shape takes its type from here.

/**
 * The longest search the API takes (`?q=`): longer than a first and last name, an email and a
 * relationship together, short enough that no search costs the store much.
 */
export const CONTACT_SEARCH_MAX_LENGTH = 200;

/** GET /api/contacts/counts: how many contacts match a search, in all and holding each role. */
export interface ContactCounts {
  total: number;
  /** Every role, 0 included. */
  byRole: Record<ContactRole, number>;
}

/** The contact's fields a word of the search is looked for in (besides its role's label). */
export const searchedContactFields = ['firstName', 'lastName', 'email', 'relation'] as const;

/**
 * What the search reads of a contact: a stored one, or one about to be. (Written out rather
 * than picked from Contact: plannerSchemas reads this module's search limit.)
 */
type SearchedContact = Partial<Record<(typeof searchedContactFields)[number], string | null>> & {
  role: ContactRole;
};

/**
 * The words of a search, as typed (each store folds their case itself), each once: a word
 * repeated asks nothing more, and each costs the store a pass over the contacts.
 */
export function searchWords(q: string | undefined): string[] {
  return [...new Set((q ?? '').split(/\s+/).filter(Boolean))];
}

/**
 * The search's rule: a contact matches when each word of the search is part of its first name,
 * last name, email, relationship or role's label, whatever the case. Both stores run it in their
 * own query language (api/src/storage); demo mode, whose sample plan never leaves the browser,
 * and the tab's tests run it here. (SQLite's lower() folds ASCII letters only: there "élise"
 * does not find "Élise", which it does here and in MongoDB.)
 */
export function searchContacts<C extends SearchedContact>(contacts: readonly C[], q: string): C[] {
  const words = searchWords(q.toLowerCase());
  return contacts.filter((contact) => {
    const text = [
      ...searchedContactFields.map((field) => contact[field]),
      contactRoleLabels[contact.role],
    ]
      .join(' ')
      .toLowerCase();
    return words.every((word) => text.includes(word));
  });
}
