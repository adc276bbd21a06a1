import type { AuthProviders } from '@legacy-planner/contracts';
import type { ApiClient } from '@legacy-planner/shared-ui';

/** GET /api/auth/providers: which of Google and Facebook this site offers. */
export const getAuthProviders = (api: ApiClient) =>
  api.request<AuthProviders>('GET', '/api/auth/providers');
