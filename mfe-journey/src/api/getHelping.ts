import { queryOptions } from '@tanstack/react-query';
import { getHelping } from '@legacy-planner/contracts/endpoints/helpers';
import type { ApiClient } from '@legacy-planner/shared-ui';
import { helpingQueryKey } from '@legacy-planner/planner-client';

/**
 * GET /api/helping: the plans the user helps with or asked to, as the server keeps them, so a
 * request made in the journey is found again after a reload or another sign-in. Asked again each
 * time the journey opens: the loved one may have approved meanwhile.
 */
export const helpingQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: helpingQueryKey,
    queryFn: () => api.call(getHelping),
    refetchOnMount: 'always',
  });
