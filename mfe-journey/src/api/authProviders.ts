import { queryOptions } from '@tanstack/react-query';
import { getAuthProviders } from '@legacy-planner/contracts/endpoints/auth';
import type { ApiClient } from '@legacy-planner/shared-ui';

/** GET /api/auth/providers: among others, whether this server sends email at all. */
export const authProvidersQuery = (api: ApiClient) =>
  queryOptions({ queryKey: ['auth', 'providers'], queryFn: () => api.call(getAuthProviders) });
