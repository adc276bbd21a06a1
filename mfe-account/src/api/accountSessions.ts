import { listSessions } from '@legacy-planner/contracts/endpoints/account';
import type { ApiClient } from '@legacy-planner/shared-ui';

export const accountSessionsQueryKey = ['account', 'sessions'] as const;

/** The account's signed-in sessions, the current one marked. */
export const fetchAccountSessions = (api: ApiClient) => api.call(listSessions);
