import { queryOptions } from '@tanstack/react-query';
import { packetPreview } from '@legacy-planner/contracts/endpoints/packet';
import type { ApiClient } from '@legacy-planner/shared-ui';

export const PACKET_PREVIEW_KEY = ['plan-packet'];

/**
 * GET /api/plan/packet: the executor's packet of the plan in use as a full grant after passing
 * would get it, and what it is missing.
 */
export const packetPreviewQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: PACKET_PREVIEW_KEY,
    queryFn: () => api.call(packetPreview),
    // Built from every part of the plan, which the other tabs change without knowing this key:
    // read again each time the dashboard shows it rather than kept until a change refetches it.
    refetchOnMount: 'always',
  });
