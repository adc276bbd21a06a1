import { useMutation } from '@tanstack/react-query';
import { revokeAccessGrant } from '@legacy-planner/contracts/endpoints/privacy';
import { usePlatform } from '@legacy-planner/shared-ui';
import { useFailureToast } from '@legacy-planner/planner-client';
import { privacyKeys } from './privacyKeys';

/** DELETE /api/privacy/grants/{id}: the holder loses access at once. */
export function useRevokeGrant() {
  const { api, queryClient, toast } = usePlatform();
  const failed = useFailureToast();
  return useMutation({
    mutationFn: (id: string) => api.call(revokeAccessGrant, { params: { id } }),
    onSuccess: () => {
      toast({ title: 'Access revoked', variant: 'success' });
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: privacyKeys.grants }),
        queryClient.invalidateQueries({ queryKey: privacyKeys.log }),
      ]);
    },
    onError: failed('The access could not be revoked. Please try again.'),
  });
}
