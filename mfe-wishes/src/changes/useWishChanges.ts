import { useMutation } from '@tanstack/react-query';
import type { Wish, WishInput, WishPatch } from '@legacy-planner/contracts';
import { usePlatform } from '@legacy-planner/shared-ui';
import { plannerQueryKeys, useRefetchAfterChange } from '@legacy-planner/planner-client';
import { createWish } from '../api/createWish';
import { updateWish } from '../api/updateWish';
import { deleteWish } from '../api/deleteWish';

/**
 * Adding, changing, selecting and deleting wishes, each with the spec's toasts (section 8).
 * After a change the wishes and the activity log are fetched again wherever they are shown
 * (the dashboard's Key Wishes too). Each call rejects on failure, so a dialog can stay open.
 */
export function useWishChanges() {
  const { api, toast, queryClient } = usePlatform();
  const refetch = useRefetchAfterChange();
  const onFailure = (description: string) => () =>
    toast({ title: 'Error', description, variant: 'destructive' });
  const updateFailed = 'Failed to update wish. Please try again.';

  const create = useMutation({
    mutationFn: (wish: WishInput) => createWish(api, wish),
    onSuccess: () => toast({ title: 'Wish created', variant: 'success' }),
    onError: onFailure('Failed to create wish. Please try again.'),
    onSettled: () => refetch('wishes'),
  });
  const update = useMutation({
    mutationFn: ({ id, changes }: { id: string; changes: WishPatch }) =>
      updateWish(api, id, changes),
    onSuccess: () => toast({ title: 'Wish updated', variant: 'success' }),
    onError: onFailure(updateFailed),
    onSettled: () => refetch('wishes'),
  });
  // The switch moves at once; when the server refuses, it moves back.
  const select = useMutation({
    mutationFn: ({ wish, isSelected }: { wish: Wish; isSelected: boolean }) =>
      updateWish(api, wish.id, { isSelected }),
    onMutate: async ({ wish, isSelected }) => {
      await queryClient.cancelQueries({ queryKey: plannerQueryKeys.wishes });
      const setSelected = (value: boolean) =>
        queryClient.setQueriesData<Wish[]>({ queryKey: plannerQueryKeys.wishes }, (wishes) =>
          wishes?.map((each) => (each.id === wish.id ? { ...each, isSelected: value } : each)),
        );
      setSelected(isSelected);
      return { rollBack: () => setSelected(wish.isSelected) };
    },
    onSuccess: () => toast({ title: 'Wish updated', variant: 'success' }),
    onError: (_error, _variables, context) => {
      context?.rollBack();
      toast({ title: 'Error', description: updateFailed, variant: 'destructive' });
    },
    onSettled: () => refetch('wishes'),
  });
  const remove = useMutation({
    mutationFn: (wish: Wish) => deleteWish(api, wish.id),
    onSuccess: () => toast({ title: 'Wish deleted', variant: 'success' }),
    onError: onFailure('Failed to delete wish. Please try again.'),
    onSettled: () => refetch('wishes'),
  });

  return {
    create: create.mutateAsync,
    update: update.mutateAsync,
    select: select.mutate,
    remove: remove.mutateAsync,
  };
}
