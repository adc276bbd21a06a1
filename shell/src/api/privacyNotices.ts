import { queryOptions } from '@tanstack/react-query';
import { listOwnerNotices } from '@legacy-planner/contracts/endpoints/notices';
import type { ApiClient } from '@legacy-planner/shared-ui';

export const privacyNoticesQueryKey = ['privacy', 'notices'] as const;

/** GET /api/privacy/notices: the owner's access notices, unread first, newest first. */
export const privacyNoticesQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: privacyNoticesQueryKey,
    queryFn: () => api.call(listOwnerNotices),
  });
