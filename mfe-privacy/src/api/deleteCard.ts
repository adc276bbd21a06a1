import { useMutation } from '@tanstack/react-query';
import { deleteAccessCard } from '@legacy-planner/contracts/endpoints/privacy';
import { usePlatform } from '@legacy-planner/shared-ui';
import { useFailureToast } from '@legacy-planner/planner-client';
import { privacyKeys } from './privacyKeys';

/** DELETE /api/privacy/cards/{cardId}: the card stops working at once. */
export function useDeleteCard() {
  const { api, queryClient, toast } = usePlatform();
  const failed = useFailureToast();
  return useMutation({
    mutationFn: (cardId: string) => api.call(deleteAccessCard, { params: { cardId } }),
    onSuccess: () => {
      toast({ title: 'Access card deleted', variant: 'success' });
      return queryClient.invalidateQueries({ queryKey: privacyKeys.cards });
    },
    onError: failed('The access card could not be deleted. Please try again.'),
  });
}
