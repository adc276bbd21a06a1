import {
  contactRoleLabels,
  contactRoles,
  type ContactCounts,
  type ContactRole,
} from '@legacy-planner/contracts';

// The Contacts tab's search (ContactSearch.q), as both stores run it: contracts' searchContacts
// is the rule (a contact matches when each word of the search is part of its first name, last
// name, email, relationship or role's label, whatever the case); these are the parts of it a
// store's query is written from.

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
