import type { AccountSession } from '@legacy-planner/contracts';
import type { ApiClient } from '@legacy-planner/shared-ui';

export const accountSessionsQueryKey = ['account', 'sessions'] as const;

/** GET /api/account/sessions: the account's signed-in sessions, the current one marked. */
export const fetchAccountSessions = (api: ApiClient) =>
  api.request<AccountSession[]>('GET', '/api/account/sessions');
