import { useMutation } from '@tanstack/react-query';
import { generateAccessKey } from '@legacy-planner/contracts/endpoints/privacy';
import { usePlatform } from '@legacy-planner/shared-ui';
import { useFailureToast } from '@legacy-planner/planner-client';
import { privacyKeys } from './privacyKeys';

/**
 * POST /api/privacy/access-key: a new master key (the old one stops working). The answer is
 * the only time the key is shown; it is handed to the caller and kept in no query cache.
 */
export function useGenerateAccessKey() {
  const { api, queryClient, toast } = usePlatform();
  const failed = useFailureToast();
  return useMutation({
    mutationFn: () => api.call(generateAccessKey),
    onSuccess: () => {
      toast({ title: 'Access key generated', variant: 'success' });
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: privacyKeys.accessKey }),
        queryClient.invalidateQueries({ queryKey: privacyKeys.log }),
      ]);
    },
    onError: failed('The access key could not be generated. Please try again.'),
    // Forget the answer as soon as nothing shows it.
    gcTime: 0,
  });
}
