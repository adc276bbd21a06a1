import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { signInAddressFor } from '@legacy-planner/contracts/returnPath';
import { usePlatform } from '@legacy-planner/shared-ui';
import { useAuthState } from '../platform/ShellPlatform';
import { LoadingScreen } from '../layout/LoadingScreen';

/**
 * Spec section 2: a visitor without a session goes to /login unless demo mode is on, and is
 * brought back to the page they asked for once signed in.
 */
export function ProtectedRoute() {
  const { user, isDemoMode } = usePlatform();
  const { isLoading } = useAuthState();
  const { pathname, search, hash } = useLocation();
  if (isDemoMode) return <Outlet />;
  if (isLoading) return <LoadingScreen />;
  return user ? <Outlet /> : <Navigate to={signInAddressFor(pathname + search + hash)} replace />;
}
