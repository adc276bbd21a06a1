import { useMutation } from '@tanstack/react-query';
import type { BulkReleaseChange } from '@legacy-planner/contracts';
import { updateEveryPrivacyItem } from '@legacy-planner/contracts/endpoints/privacy';
import { usePlatform } from '@legacy-planner/shared-ui';
import { useFailureToast } from '@legacy-planner/planner-client';
import { privacyKeys } from './privacyKeys';

/** PUT /api/privacy/items: the same settings for every item of a type (and category). */
export function useBulkUpdateItems() {
  const { api, queryClient, toast } = usePlatform();
  const failed = useFailureToast();
  return useMutation({
    mutationFn: (change: BulkReleaseChange) => api.call(updateEveryPrivacyItem, { body: change }),
    onSuccess: ({ changed }) => {
      toast({
        title: 'Access settings updated',
        description: changed === 1 ? '1 item changed' : `${changed} items changed`,
        variant: 'success',
      });
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: privacyKeys.items }),
        queryClient.invalidateQueries({ queryKey: privacyKeys.preview }),
      ]);
    },
    onError: failed('The access settings could not be saved. Please try again.'),
  });
}
