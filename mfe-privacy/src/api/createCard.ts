import { useMutation } from '@tanstack/react-query';
import type { CardInput } from '@legacy-planner/contracts';
import { createAccessCard } from '@legacy-planner/contracts/endpoints/privacy';
import { usePlatform } from '@legacy-planner/shared-ui';
import { useFailureToast } from '@legacy-planner/planner-client';
import { privacyKeys } from './privacyKeys';

/** POST /api/privacy/cards: a new card (basic unless another level is chosen). */
export function useCreateCard() {
  const { api, queryClient, toast } = usePlatform();
  const failed = useFailureToast();
  return useMutation({
    mutationFn: (card: CardInput) => api.call(createAccessCard, { body: card }),
    onSuccess: () => {
      toast({ title: 'Access card created', variant: 'success' });
      return queryClient.invalidateQueries({ queryKey: privacyKeys.cards });
    },
    onError: failed('The access card could not be created. Please try again.'),
  });
}
