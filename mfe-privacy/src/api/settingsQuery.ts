import { queryOptions } from '@tanstack/react-query';
import { WAITING_PERIOD_DAYS, type PrivacySettings } from '@legacy-planner/contracts';
import { getPrivacySettings } from '@legacy-planner/contracts/endpoints/privacy';
import { modeOf, privacyKeys, type Reader } from './privacyKeys';

/** GET /api/privacy/settings: the waiting period, and whether email is sent at all. */
export const settingsQuery = ({ api, isDemoMode }: Reader) =>
  queryOptions({
    queryKey: [...privacyKeys.settings, modeOf(isDemoMode)],
    queryFn: (): Promise<PrivacySettings> =>
      isDemoMode
        ? Promise.resolve({ waitingPeriodDays: WAITING_PERIOD_DAYS.default, emailEnabled: false })
        : api.call(getPrivacySettings),
  });
