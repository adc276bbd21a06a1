import {
  createContext,
  startTransition,
  useCallback,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useState,
  type ReactNode,
} from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import type { Helping } from '@legacy-planner/contracts';
import {
  PlatformProvider,
  createApiClient,
  createPlatformAddress,
  useShowToast,
  type ApiError,
  type PlatformContract,
  type ToastMessage,
} from '@legacy-planner/shared-ui';
import { useDemoMode } from '../demo/demoMode';
import { useCurrentUser } from '../auth/useCurrentUser';
import { journeyOpened } from '../store/journeySlice';
import { currentUserQueryKey } from '../api/currentUser';
import { helpingQueryKey } from '../api/helping';
import { asksAboutHelping, useHelpingAnswer } from '../helping/useHelping';
import { forgetOtherPlan } from '../helping/forgetOtherPlan';
import { NO_LONGER_HELPING_TITLE, planChosenTitle } from '../helping/planWords';
import { loadPageWithToast, takeCarriedToast } from '@legacy-planner/shared-ui/navigation';
import { loadPage } from '@legacy-planner/shared-ui/pageLoad';
import { useRootReducer, useShellDispatch } from '../store/shellStore';

interface AuthState {
  isLoading: boolean;
}

const AuthStateContext = createContext<AuthState>({ isLoading: true });

export const useAuthState = () => useContext(AuthStateContext);

/**
 * How many times the session has changed plans: the protected pages are mounted afresh on each
 * change, so that no screen keeps what it showed of the other plan.
 */
const PlanChangesContext = createContext(0);

export const usePlanChanges = () => useContext(PlanChangesContext);

/** The API's refusal once the plan the session worked on is no longer one the user helps with. */
const NO_LONGER_HELPING = 'no_longer_helping';

/**
 * The API client every remote calls through, and the one listener of its refusals: a refusal
 * about the whole session is heard by the shell, whoever made the call.
 */
function createSessionApi() {
  let hear = (_error: ApiError) => {};
  return {
    api: createApiClient(undefined, { onError: (error) => hear(error) }),
    onRefusal(listener: (error: ApiError) => void) {
      hear = listener;
      return () => {
        hear = () => {};
      };
    },
  };
}

/** Builds the platform contract that every remote receives, from the shell's own state. */
export function ShellPlatform({ children }: { children: ReactNode }) {
  const [{ api, onRefusal }] = useState(createSessionApi);
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
  const { user, isLoading } = useCurrentUser(api, isDemoMode);
  const helpingAsked = asksAboutHelping(user, isDemoMode);
  const { helping } = useHelpingAnswer(api, helpingAsked);
  const [planChanges, setPlanChanges] = useState(0);
  // What the public page before this one says happened ("Welcome back", "Demo Mode Activated").
  useEffect(() => {
    const carried = takeCarriedToast();
    if (carried) toast(carried);
  }, [toast]);

  const showOtherPlan = useCallback(
    (message: ToastMessage) => {
      forgetOtherPlan(queryClient);
      // With the navigation (a transition): the page left is not mounted afresh on the way.
      startTransition(() => setPlanChanges((changes) => changes + 1));
      navigate('/app');
      toast(message);
    },
    [queryClient, navigate, toast],
  );

  // The server chooses the plan from the session; the client only names a helper record.
  const choosePlan = useCallback(
    async (helperId: string | null) => {
      const { choosePlanOf } = await import('../api/choosePlan');
      const answer = await choosePlanOf(api, helperId);
      queryClient.setQueryData(helpingQueryKey, answer);
      showOtherPlan({ title: planChosenTitle(answer.active), variant: 'success' });
    },
    [api, queryClient, showOtherPlan],
  );

  useEffect(
    () =>
      onRefusal((error) => {
        if (error.code !== NO_LONGER_HELPING) return;
        const known = queryClient.getQueryData<Helping>(helpingQueryKey);
        // Said once: the calls refused together all concern the plan already left.
        if (known && !known.active) return;
        // The server has already forgotten the choice: the session is on the user's own plan.
        queryClient.setQueryData<Helping>(helpingQueryKey, {
          active: null,
          plans: known?.plans ?? [],
        });
        void queryClient.invalidateQueries({ queryKey: helpingQueryKey });
        showOtherPlan({ title: NO_LONGER_HELPING_TITLE });
      }),
    [onRefusal, queryClient, showOtherPlan],
  );

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

  return (
    <PlatformProvider value={platform}>
      <AuthStateContext.Provider value={authState}>
        <PlanChangesContext.Provider value={planChanges}>{children}</PlanChangesContext.Provider>
      </AuthStateContext.Provider>
    </PlatformProvider>
  );
}
