import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '@legacy-planner/shared-ui';
import { getCurrentUser } from '@legacy-planner/shared-ui/session';

export const currentUserQueryKey = ['auth', 'user'] as const;

/** The app's query of the signed-in user (the public pages ask once, without react-query). */
export const currentUserQuery = (api: ApiClient) =>
  queryOptions({ queryKey: currentUserQueryKey, queryFn: () => getCurrentUser(api) });
