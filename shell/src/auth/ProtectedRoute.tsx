import { Navigate, Outlet } from 'react-router-dom';
import { usePlatform } from '@legacy-planner/shared-ui';
import { useAuthState } from '../platform/ShellPlatform';
import { LoadingScreen } from '../layout/LoadingScreen';

/** Spec section 2: a visitor without a session goes to /login unless demo mode is on. */
export function ProtectedRoute() {
  const { user, isDemoMode } = usePlatform();
  const { isLoading } = useAuthState();
  if (isDemoMode) return <Outlet />;
  if (isLoading) return <LoadingScreen />;
  return user ? <Outlet /> : <Navigate to="/login" replace />;
}
