import {
  foundItemsOf,
  itemsOverviewOf,
  type FoundItemsQuery,
  type PrivacyItem,
} from '@legacy-planner/contracts';
import { fakeNetwork, type FakeRoutes } from '@legacy-planner/shared-ui/testing';

/**
 * fakeNetwork with the plan's items behind it: the items' overview and pages answer from
 * `items` with contracts' selection, as the server does. Their query string picks what they
 * answer, and fakeNetwork's answers are not given it: they read it from the address the network
 * recorded for the call they answer, its last.
 */
export function itemsNetwork(items: readonly PrivacyItem[], routes: FakeRoutes = {}) {
  const askedFor = (): FoundItemsQuery =>
    Object.fromEntries(new URL(network.calls.at(-1)!.path, 'http://localhost').searchParams);
  const network = fakeNetwork({
    ...routes,
    'GET /api/privacy/items/overview': () => itemsOverviewOf(items, askedFor()),
    'GET /api/privacy/items/found': () => foundItemsOf(items, askedFor()),
  });
  return network;
}
