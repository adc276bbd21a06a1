import { useMutation } from '@tanstack/react-query';
import type { PlanHelper } from '@legacy-planner/contracts';
import { removeHelper } from '@legacy-planner/contracts/endpoints/helpers';
import { usePlatform } from '@legacy-planner/shared-ui';
import { useFailureToast } from '@legacy-planner/planner-client';
import { refetchAfterHelperChange } from './helpersChanged';

/** What ending each state is called, for its toast. */
const doneTitle = (helper: PlanHelper) =>
  ({
    requested: `${helper.name}'s request declined`,
    invited: `Invitation to ${helper.name} withdrawn`,
    active: `${helper.name} no longer helps with your plan`,
  })[helper.state];

/**
 * DELETE /api/helpers/{id}: declines a request, withdraws an invitation, or removes a helper,
 * whose access ends at once.
 */
export function useRemoveHelper() {
  const { api, queryClient, toast } = usePlatform();
  const failed = useFailureToast();
  return useMutation({
    mutationFn: (helper: PlanHelper) => api.call(removeHelper, { params: { id: helper.id } }),
    onSuccess: (_, helper) => {
      toast({ title: doneTitle(helper), variant: 'success' });
      return refetchAfterHelperChange(queryClient);
    },
    onError: failed('That could not be done. Please try again.'),
  });
}
