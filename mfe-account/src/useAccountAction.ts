import { useState } from 'react';
import { apiErrorMessage, usePlatform } from '@legacy-planner/shared-ui';

/**
 * Runs one change of the account: says so in a toast when it worked, or why not (the API's
 * message, e.g. the demo account's refusal) when it failed. Answers whether it worked.
 */
export function useAccountAction() {
  const { toast } = usePlatform();
  const [busy, setBusy] = useState(false);
  async function run(
    work: () => Promise<unknown>,
    success: { title: string; description?: string },
  ) {
    setBusy(true);
    try {
      await work();
      toast({ ...success, variant: 'success' });
      return true;
    } catch (error) {
      toast({
        title: 'That did not work',
        description: apiErrorMessage(error, 'An error occurred'),
        variant: 'destructive',
      });
      return false;
    } finally {
      setBusy(false);
    }
  }
  return { busy, run };
}
