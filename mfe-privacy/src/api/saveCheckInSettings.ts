import { useMutation } from '@tanstack/react-query';
import type { CheckInSettings, CheckInStatus } from '@legacy-planner/contracts';
import { saveCheckInSettings } from '@legacy-planner/contracts/endpoints/checkIns';
import { usePlatform } from '@legacy-planner/shared-ui';
import { useFailureToast } from '@legacy-planner/planner-client';
import { privacyKeys } from './privacyKeys';

/** PUT /api/check-ins/settings: the rhythm, the pause and the ordered trusted contacts. */
export function useSaveCheckInSettings() {
  const { api, queryClient, toast } = usePlatform();
  const failed = useFailureToast();
  return useMutation({
    mutationFn: (settings: CheckInSettings) => api.call(saveCheckInSettings, { body: settings }),
    onSuccess: (saved) => {
      toast({ title: 'Check-in settings saved', variant: 'success' });
      queryClient.setQueriesData<CheckInStatus>({ queryKey: privacyKeys.checkIns }, () => saved);
      return queryClient.invalidateQueries({ queryKey: privacyKeys.log });
    },
    onError: failed('The check-in settings could not be saved. Please try again.'),
  });
}
