import { infiniteQueryOptions } from '@tanstack/react-query';
import {
  ITEM_ROWS,
  foundItemsOf,
  type FoundItemsQuery,
  type FoundPrivacyItems,
} from '@legacy-planner/contracts';
import { findPrivacyItems } from '@legacy-planner/contracts/endpoints/privacy';
import { demoPrivacyItems } from '../demo/demoPrivacy';
import { modeOf, privacyKeys, type Reader } from './privacyKeys';

export type ItemFilter = Omit<FoundItemsQuery, 'offset' | 'limit'>;

/**
 * GET /api/privacy/items/found, page after page of ITEM_ROWS.step from the `from`-th item the
 * filter picks: the rows a kind shows past its first ones, as the owner asks for more.
 */
export const foundItemsQuery = ({ api, isDemoMode }: Reader, filter: ItemFilter, from: number) =>
  infiniteQueryOptions({
    queryKey: [...privacyKeys.found, modeOf(isDemoMode), filter, from],
    initialPageParam: from,
    queryFn: ({ pageParam }): Promise<FoundPrivacyItems> => {
      const query = { ...filter, offset: String(pageParam), limit: String(ITEM_ROWS.step) };
      return isDemoMode
        ? Promise.resolve(foundItemsOf(demoPrivacyItems, query))
        : api.call(findPrivacyItems, { query });
    },
    getNextPageParam: (last, _pages, lastOffset) => {
      const next = lastOffset + last.items.length;
      return last.items.length > 0 && next < last.total ? next : undefined;
    },
  });
