import {
  contactRoles,
  searchContacts,
  type Contact,
  type ContactRole,
} from '@legacy-planner/contracts';
import { Reply, type FakeRoutes } from '@legacy-planner/shared-ui/testing';

/**
 * The API's contact reads as the tab calls them, over a fixed list (newest first): a role's
 * page matching ?q (a cursor is the index of the page's first contact here; the API's are
 * opaque), and the counts. For component tests, whose network is a stand-in.
 */
export function contactsApi(people: readonly Contact[]): FakeRoutes {
  const matching = (query: URLSearchParams) => searchContacts(people, query.get('q') ?? '');
  return {
    'GET /api/contacts': (_body: unknown, query: URLSearchParams) => {
      const role = query.get('role');
      const found = matching(query).filter((contact) => !role || contact.role === role);
      const from = Number(query.get('cursor') ?? 0);
      const limit = Number(query.get('limit') ?? 100);
      const next = from + limit < found.length ? String(from + limit) : null;
      query.set('cursor', next ?? '');
      return new Reply(
        200,
        found.slice(from, from + limit),
        next ? { Link: `</api/contacts?${query}>; rel="next"` } : {},
      );
    },
    'GET /api/contacts/counts': (_body: unknown, query: URLSearchParams) => {
      const found = matching(query);
      const byRole = Object.fromEntries(
        contactRoles.map((role) => [role, found.filter((contact) => contact.role === role).length]),
      ) as Record<ContactRole, number>;
      return { total: found.length, byRole };
    },
  };
}
