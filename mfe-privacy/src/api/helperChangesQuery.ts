import { queryOptions } from '@tanstack/react-query';
import type { HelperChange } from '@legacy-planner/contracts';
import { listHelperChanges } from '@legacy-planner/contracts/endpoints/helpers';
import { demoHelperChanges } from '../demo/demoHelpers';
import { modeOf, privacyKeys, type Reader } from './privacyKeys';

/** GET /api/helpers/{id}/changes?since=YYYY-MM-DD: what one helper changed in the plan. */
export const helperChangesQuery = (
  { api, isDemoMode }: Reader,
  { helperId, since }: { helperId: string; since: string },
) =>
  queryOptions({
    queryKey: [...privacyKeys.helperChanges, modeOf(isDemoMode), helperId, since],
    queryFn: (): Promise<HelperChange[]> =>
      isDemoMode
        ? Promise.resolve(demoHelperChanges(helperId, since))
        : api.call(listHelperChanges, { params: { id: helperId }, query: { since } }),
  });
