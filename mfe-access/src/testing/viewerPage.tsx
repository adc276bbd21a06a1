import type { ViewerPlan } from '@legacy-planner/contracts';
import { createPlatformAddress } from '@legacy-planner/shared-ui';
import {
  fakeNetwork,
  renderWithPlatform,
  type FakeRoutes,
} from '@legacy-planner/shared-ui/testing';
import AccessViewPage from '../AccessViewPage';

/** A plan that releases nothing, as a grant of `level` gets it (full: after passing). */
export const emptyViewerPlan = (level: ViewerPlan['level']): ViewerPlan => ({
  ownerName: 'Ada Lovelace',
  level,
  situation: level === 'full' ? 'after_passing' : 'emergency',
  expiresAt: '2027-11-20T10:00:00.000Z',
  documents: [],
  files: [],
  wishes: [],
  contacts: [],
  wizards: [],
  emergencySummary: null,
});

/** The viewer's page at `address` (its query string is what the page reads) on a fake API. */
export function renderViewerPage(routes: FakeRoutes, address = '/access/view') {
  const network = fakeNetwork(routes);
  const rendered = renderWithPlatform(<AccessViewPage />, {
    api: network.api,
    address: createPlatformAddress(new URL(address, 'http://localhost').search),
  });
  return { ...rendered, network };
}
