import { queryOptions } from '@tanstack/react-query';
import type { ViewerPlan } from '@legacy-planner/contracts';
import type { ApiClient } from '@legacy-planner/shared-ui';

export const accessViewQueryKey = ['access', 'view'] as const;

/** GET /api/access/view: what the viewer cookie's grant releases; 401 no_access without one. */
export const accessViewQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: accessViewQueryKey,
    queryFn: () => api.request<ViewerPlan>('GET', '/api/access/view'),
  });

/** GET /api/access/view/files/{id}: a released file, as an attachment (a link, not a call). */
export const accessFileAddress = (fileId: string) =>
  `/api/access/view/files/${encodeURIComponent(fileId)}`;
