import { useMutation } from '@tanstack/react-query';
import { usePlatform } from '@legacy-planner/shared-ui';
import { testAirtable } from '@legacy-planner/contracts/endpoints/admin';
import { adminKeys } from './adminKeys';
import { useFailureToast } from '@legacy-planner/planner-client';

/** POST /api/admin/test-airtable: reads every table once; the answer goes to the results box. */
export function useTestAirtable() {
  const { api, queryClient } = usePlatform();
  const failed = useFailureToast();
  return useMutation({
    mutationFn: () => api.call(testAirtable),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.status }),
    onError: failed('The connection could not be tested. Please try again.'),
  });
}
