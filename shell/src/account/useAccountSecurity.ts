import { useQuery } from '@tanstack/react-query';
import { usePlatform } from '@legacy-planner/shared-ui';
import { accountSecurityQueryKey, fetchAccountSecurity } from '../api/accountSecurity';

/** The account's email verification and two-factor state, shared by the page's sections. */
export function useAccountSecurity() {
  const { api, queryClient } = usePlatform();
  const query = useQuery({
    queryKey: accountSecurityQueryKey,
    queryFn: () => fetchAccountSecurity(api),
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: accountSecurityQueryKey });
  return { security: query.data, failed: query.isError, refresh };
}
