import { queryOptions } from '@tanstack/react-query';
import type { PlanHelper } from '@legacy-planner/contracts';
import { listHelpers } from '@legacy-planner/contracts/endpoints/helpers';
import { demoHelpers } from '../demo/demoHelpers';
import { modeOf, privacyKeys, type Reader } from './privacyKeys';

/** GET /api/helpers: who helps with the plan, who is invited, and who asks to. */
export const helpersQuery = ({ api, isDemoMode }: Reader) =>
  queryOptions({
    queryKey: [...privacyKeys.helpers, modeOf(isDemoMode)],
    queryFn: (): Promise<PlanHelper[]> =>
      isDemoMode ? Promise.resolve(demoHelpers) : api.call(listHelpers),
  });
