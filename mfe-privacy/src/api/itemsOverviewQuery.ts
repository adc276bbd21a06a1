import { queryOptions } from '@tanstack/react-query';
import {
  itemsOverviewOf,
  type ItemsOverviewQuery,
  type PrivacyItemsOverview,
} from '@legacy-planner/contracts';
import { privacyItemsOverview } from '@legacy-planner/contracts/endpoints/privacy';
import { demoPrivacyItems } from '../demo/demoPrivacy';
import { modeOf, privacyKeys, type Reader } from './privacyKeys';

/**
 * GET /api/privacy/items/overview: what is released when, and each kind's count and first rows
 * of the items a search picks. Demo mode picks from the sample plan as the server would.
 */
export const itemsOverviewQuery = ({ api, isDemoMode }: Reader, query: ItemsOverviewQuery = {}) =>
  queryOptions({
    queryKey: [...privacyKeys.overview, modeOf(isDemoMode), query],
    queryFn: (): Promise<PrivacyItemsOverview> =>
      isDemoMode
        ? Promise.resolve(itemsOverviewOf(demoPrivacyItems, query))
        : api.call(privacyItemsOverview, { query }),
  });
