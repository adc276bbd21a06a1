import { useMutation } from '@tanstack/react-query';
import type { GrantExpiryInput } from '@legacy-planner/contracts';
import { changeGrantExpiry } from '@legacy-planner/contracts/endpoints/privacy';
import { usePlatform } from '@legacy-planner/shared-ui';
import { useFailureToast } from '@legacy-planner/planner-client';
import { privacyKeys } from './privacyKeys';

/** PUT /api/privacy/grants/{id}: the owner chooses when a grant ends. */
export function useChangeGrantExpiry() {
  const { api, queryClient, toast } = usePlatform();
  const failed = useFailureToast();
  return useMutation({
    mutationFn: ({ id, ...body }: GrantExpiryInput & { id: string }) =>
      api.call(changeGrantExpiry, { params: { id }, body }),
    onSuccess: () => {
      toast({ title: 'Access end changed', variant: 'success' });
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: privacyKeys.grants }),
        queryClient.invalidateQueries({ queryKey: privacyKeys.log }),
      ]);
    },
    onError: failed('The end of this access could not be changed. Please try again.'),
  });
}
