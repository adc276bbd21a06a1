import { useMutation } from '@tanstack/react-query';
import { markNoticesRead } from '@legacy-planner/contracts/endpoints/privacy';
import { usePlatform } from '@legacy-planner/shared-ui';
import { useFailureToast } from '@legacy-planner/planner-client';
import { privacyKeys } from './privacyKeys';

/** POST /api/privacy/notices/read: every notice is marked read. */
export function useMarkNoticesRead() {
  const { api, queryClient } = usePlatform();
  const failed = useFailureToast();
  return useMutation({
    mutationFn: () => api.call(markNoticesRead),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: privacyKeys.notices }),
    onError: failed('The notices could not be marked as read. Please try again.'),
  });
}
