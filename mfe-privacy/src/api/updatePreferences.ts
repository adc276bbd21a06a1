import { useMutation } from '@tanstack/react-query';
import type { AccountPreferences } from '@legacy-planner/contracts';
import { saveAccountPreferences } from '@legacy-planner/contracts/endpoints/privacy';
import { usePlatform } from '@legacy-planner/shared-ui';
import { useFailureToast } from '@legacy-planner/planner-client';
import { privacyKeys } from './privacyKeys';

/** PUT /api/account/preferences: share the plan with the administrators' sync, or stop. */
export function useUpdatePreferences() {
  const { api, queryClient, toast } = usePlatform();
  const failed = useFailureToast();
  return useMutation({
    mutationFn: (preferences: AccountPreferences) =>
      api.call(saveAccountPreferences, { body: preferences }),
    onSuccess: (saved) => {
      toast({
        title: saved.shareWithAdmins ? 'Your plan is shared' : 'Sharing turned off',
        variant: 'success',
      });
      queryClient.setQueriesData<AccountPreferences>(
        { queryKey: privacyKeys.preferences },
        () => saved,
      );
    },
    onError: failed('Your choice could not be saved. Please try again.'),
  });
}
