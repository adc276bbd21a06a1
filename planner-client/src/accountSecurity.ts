import { getAccountSecurity } from '@legacy-planner/contracts/endpoints/account';
import type { ApiClient } from '@legacy-planner/shared-ui';

export const accountSecurityQueryKey = ['account', 'security'] as const;

/** The email's verification and two-factor sign-in. */
export const fetchAccountSecurity = (api: ApiClient) => api.call(getAccountSecurity);
