import { useMutation } from '@tanstack/react-query';
import { followDocumentSettings } from '@legacy-planner/contracts/endpoints/privacy';
import { usePlatform } from '@legacy-planner/shared-ui';
import { useFailureToast } from '@legacy-planner/planner-client';
import { privacyKeys } from './privacyKeys';
import { showSavedItem } from './savedItem';

/**
 * DELETE /api/privacy/items/file/{id}/settings: a file set apart drops its own settings and
 * follows its document's again; the answer is the file's item as it now is.
 */
export function useFollowDocumentAgain() {
  const { api, queryClient } = usePlatform();
  const failed = useFailureToast();
  return useMutation({
    mutationFn: (fileId: string) => api.call(followDocumentSettings, { params: { id: fileId } }),
    onSuccess: (saved) => {
      showSavedItem(queryClient, saved);
      void queryClient.invalidateQueries({ queryKey: privacyKeys.preview });
    },
    onError: failed('The file could not follow its document again. Please try again.'),
  });
}
