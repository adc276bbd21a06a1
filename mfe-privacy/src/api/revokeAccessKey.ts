import { useMutation } from '@tanstack/react-query';
import { revokeAccessKey } from '@legacy-planner/contracts/endpoints/privacy';
import { usePlatform } from '@legacy-planner/shared-ui';
import { useFailureToast } from '@legacy-planner/planner-client';
import { privacyKeys } from './privacyKeys';

/** DELETE /api/privacy/access-key: the key stops working at once. */
export function useRevokeAccessKey() {
  const { api, queryClient, toast } = usePlatform();
  const failed = useFailureToast();
  return useMutation({
    mutationFn: () => api.call(revokeAccessKey),
    onSuccess: () => {
      toast({ title: 'Access key revoked', variant: 'success' });
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: privacyKeys.accessKey }),
        queryClient.invalidateQueries({ queryKey: privacyKeys.log }),
      ]);
    },
    onError: failed('The access key could not be revoked. Please try again.'),
  });
}
