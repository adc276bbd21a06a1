import { useMutation } from '@tanstack/react-query';
import { helperRoleLabels, type HelperRole } from '@legacy-planner/contracts';
import { changeHelperRole } from '@legacy-planner/contracts/endpoints/helpers';
import { usePlatform } from '@legacy-planner/shared-ui';
import { useFailureToast } from '@legacy-planner/planner-client';
import { refetchAfterHelperChange } from './helpersChanged';

/** PUT /api/helpers/{id}: what a helper may do (edit or view), from their next request on. */
export function useChangeHelperRole() {
  const { api, queryClient, toast } = usePlatform();
  const failed = useFailureToast();
  return useMutation({
    mutationFn: ({ id, role }: { id: string; role: HelperRole }) =>
      api.call(changeHelperRole, { params: { id }, body: { role } }),
    onSuccess: (helper) => {
      toast({
        title: `${helper.name}: ${helperRoleLabels[helper.role]}`,
        description: 'Their role is changed.',
        variant: 'success',
      });
      return refetchAfterHelperChange(queryClient);
    },
    onError: failed('The role could not be changed. Please try again.'),
  });
}
