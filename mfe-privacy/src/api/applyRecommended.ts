import { useMutation } from '@tanstack/react-query';
import { applyRecommendedSettings } from '@legacy-planner/contracts/endpoints/privacy';
import { usePlatform } from '@legacy-planner/shared-ui';
import { useFailureToast } from '@legacy-planner/planner-client';
import { privacyKeys } from './privacyKeys';

/** POST /api/privacy/items/recommended: every item takes the settings recommended for its kind. */
export function useApplyRecommended() {
  const { api, queryClient, toast } = usePlatform();
  const failed = useFailureToast();
  return useMutation({
    mutationFn: () => api.call(applyRecommendedSettings),
    onSuccess: ({ changed }) => {
      toast({
        title: 'Recommended settings applied',
        description: changed === 1 ? '1 item changed' : `${changed} items changed`,
        variant: 'success',
      });
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: privacyKeys.items }),
        queryClient.invalidateQueries({ queryKey: privacyKeys.preview }),
      ]);
    },
    onError: failed('The recommended settings could not be applied. Please try again.'),
  });
}
