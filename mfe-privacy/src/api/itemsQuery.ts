import { queryOptions } from '@tanstack/react-query';
import type { PrivacyItem } from '@legacy-planner/contracts';
import { listPrivacyItems } from '@legacy-planner/contracts/endpoints/privacy';
import { demoPrivacyItems } from '../demo/demoPrivacy';
import { modeOf, privacyKeys, type Reader } from './privacyKeys';

/** GET /api/privacy/items: every item of the plan with its release settings. */
export const itemsQuery = ({ api, isDemoMode }: Reader) =>
  queryOptions({
    queryKey: [...privacyKeys.items, modeOf(isDemoMode)],
    queryFn: (): Promise<PrivacyItem[]> =>
      isDemoMode ? Promise.resolve(demoPrivacyItems) : api.call(listPrivacyItems),
  });
