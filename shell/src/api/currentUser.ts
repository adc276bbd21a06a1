import { queryOptions } from '@tanstack/react-query';
import type { CurrentUser } from '@legacy-planner/contracts';
import { getCurrentUser as currentUser } from '@legacy-planner/contracts/endpoints/auth';
import type { ApiClient } from '@legacy-planner/shared-ui';

export const currentUserQueryKey = ['auth', 'user'] as const;

/**
 * The signed-in user, or null. Any failure, 401 (not signed in) and a network error included,
 * silently means "not signed in" (spec section 4).
 */
export async function getCurrentUser(api: ApiClient): Promise<CurrentUser | null> {
  try {
    return await api.call(currentUser);
  } catch {
    return null;
  }
}

/** The app's query of the signed-in user (the public pages ask once, without react-query). */
export const currentUserQuery = (api: ApiClient) =>
  queryOptions({ queryKey: currentUserQueryKey, queryFn: () => getCurrentUser(api) });
