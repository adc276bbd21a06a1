import { useMutation } from '@tanstack/react-query';
import { approveAccessRequest } from '@legacy-planner/contracts/endpoints/privacy';
import { usePlatform } from '@legacy-planner/shared-ui';
import { refetchAfterDecision } from './decideRequest';
import { useFailureToast } from '@legacy-planner/planner-client';

/** POST /api/privacy/requests/{id}/approve: the request becomes a grant now. */
export function useApproveRequest() {
  const { api, queryClient, toast } = usePlatform();
  const failed = useFailureToast();
  return useMutation({
    mutationFn: (id: string) => api.call(approveAccessRequest, { params: { id } }),
    onSuccess: () => {
      toast({ title: 'Access granted', variant: 'success' });
      return refetchAfterDecision(queryClient);
    },
    onError: failed('The request could not be approved. Please try again.'),
  });
}
