import { useNavigate } from 'react-router-dom';
import { useMutation } from '@tanstack/react-query';
import { DEMO_ACCOUNT, type LoginRequest, type SignupRequest } from '@legacy-planner/contracts';
import { usePlatform, type ToastMessage } from '@legacy-planner/shared-ui';
import { currentUserQueryKey } from '../api/currentUser';
import { signIn as signInRequest } from '../api/signIn';
import { signUp as signUpRequest } from '../api/signUp';
import { signOut as signOutRequest } from '../api/signOut';
import { useDemoMode } from '../demo/demoMode';

const SIGN_OUT_FAILED_TOAST: ToastMessage = {
  title: 'Sign Out Failed',
  description: 'You are still signed in. Please check your connection and try again.',
  variant: 'destructive',
};

/**
 * Sign-in, sign-up, the demo account and sign-out (spec section 4): on success the current
 * user is fetched again and the app opens at /app; signing out clears the user and goes to /
 * once the server has ended the session.
 */
export function useAuthActions() {
  const { api, queryClient, toast } = usePlatform();
  const navigate = useNavigate();
  const { isDemoMode, exitDemoMode } = useDemoMode();

  // Cached data never goes stale (spec section 9), so whatever the previous user of this tab
  // loaded is forgotten when someone signs in or out: the next user must never see it.
  const forgetPreviousUser = () =>
    queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== 'auth' });

  const enterApp = async () => {
    forgetPreviousUser();
    await queryClient.refetchQueries({ queryKey: currentUserQueryKey });
    navigate('/app');
  };

  const signIn = useMutation({
    mutationFn: (credentials: LoginRequest) => signInRequest(api, credentials),
    onSuccess: enterApp,
  });
  const signUp = useMutation({
    mutationFn: (account: SignupRequest) => signUpRequest(api, account),
    onSuccess: enterApp,
  });
  const tryDemo = useMutation({
    mutationFn: () => signInRequest(api, DEMO_ACCOUNT),
    onSuccess: enterApp,
  });

  const signOut = async () => {
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
    // Leave the protected page first (committed at once), or its guard would send us to /login.
    await navigate('/', { flushSync: true });
    queryClient.setQueryData(currentUserQueryKey, null);
    forgetPreviousUser();
  };

  return { signIn, signUp, tryDemo, signOut };
}
