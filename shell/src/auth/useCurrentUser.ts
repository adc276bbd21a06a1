import { useQuery } from '@tanstack/react-query';
import type { CurrentUser } from '@legacy-planner/contracts';
import type { ApiClient } from '@legacy-planner/shared-ui';

export const currentUserQueryKey = ['auth', 'user'] as const;

/**
 * The signed-in user (spec section 4): asked once on load; any failure, including a network
 * error, silently means "not signed in". Demo mode asks nothing.
 */
export function useCurrentUser(api: ApiClient, isDemoMode: boolean) {
  const query = useQuery({
    queryKey: currentUserQueryKey,
    queryFn: async () => {
      try {
        return await api.getOrNullOn401<CurrentUser>('/api/auth/user');
      } catch {
        return null;
      }
    },
    enabled: !isDemoMode,
  });
  return { user: query.data ?? null, isLoading: !isDemoMode && query.isPending };
}
