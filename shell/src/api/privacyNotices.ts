import { queryOptions } from '@tanstack/react-query';
import type { OwnerNotice } from '@legacy-planner/contracts';
import type { ApiClient } from '@legacy-planner/shared-ui';

export const privacyNoticesQueryKey = ['privacy', 'notices'] as const;

/** GET /api/privacy/notices: the owner's access notices, unread first, newest first. */
export const privacyNoticesQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: privacyNoticesQueryKey,
    queryFn: () => api.request<OwnerNotice[]>('GET', '/api/privacy/notices'),
  });
