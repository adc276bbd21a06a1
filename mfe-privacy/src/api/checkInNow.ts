import { useMutation } from '@tanstack/react-query';
import type { CheckInStatus } from '@legacy-planner/contracts';
import { checkInNow } from '@legacy-planner/contracts/endpoints/checkIns';
import { usePlatform } from '@legacy-planner/shared-ui';
import { useFailureToast } from '@legacy-planner/planner-client';
import { privacyKeys } from './privacyKeys';

/** POST /api/check-ins: "I'm OK" from the app. */
export function useCheckInNow() {
  const { api, queryClient, toast } = usePlatform();
  const failed = useFailureToast();
  return useMutation({
    mutationFn: () => api.call(checkInNow),
    onSuccess: (status) => {
      toast({ title: 'Checked in. Thank you.', variant: 'success' });
      queryClient.setQueriesData<CheckInStatus>({ queryKey: privacyKeys.checkIns }, () => status);
      return queryClient.invalidateQueries({ queryKey: privacyKeys.log });
    },
    onError: failed('The check-in could not be recorded. Please try again.'),
  });
}
