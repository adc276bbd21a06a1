import { apiErrorMessage, usePlatform } from '@legacy-planner/shared-ui';

/** A mutation's onError: the 'Error' toast with the API's message, or the fallback. */
export function useFailureToast() {
  const { toast } = usePlatform();
  return (fallback: string) => (error: unknown) =>
    toast({
      title: 'Error',
      description: apiErrorMessage(error, fallback),
      variant: 'destructive',
    });
}
