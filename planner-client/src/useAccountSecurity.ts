import { useQuery } from '@tanstack/react-query';
import { usePlatform } from '@legacy-planner/shared-ui';
import { accountSecurityQueryKey, fetchAccountSecurity } from './accountSecurity';

/**
 * The account's email verification and two-factor state, shared by the page's sections and the
 * reminder on the signed-in pages (which asks only for an account that has one).
 */
export function useAccountSecurity({ enabled = true }: { enabled?: boolean } = {}) {
  const { api, queryClient } = usePlatform();
  const query = useQuery({
    queryKey: accountSecurityQueryKey,
    queryFn: () => fetchAccountSecurity(api),
    enabled,
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: accountSecurityQueryKey });
  return { security: query.data, failed: query.isError, refresh };
}
