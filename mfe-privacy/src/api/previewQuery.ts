import { queryOptions } from '@tanstack/react-query';
import type { PreviewQuery, ViewerPlan } from '@legacy-planner/contracts';
import { demoPreview } from '../demo/demoPrivacy';
import { modeOf, privacyKeys, type Reader } from './privacyKeys';

/**
 * GET /api/privacy/preview?level=…: what a viewer of that level gets, in the situation their
 * grant stands for, computed by the server code that serves /api/access/view.
 */
export const previewQuery = ({ api, isDemoMode }: Reader, { level }: PreviewQuery) =>
  queryOptions({
    queryKey: [...privacyKeys.preview, modeOf(isDemoMode), level],
    queryFn: (): Promise<ViewerPlan> =>
      isDemoMode
        ? Promise.resolve(demoPreview(level))
        : api.request<ViewerPlan>('GET', `/api/privacy/preview?${new URLSearchParams({ level })}`),
  });
