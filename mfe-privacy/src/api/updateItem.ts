import { useMutation } from '@tanstack/react-query';
import type { PrivacyItemType, ReleasePatch } from '@legacy-planner/contracts';
import { updatePrivacyItem } from '@legacy-planner/contracts/endpoints/privacy';
import { usePlatform } from '@legacy-planner/shared-ui';
import { useFailureToast } from '@legacy-planner/planner-client';
import { privacyKeys } from './privacyKeys';
import { showSavedItem } from './savedItem';

export interface ItemChange {
  type: PrivacyItemType;
  id: string;
  patch: ReleasePatch;
}

/** PUT /api/privacy/items/{type}/{id}: one item's level, visibility or release timing. */
export function useUpdateItem() {
  const { api, queryClient } = usePlatform();
  const failed = useFailureToast();
  return useMutation({
    mutationFn: ({ type, id, patch }: ItemChange) =>
      api.call(updatePrivacyItem, { params: { type, id }, body: patch }),
    // The answer is the item as saved (with its derived security level): shown where the tab
    // shows it instead of reading the plan's items again.
    onSuccess: (saved) => {
      showSavedItem(queryClient, saved);
      void queryClient.invalidateQueries({ queryKey: privacyKeys.preview });
    },
    onError: failed('The access setting could not be saved. Please try again.'),
  });
}
