import {
  createContext,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useState,
  type ReactNode,
} from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import {
  PlatformProvider,
  createPlatformAddress,
  useShowToast,
  type PlatformContract,
} from '@legacy-planner/shared-ui';
import { useDemoMode } from '../demo/demoMode';
import { useCurrentUser } from '../auth/useCurrentUser';
import { journeyOpened } from '../store/journeySlice';
import { currentUserQueryKey } from '../api/currentUser';
import { asksAboutHelping } from '../helping/useHelping';
import { usePlanInUse, type PlanPagesState } from '../helping/usePlanInUse';
import { createSessionApi } from './sessionApi';
import { loadPageWithToast, takeCarriedToast } from '@legacy-planner/shared-ui/navigation';
import { loadPage } from '@legacy-planner/shared-ui/pageLoad';
import { useRootReducer, useShellDispatch } from '../store/shellStore';

interface AuthState {
  isLoading: boolean;
}

const AuthStateContext = createContext<AuthState>({ isLoading: true });

export const useAuthState = () => useContext(AuthStateContext);

interface PlanPages {
  /**
   * How many times the session has changed plans: the protected pages are mounted afresh on each
   * change, so that no screen keeps what it showed of the other plan.
   */
  changes: number;
  /** Whether the pages may show: not before the server has said which plan the session is on. */
  state: PlanPagesState;
  /** Asks the server again which plan the session is on (after it failed to say). */
  askAgain: () => void;
}

// Outside the shell's platform (the demo's first screen, rendered at build time) no session has
// a plan to wait for: the pages show.
const PlanPagesContext = createContext<PlanPages>({
  changes: 0,
  state: 'ready',
  askAgain: () => {},
});

export const usePlanPages = () => useContext(PlanPagesContext);

/** Builds the platform contract that every remote receives, from the shell's own state. */
export function ShellPlatform({ children }: { children: ReactNode }) {
  const [session] = useState(createSessionApi);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  // The address reaches the remotes as a store, so that the platform itself stays the same
  // object from one address to the next (a tab switch changes the query).
  const { search } = useLocation();
  const [address] = useState(() => createPlatformAddress(search));
  useLayoutEffect(() => address.update(search), [address, search]);
  const toast = useShowToast();
  const dispatch = useShellDispatch();
  const rootReducer = useRootReducer();
  const { isDemoMode } = useDemoMode();
  const { user, isLoading } = useCurrentUser(session.person, isDemoMode);
  const helpingAsked = asksAboutHelping(user, isDemoMode);
  const { api, helping, changes, pages, askAgain, choosePlan } = usePlanInUse(
    session,
    user?.id ?? null,
    helpingAsked,
  );
  // What the public page before this one says happened ("Welcome back", "Demo Mode Activated").
  useEffect(() => {
    const carried = takeCarriedToast();
    if (carried) toast(carried);
  }, [toast]);

  const platform = useMemo<PlatformContract>(
    () => ({
      user,
      helping,
      choosePlan: helpingAsked ? choosePlan : undefined,
      isDemoMode,
      isReadOnly: isDemoMode || Boolean(user?.isDemo),
      toast,
      navigate: (to, options) => navigate(to, options),
      loadPage: (to, { toast: carried } = {}) =>
        carried ? loadPageWithToast(to, carried) : loadPage(to),
      address,
      openJourney: () => dispatch(journeyOpened()),
      updateUser: (changed) => queryClient.setQueryData(currentUserQueryKey, changed),
      queryClient,
      api,
      rootReducer,
    }),
    [
      user,
      helping,
      helpingAsked,
      choosePlan,
      isDemoMode,
      toast,
      navigate,
      address,
      queryClient,
      api,
      dispatch,
      rootReducer,
    ],
  );
  const authState = useMemo(() => ({ isLoading }), [isLoading]);
  const planPages = useMemo(
    () => ({ changes, state: pages, askAgain }),
    [changes, pages, askAgain],
  );

  return (
    <PlatformProvider value={platform}>
      <AuthStateContext.Provider value={authState}>
        <PlanPagesContext.Provider value={planPages}>{children}</PlanPagesContext.Provider>
      </AuthStateContext.Provider>
    </PlatformProvider>
  );
}
