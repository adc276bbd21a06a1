import { useMutation } from '@tanstack/react-query';
import type { PrivacySettings, PrivacySettingsInput } from '@legacy-planner/contracts';
import { savePrivacySettings } from '@legacy-planner/contracts/endpoints/privacy';
import { usePlatform } from '@legacy-planner/shared-ui';
import { useFailureToast } from '@legacy-planner/planner-client';
import { privacyKeys } from './privacyKeys';

/** PUT /api/privacy/settings: the waiting period of full requests, in days. */
export function useUpdateSettings() {
  const { api, queryClient, toast } = usePlatform();
  const failed = useFailureToast();
  return useMutation({
    mutationFn: (settings: PrivacySettingsInput) =>
      api.call(savePrivacySettings, { body: settings }),
    onSuccess: (saved) => {
      toast({ title: 'Waiting period saved', variant: 'success' });
      queryClient.setQueriesData<PrivacySettings>({ queryKey: privacyKeys.settings }, () => saved);
    },
    onError: failed('The waiting period could not be saved. Please try again.'),
  });
}
