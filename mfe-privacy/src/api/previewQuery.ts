import { queryOptions } from '@tanstack/react-query';
import type { PreviewQuery, ViewerPlan } from '@legacy-planner/contracts';
import { privacyPreview } from '@legacy-planner/contracts/endpoints/access';
import { demoPreview } from '../demo/demoPrivacy';
import { modeOf, privacyKeys, type Reader } from './privacyKeys';

/**
 * What a viewer of that level gets, in the situation their grant stands for, computed by the
 * server code that serves a viewer's plan.
 */
export const previewQuery = ({ api, isDemoMode }: Reader, { level }: PreviewQuery) =>
  queryOptions({
    queryKey: [...privacyKeys.preview, modeOf(isDemoMode), level],
    queryFn: (): Promise<ViewerPlan> =>
      isDemoMode
        ? Promise.resolve(demoPreview(level))
        : api.call(privacyPreview, { query: { level } }),
  });
