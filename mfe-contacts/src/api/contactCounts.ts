import { queryOptions } from '@tanstack/react-query';
import {
  contactRoles,
  searchContacts,
  type ContactCounts,
  type ContactRole,
} from '@legacy-planner/contracts';
import { countContacts } from '@legacy-planner/contracts/endpoints/planner';
import { demoLists, plannerQueryKeys } from '@legacy-planner/planner-client';
import type { PlatformContract } from '@legacy-planner/shared-ui';
import { contactPageQuery } from './contactPage';

/** The counts with the search they answer (kept on screen while the next search is asked). */
export interface ContactsFound extends ContactCounts {
  search: string;
}

type Platform = Pick<PlatformContract, 'api' | 'isDemoMode' | 'queryClient'>;

/** Demo mode's counts (no account): the sample plan, searched by the API's rule. */
function demoCounts(search: string): ContactCounts {
  const found = searchContacts(demoLists.contacts, search);
  const byRole = Object.fromEntries(
    contactRoles.map((role) => [role, found.filter((contact) => contact.role === role).length]),
  ) as Record<ContactRole, number>;
  return { total: found.length, byRole };
}

/**
 * GET /api/contacts/counts?q=: how many contacts match the search, in all and by role: the
 * groups the tab shows and their headings. Its answer also fetches the first page of every
 * group it names, so the tab's first screen (rendered ahead, out of sight: useQueriesSettled)
 * arrives whole, in two round trips at any size of plan.
 */
export function contactCountsQuery(platform: Platform, search: string) {
  const { api, isDemoMode, queryClient } = platform;
  return queryOptions({
    queryKey: [...plannerQueryKeys.contacts, 'counts', isDemoMode ? 'demo' : 'account', search],
    queryFn: async (): Promise<ContactsFound> => {
      const counts = isDemoMode
        ? demoCounts(search)
        : await api.call(countContacts, { query: search ? { q: search } : {} });
      await Promise.all(
        contactRoles
          .filter((role) => counts.byRole[role] > 0)
          .map((role) => queryClient.prefetchQuery(contactPageQuery(platform, { role, search }))),
      );
      return { total: counts.total, byRole: counts.byRole, search };
    },
  });
}
