import type { ContactRole } from './plannerEnums';

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
