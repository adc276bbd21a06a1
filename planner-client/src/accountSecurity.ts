import type { AccountSecurity } from '@legacy-planner/contracts';
import type { ApiClient } from '@legacy-planner/shared-ui';

export const accountSecurityQueryKey = ['account', 'security'] as const;

/** GET /api/account/security: the email's verification and two-factor sign-in. */
export const fetchAccountSecurity = (api: ApiClient) =>
  api.request<AccountSecurity>('GET', '/api/account/security');
