import { useMutation } from '@tanstack/react-query';
import { sendTestCheckIn } from '@legacy-planner/contracts/endpoints/checkIns';
import { usePlatform } from '@legacy-planner/shared-ui';
import { useFailureToast } from '@legacy-planner/planner-client';
import { privacyKeys } from './privacyKeys';

/** POST /api/check-ins/test: mails the owner a check-in link, as a prompt would. */
export function useSendTestCheckIn() {
  const { api, queryClient, toast } = usePlatform();
  const failed = useFailureToast();
  return useMutation({
    mutationFn: () => api.call(sendTestCheckIn),
    onSuccess: () => {
      toast({ title: 'Test check-in sent: see your email', variant: 'success' });
      return queryClient.invalidateQueries({ queryKey: privacyKeys.log });
    },
    onError: failed('The test check-in could not be sent. Please try again.'),
  });
}
