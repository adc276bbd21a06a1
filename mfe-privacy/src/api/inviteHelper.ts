import { useMutation } from '@tanstack/react-query';
import type { InviteHelperInput } from '@legacy-planner/contracts';
import { inviteHelper } from '@legacy-planner/contracts/endpoints/helpers';
import { usePlatform } from '@legacy-planner/shared-ui';
import { refetchAfterHelperChange } from './helpersChanged';

/**
 * POST /api/helpers: invites someone by email to help. The form says what happens next, and
 * shows the API's refusal (an unverified email, someone already helping) itself.
 */
export function useInviteHelper() {
  const { api, queryClient } = usePlatform();
  return useMutation({
    mutationFn: (invitation: InviteHelperInput) => api.call(inviteHelper, { body: invitation }),
    onSuccess: () => refetchAfterHelperChange(queryClient),
  });
}
