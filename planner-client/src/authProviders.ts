import { getAuthProviders as authProviders } from '@legacy-planner/contracts/endpoints/auth';
import type { ApiClient } from '@legacy-planner/shared-ui';

/** Which of Google and Facebook this site offers. */
export const getAuthProviders = (api: ApiClient) => api.call(authProviders);
