import { useCallback } from 'react';
import { ApiError, apiErrorMessage, usePlatform } from '@legacy-planner/shared-ui';
import { helpingQueryKey } from '../api/helping';

/** Works on another plan (a helper record of the user's) or the user's own (null). */
export function useChoosePlan() {
  const { choosePlan, helping, queryClient, toast } = usePlatform();
  return useCallback(
    async (helperId: string | null) => {
      if (!choosePlan) return;
      try {
        await choosePlan(helperId);
      } catch (error) {
        // Left from another plan the user no longer helps with: the shell has said so already,
        // and shows their own.
        if (helping && error instanceof ApiError && error.code === 'no_longer_helping') return;
        // The plans may have changed meanwhile (a helper removed): the menu shows them as they are.
        void queryClient.invalidateQueries({ queryKey: helpingQueryKey });
        toast({
          title: 'The plan could not be changed',
          description: apiErrorMessage(error, 'Please try again.'),
          variant: 'destructive',
        });
      }
    },
    [choosePlan, helping, queryClient, toast],
  );
}
