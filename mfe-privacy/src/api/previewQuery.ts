import { queryOptions } from '@tanstack/react-query';
import type { PreviewQuery, ViewerPlan } from '@legacy-planner/contracts';
import { demoPreview } from '../demo/demoPrivacy';
import { modeOf, privacyKeys, type Reader } from './privacyKeys';

/**
 * GET /api/privacy/preview?level=…&timing=…: what a viewer of that level would get in that
 * situation, computed by the server code that serves /api/access/view.
 */
export const previewQuery = ({ api, isDemoMode }: Reader, { level, timing }: PreviewQuery) =>
  queryOptions({
    queryKey: [...privacyKeys.preview, modeOf(isDemoMode), level, timing],
    queryFn: (): Promise<ViewerPlan> =>
      isDemoMode
        ? Promise.resolve(demoPreview(level, timing))
        : api.request<ViewerPlan>(
            'GET',
            `/api/privacy/preview?${new URLSearchParams({ level, timing })}`,
          ),
  });
