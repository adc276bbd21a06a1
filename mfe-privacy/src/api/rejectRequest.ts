import { useMutation } from '@tanstack/react-query';
import { rejectAccessRequest } from '@legacy-planner/contracts/endpoints/privacy';
import { usePlatform } from '@legacy-planner/shared-ui';
import { refetchAfterDecision } from './decideRequest';
import { useFailureToast } from '@legacy-planner/planner-client';

/** POST /api/privacy/requests/{id}/reject: the request is refused and never becomes a grant. */
export function useRejectRequest() {
  const { api, queryClient, toast } = usePlatform();
  const failed = useFailureToast();
  return useMutation({
    mutationFn: (id: string) => api.call(rejectAccessRequest, { params: { id } }),
    onSuccess: () => {
      toast({ title: 'Request rejected', variant: 'success' });
      return refetchAfterDecision(queryClient);
    },
    onError: failed('The request could not be rejected. Please try again.'),
  });
}
