import { queryOptions } from '@tanstack/react-query';
import type { AccountPreferences } from '@legacy-planner/contracts';
import { getAccountPreferences } from '@legacy-planner/contracts/endpoints/privacy';
import { modeOf, privacyKeys, type Reader } from './privacyKeys';

/** GET /api/account/preferences: whether the plan is shared with the administrators' sync. */
export const preferencesQuery = ({ api, isDemoMode }: Reader) =>
  queryOptions({
    queryKey: [...privacyKeys.preferences, modeOf(isDemoMode)],
    queryFn: (): Promise<AccountPreferences> =>
      isDemoMode ? Promise.resolve({ shareWithAdmins: false }) : api.call(getAccountPreferences),
  });
