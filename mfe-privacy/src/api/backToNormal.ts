import { useMutation } from '@tanstack/react-query';
import { backToNormal } from '@legacy-planner/contracts/endpoints/checkIns';
import { usePlatform } from '@legacy-planner/shared-ui';
import { useFailureToast } from '@legacy-planner/planner-client';
import { privacyKeys } from './privacyKeys';

/** POST /api/check-ins/back-to-normal: ends the access the check-ins opened. */
export function useBackToNormal() {
  const { api, queryClient, toast } = usePlatform();
  const failed = useFailureToast();
  return useMutation({
    mutationFn: () => api.call(backToNormal),
    onSuccess: ({ grantsEnded }) => {
      toast({
        title:
          grantsEnded === 0
            ? 'Back to normal: no access from check-ins was open'
            : `Back to normal: ${grantsEnded} access${grantsEnded === 1 ? '' : 'es'} ended, and those contacts are told`,
        variant: 'success',
      });
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: privacyKeys.grants }),
        queryClient.invalidateQueries({ queryKey: privacyKeys.log }),
      ]);
    },
    onError: failed('That could not be done. Please try again.'),
  });
}
