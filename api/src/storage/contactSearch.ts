import {
  contactRoleLabels,
  contactRoles,
  type ContactCounts,
  type ContactRole,
} from '@legacy-planner/contracts';

// The Contacts tab's search (ContactSearch.q), as both stores run it: the rule the tab ran in
// the browser before (mfe-contacts' searchContacts), so a search finds what it found. A contact
// matches when each word of the search is part of its first name, last name, email,
// relationship or role's label, whatever the case.

/** The contact's fields a word of the search is looked for in (besides its role's label). */
export const searchedContactFields = ['firstName', 'lastName', 'email', 'relation'] as const;

/**
 * The words of a search, as typed (each store folds their case itself), each once: a word
 * repeated asks nothing more, and each costs the store a pass over the contacts.
 */
export function searchWords(q: string | undefined): string[] {
  return [...new Set((q ?? '').split(/\s+/).filter(Boolean))];
}

/** The roles whose label holds the word, whatever its case ("proxy": medical_proxy). */
export function rolesLabelled(word: string): ContactRole[] {
  const lower = word.toLowerCase();
  return contactRoles.filter((role) => contactRoleLabels[role].toLowerCase().includes(lower));
}

/** ContactCounts from the store's count per role (roles no contact holds left out). */
export function contactCounts(counted: Iterable<{ role: string; count: number }>): ContactCounts {
  const byRole = Object.fromEntries(contactRoles.map((role) => [role, 0])) as Record<
    ContactRole,
    number
  >;
  for (const { role, count } of counted) {
    if ((contactRoles as readonly string[]).includes(role)) byRole[role as ContactRole] = count;
  }
  return { total: contactRoles.reduce((sum, role) => sum + byRole[role], 0), byRole };
}
