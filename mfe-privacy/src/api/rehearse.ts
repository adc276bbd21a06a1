import { useMutation } from '@tanstack/react-query';
import type { RehearsalInput, ViewerPlan } from '@legacy-planner/contracts';
import { rehearseAccess } from '@legacy-planner/contracts/endpoints/access';
import { usePlatform } from '@legacy-planner/shared-ui';
import { demoRehearsal } from '../demo/demoPrivacy';

/**
 * The owner's walk of the /access flow, checked on the server exactly as /access checks it (a
 * wrong key or card is refused with /access's answer); the answer is what that viewer would
 * see. Nothing is granted. The caller shows the refusal.
 */
export function useRehearsal() {
  const { api, isDemoMode } = usePlatform();
  return useMutation({
    mutationFn: (rehearsal: RehearsalInput): Promise<ViewerPlan> =>
      isDemoMode ? demoRehearsal(rehearsal) : api.call(rehearseAccess, { body: rehearsal }),
  });
}
