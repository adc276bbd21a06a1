import {
  foundItemsOf,
  itemsOverviewOf,
  type FoundItemsQuery,
  type PrivacyItem,
} from '@legacy-planner/contracts';
import { fakeNetwork, type FakeRoutes } from '@legacy-planner/shared-ui/testing';

const queryOf = (query: URLSearchParams): FoundItemsQuery => Object.fromEntries(query);

/**
 * fakeNetwork with the plan's items behind it: the items' overview and pages answer from
 * `items` with contracts' selection, as the server does, by the query they were asked with.
 */
export function itemsNetwork(items: readonly PrivacyItem[], routes: FakeRoutes = {}) {
  return fakeNetwork({
    ...routes,
    'GET /api/privacy/items/overview': (_body: unknown, query: URLSearchParams) =>
      itemsOverviewOf(items, queryOf(query)),
    'GET /api/privacy/items/found': (_body: unknown, query: URLSearchParams) =>
      foundItemsOf(items, queryOf(query)),
  });
}
