import type { AccountSecurity } from '@legacy-planner/contracts';
import { usePlatform } from '@legacy-planner/shared-ui';
import { useAccountSecurity } from './useAccountSecurity';

/**
 * The signed-in account's security while its email waits to be verified: what the reminder on
 * the signed-in pages speaks of. Null when no reminder is due: no one signed in, the demo (which
 * is never asked), not known yet, or verified. The shell decides by it whether to load the
 * reminder, and the reminder whether to show.
 */
export function useEmailToVerify(): AccountSecurity | null {
  const { user, isDemoMode } = usePlatform();
  const asked = Boolean(user) && !user?.isDemo && !isDemoMode;
  const { security } = useAccountSecurity({ enabled: asked });
  return asked && security && !security.emailVerified ? security : null;
}
