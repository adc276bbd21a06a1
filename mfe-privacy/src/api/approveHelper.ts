import { useMutation } from '@tanstack/react-query';
import { helperRoleLabels, type HelperRole } from '@legacy-planner/contracts';
import { approveHelper } from '@legacy-planner/contracts/endpoints/helpers';
import { usePlatform } from '@legacy-planner/shared-ui';
import { useFailureToast } from '@legacy-planner/planner-client';
import { refetchAfterHelperChange } from './helpersChanged';

/** POST /api/helpers/{id}/approve: someone who asked to help now helps, with the chosen role. */
export function useApproveHelper() {
  const { api, queryClient, toast } = usePlatform();
  const failed = useFailureToast();
  return useMutation({
    mutationFn: ({ id, role }: { id: string; role: HelperRole }) =>
      api.call(approveHelper, { params: { id }, body: { role } }),
    onSuccess: (helper) => {
      toast({
        title: `${helper.name} helps with your plan now`,
        description: helperRoleLabels[helper.role],
        variant: 'success',
      });
      return refetchAfterHelperChange(queryClient);
    },
    onError: failed('The request could not be approved. Please try again.'),
  });
}
