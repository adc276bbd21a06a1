import { useMutation } from '@tanstack/react-query';
import { usePlatform } from '@legacy-planner/shared-ui';
import { useFailureToast } from '@legacy-planner/planner-client';
import { resendVerification } from '@legacy-planner/contracts/endpoints/account';

/** POST /api/account/email/verification: sends the verification link again (rate limited). */
export function useResendVerification(email: string) {
  const { api, toast } = usePlatform();
  const failed = useFailureToast();
  return useMutation({
    mutationFn: () => api.call(resendVerification),
    // The shell's "Send again" says the same.
    onSuccess: () =>
      toast({
        title: 'Link sent',
        description: `Open the link we sent to ${email}.`,
        variant: 'success',
      }),
    onError: failed('The link could not be sent. Please try again.'),
  });
}
