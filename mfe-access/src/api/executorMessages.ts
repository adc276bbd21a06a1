import { queryOptions } from '@tanstack/react-query';
import { executorMessages } from '@legacy-planner/contracts/endpoints/messages';
import type { ApiClient } from '@legacy-planner/shared-ui';

export const executorMessagesQueryKey = ['access', 'view', 'messages'] as const;

/**
 * GET /api/access/view/messages: whom each legacy message is for and how it stands, and
 * whether the after-passing release has happened (full only).
 */
export const executorMessagesQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: executorMessagesQueryKey,
    queryFn: () => api.call(executorMessages),
  });
