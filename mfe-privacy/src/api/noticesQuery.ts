import { queryOptions } from '@tanstack/react-query';
import type { OwnerNotice } from '@legacy-planner/contracts';
import { listOwnerNotices } from '@legacy-planner/contracts/endpoints/privacy';
import { modeOf, privacyKeys, type Reader } from './privacyKeys';

/** GET /api/privacy/notices: what happened to the plan's access since the owner last looked. */
export const noticesQuery = ({ api, isDemoMode }: Reader) =>
  queryOptions({
    queryKey: [...privacyKeys.notices, modeOf(isDemoMode)],
    queryFn: (): Promise<OwnerNotice[]> =>
      isDemoMode ? Promise.resolve([]) : api.call(listOwnerNotices),
  });
