import { queryOptions } from '@tanstack/react-query';
import { searchContacts, type Contact, type ContactRole } from '@legacy-planner/contracts';
import { findContacts } from '@legacy-planner/contracts/endpoints/planner';
import { demoLists, plannerQueryKeys } from '@legacy-planner/planner-client';
import type { PlatformContract } from '@legacy-planner/shared-ui';

/** Contacts shown at a time in each role's group; "Show more" adds as many again. */
export const CONTACT_PAGE_SIZE = 20;

export interface ContactPage {
  items: Contact[];
  /** The page after this one (the API's cursor), or null when this is the last. */
  nextCursor: string | null;
}

export interface ContactPageAddress {
  role: ContactRole;
  search: string;
  /** Left out for the group's first page. */
  cursor?: string;
}

/**
 * GET /api/contacts?role=&q=: one page of a role's contacts matching the search, newest first.
 * The server searches, filters and pages, so the browser holds only the contacts it shows. In
 * demo mode (no account) the sample plan answers, as one page.
 */
export function contactPageQuery(
  { api, isDemoMode }: Pick<PlatformContract, 'api' | 'isDemoMode'>,
  { role, search, cursor }: ContactPageAddress,
) {
  return queryOptions({
    queryKey: [
      ...plannerQueryKeys.contacts,
      'page',
      isDemoMode ? 'demo' : 'account',
      role,
      search,
      cursor ?? null,
    ],
    queryFn: async (): Promise<ContactPage> =>
      isDemoMode
        ? {
            items: searchContacts(demoLists.contacts, search).filter((c) => c.role === role),
            nextCursor: null,
          }
        : api.callPage(findContacts, {
            query: { role, ...(search ? { q: search } : {}), limit: CONTACT_PAGE_SIZE, cursor },
          }),
  });
}
