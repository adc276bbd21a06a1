import { useMutation } from '@tanstack/react-query';
import { usePlatform } from '@legacy-planner/shared-ui';
import { createTestData } from '@legacy-planner/contracts/endpoints/admin';
import { useFailureToast } from '@legacy-planner/planner-client';

/** POST /api/admin/create-test-data: one sample row in each table; the answer goes to the box. */
export function useCreateTestData() {
  const { api } = usePlatform();
  const failed = useFailureToast();
  return useMutation({
    mutationFn: () => api.call(createTestData),
    onError: failed('The test data could not be created. Please try again.'),
  });
}
