import { useMutation } from '@tanstack/react-query';
import type { AccessRequestSummary } from '@legacy-planner/contracts';
import { usePlatform } from '@legacy-planner/shared-ui';
import { refetchAfterDecision } from './decideRequest';
import { useFailureToast } from '@legacy-planner/planner-client';

/** POST /api/privacy/requests/{id}/approve: the request becomes a grant now. */
export function useApproveRequest() {
  const { api, queryClient, toast } = usePlatform();
  const failed = useFailureToast();
  return useMutation({
    mutationFn: (id: string) =>
      api.request<AccessRequestSummary>(
        'POST',
        `/api/privacy/requests/${encodeURIComponent(id)}/approve`,
      ),
    onSuccess: () => {
      toast({ title: 'Access granted', variant: 'success' });
      return refetchAfterDecision(queryClient);
    },
    onError: failed('The request could not be approved. Please try again.'),
  });
}
