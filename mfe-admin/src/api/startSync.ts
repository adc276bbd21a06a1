import { useMutation } from '@tanstack/react-query';
import type { SyncProgress } from '@legacy-planner/contracts';
import { startSync } from '@legacy-planner/contracts/endpoints/admin';
import { usePlatform } from '@legacy-planner/shared-ui';
import { adminKeys } from './adminKeys';
import { useFailureToast } from '@legacy-planner/planner-client';

/** POST /api/admin/airtable-sync: starts the consented sync (202); its progress is polled. */
export function useStartSync() {
  const { api, queryClient } = usePlatform();
  const failed = useFailureToast();
  return useMutation({
    mutationFn: () => api.call(startSync),
    onSuccess: (started) => {
      queryClient.setQueryData<SyncProgress>(adminKeys.sync, started);
      return queryClient.invalidateQueries({ queryKey: adminKeys.sync });
    },
    onError: failed('The sync could not be started. Please try again.'),
  });
}
