import { queryOptions } from '@tanstack/react-query';
import { executorPacket } from '@legacy-planner/contracts/endpoints/packet';
import type { ApiClient } from '@legacy-planner/shared-ui';

export const executorPacketQueryKey = ['access', 'view', 'packet'] as const;

/** GET /api/access/view/packet: the executor's packet's tasks and holders (a full grant only). */
export const executorPacketQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: executorPacketQueryKey,
    queryFn: () => api.call(executorPacket),
  });
