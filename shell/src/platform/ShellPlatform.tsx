import { createContext, useContext, useMemo, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import {
  PlatformProvider,
  createApiClient,
  useShowToast,
  type PlatformContract,
} from '@legacy-planner/shared-ui';
import { useDemoMode } from '../demo/DemoModeContext';
import { useCurrentUser } from '../auth/useCurrentUser';

interface AuthState {
  isLoading: boolean;
}

interface JourneyControl {
  isJourneyOpen: boolean;
  closeJourney: () => void;
}
const JourneyControlContext = createContext<JourneyControl>({
  isJourneyOpen: false,
  closeJourney: () => undefined,
});
/** Whether the guided journey dialog is open (remotes open it through the platform contract). */
export const useJourneyControl = () => useContext(JourneyControlContext);

const AuthStateContext = createContext<AuthState>({ isLoading: true });

export const useAuthState = () => useContext(AuthStateContext);

/** Builds the platform contract that every remote receives, from the shell's own state. */
export function ShellPlatform({ children }: { children: ReactNode }) {
  const [api] = useState(createApiClient);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const toast = useShowToast();
  const { isDemoMode } = useDemoMode();
  const { user, isLoading } = useCurrentUser(api, isDemoMode);
  const [isJourneyOpen, setJourneyOpen] = useState(false);

  const platform = useMemo<PlatformContract>(
    () => ({
      user,
      isDemoMode,
      isReadOnly: isDemoMode || Boolean(user?.isDemo),
      toast,
      navigate: (to) => navigate(to),
      openJourney: () => setJourneyOpen(true),
      queryClient,
      api,
    }),
    [user, isDemoMode, toast, navigate, queryClient, api],
  );
  const authState = useMemo(() => ({ isLoading }), [isLoading]);
  const journeyControl = useMemo(
    () => ({ isJourneyOpen, closeJourney: () => setJourneyOpen(false) }),
    [isJourneyOpen],
  );

  return (
    <PlatformProvider value={platform}>
      <AuthStateContext.Provider value={authState}>
        <JourneyControlContext.Provider value={journeyControl}>
          {children}
        </JourneyControlContext.Provider>
      </AuthStateContext.Provider>
    </PlatformProvider>
  );
}
