import { useMutation } from '@tanstack/react-query';
import type { AccessCard, CardPatch } from '@legacy-planner/contracts';
import { updateAccessCard } from '@legacy-planner/contracts/endpoints/privacy';
import { usePlatform } from '@legacy-planner/shared-ui';
import { useFailureToast } from '@legacy-planner/planner-client';
import { privacyKeys } from './privacyKeys';

/** PUT /api/privacy/cards/{cardId}: enable or disable it, change its level or expiry. */
export function useUpdateCard() {
  const { api, queryClient } = usePlatform();
  const failed = useFailureToast();
  return useMutation({
    mutationFn: ({ cardId, patch }: { cardId: string; patch: CardPatch }) =>
      api.call(updateAccessCard, { params: { cardId }, body: patch }),
    onSuccess: (saved) =>
      queryClient.setQueriesData<AccessCard[]>({ queryKey: privacyKeys.cards }, (cards) =>
        cards?.map((card) => (card.cardId === saved.cardId ? saved : card)),
      ),
    onError: failed('The access card could not be changed. Please try again.'),
  });
}
