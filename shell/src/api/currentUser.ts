import { queryOptions } from '@tanstack/react-query';
import type { CurrentUser } from '@legacy-planner/contracts';
import type { ApiClient } from '@legacy-planner/shared-ui';

export const currentUserQueryKey = ['auth', 'user'] as const;

/**
 * GET /api/auth/user: the signed-in user, or null. Any failure, a network error included,
 * silently means "not signed in" (spec section 4).
 */
export async function getCurrentUser(api: ApiClient): Promise<CurrentUser | null> {
  try {
    return await api.getOrNullOn401<CurrentUser>('/api/auth/user');
  } catch {
    return null;
  }
}

/** The app's query of the signed-in user (the public pages ask once, without react-query). */
export const currentUserQuery = (api: ApiClient) =>
  queryOptions({ queryKey: currentUserQueryKey, queryFn: () => getCurrentUser(api) });
