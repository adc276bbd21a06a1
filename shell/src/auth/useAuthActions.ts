import { useNavigate } from 'react-router-dom';
import { usePlatform } from '@legacy-planner/shared-ui';
import { currentUserQueryKey } from '../api/currentUser';
import {
  SIGN_OUT_FAILED_TOAST,
  signOut as signOutRequest,
} from '@legacy-planner/shared-ui/session';
import { useDemoMode } from '../demo/demoMode';
import { forgetHelpedPlanDrafts } from '@legacy-planner/planner-client';

/**
 * Signing out of the app (spec section 4): clears the user and goes to /, once the server has
 * ended the session; leaving demo mode clears the flag and goes to /. (Signing in and up, and
 * the demo account, happen on the public pages: public-pages.)
 */
export function useAuthActions() {
  const { api, user, queryClient, toast } = usePlatform();
  const navigate = useNavigate();
  const { isDemoMode, exitDemoMode } = useDemoMode();

  // Cached data never goes stale (spec section 9), so whatever this user loaded is forgotten:
  // the next user must never see it. (`/` is a full page load too, which forgets everything.)
  const forgetUser = () => {
    queryClient.setQueryData(currentUserQueryKey, null);
    queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== 'auth' });
  };

  const signOut = async () => {
    // Leave the protected page first (committed at once), or its guard would send us to /login.
    if (isDemoMode) {
      await navigate('/', { flushSync: true });
      exitDemoMode();
      return;
    }
    try {
      await signOutRequest(api);
    } catch {
      // The session ends only when the server says so: until then it stays valid, so the
      // person is told and stays signed in rather than shown a sign-out that did not happen.
      toast(SIGN_OUT_FAILED_TOAST);
      return;
    }
    await navigate('/', { flushSync: true });
    forgetUser();
    // Another person may use this browser next: no plan the user helps with stays in it.
    if (user) forgetHelpedPlanDrafts(user.id);
  };

  return { signOut };
}
