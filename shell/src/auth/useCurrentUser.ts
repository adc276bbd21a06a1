import { useQuery } from '@tanstack/react-query';
import type { ApiClient } from '@legacy-planner/shared-ui';
import { currentUserQuery } from '../api/currentUser';

/** The signed-in user (spec section 4), asked once on load. Demo mode asks nothing. */
export function useCurrentUser(api: ApiClient, isDemoMode: boolean) {
  const query = useQuery({ ...currentUserQuery(api), enabled: !isDemoMode });
  return { user: query.data ?? null, isLoading: !isDemoMode && query.isPending };
}
