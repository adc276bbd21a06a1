import { queryOptions } from '@tanstack/react-query';
import { ownerMessages } from '@legacy-planner/contracts/endpoints/messages';
import type { ApiClient } from '@legacy-planner/shared-ui';

export const ownerMessagesQueryKey = ['messages', 'owner'] as const;

/** GET /api/messages: each saved legacy message with its delivery (waiting, delivered, opened). */
export const ownerMessagesQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: ownerMessagesQueryKey,
    queryFn: async () => (await api.call(ownerMessages)).messages,
  });
