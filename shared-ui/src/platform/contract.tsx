import { createContext, useContext } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import type { Reducer } from '@reduxjs/toolkit';
import type { ActivePlan, CurrentUser } from '@legacy-planner/contracts';
import type { ApiClient } from '../api/apiClient';
import type { ShowToast, ToastMessage } from '../toasts/toasts';

export type PlatformUser = CurrentUser;

/**
 * What the shell gives every remote. Remotes depend on this interface, never on the shell:
 * the shell provides it in the product, the standalone harness provides it when a remote runs
 * alone.
 */
export interface PlatformContract {
  /** The signed-in user, or null in demo mode. */
  user: PlatformUser | null;
  /**
   * The plan this session works on when it is someone else's: the user helps with it (the
   * header's switcher chose it; the server works on it for every planner route). Absent or null:
   * the user's own plan. Optional, as shared-ui changes additively.
   */
  helping?: ActivePlan | null;
  /**
   * Works on another plan from now on (a helper record of the user, whose plan the server then
   * works on), or on the user's own (null): the shell asks the server, forgets every cached
   * answer of the other plan and names the plan in use on every screen. Resolves to whether the
   * session now works on that plan; it never rejects: a failure is told to the user by the shell
   * itself, so a caller has nothing to say about it. Optional, as above.
   */
  choosePlan?: (helperId: string | null) => Promise<boolean>;
  /** Demo mode (no account): built-in sample data, no API calls. */
  isDemoMode: boolean;
  /** Demo mode or the demo account: every write control is disabled. */
  isReadOnly: boolean;
  toast: ShowToast;
  /**
   * Navigates within the product (a path of the shell's route table); `replace` takes the place
   * of the current address in the browser's history instead of adding one.
   */
  navigate: (to: string, options?: { replace?: boolean }) => void;
  /**
   * Leaves the app's build for a page of another (the public pages: `/`, `/login`) with a full
   * page load; `toast` shows on that page once it has started.
   */
  loadPage: (address: string, options?: { toast?: ToastMessage }) => void;
  /** The page's address as the shell's router has it; read it with `useAddressQuery()`. */
  address: PlatformAddress;
  /** Opens the guided journey dialog (the shell keeps it open; mfe-journey fills it). */
  openJourney: () => void;
  /**
   * Keeps the signed-in user as the API answered it after a change to it (the onboarding's
   * progress), so that the shell and every remote read the new one.
   */
  updateUser: (user: PlatformUser) => void;
  queryClient: QueryClient;
  api: ApiClient;
  /**
   * The root reducer of the page's one Redux store (owned by the shell). A remote keeps its
   * client state in its own slice, injected when the remote loads:
   * `const mine = mySlice.injectInto(platform.rootReducer)`, then react-redux's hooks with
   * `mine.selectors`. Server data belongs in react-query, not here.
   */
  rootReducer: ClientRootReducer;
}

/**
 * The current address, kept by the shell's router (remotes do not import the router). A store
 * rather than a value, so that a change of address re-renders only the components that read it.
 */
export interface PlatformAddress {
  /** The query of the address shown now: `?card=…&code=…`, or ''. */
  search(): string;
  /** Calls onChange after each change of address; answers the unsubscribe. */
  subscribe(onChange: () => void): () => void;
}

/** A root reducer made by combineSlices, as far as injecting a slice into it goes. */
export interface ClientRootReducer {
  inject(slice: { reducerPath: string; reducer: Reducer }): unknown;
}

const PlatformContext = createContext<PlatformContract | null>(null);

export const PlatformProvider = PlatformContext.Provider;

export function usePlatform(): PlatformContract {
  const platform = useContext(PlatformContext);
  if (!platform) {
    throw new Error(
      'usePlatform() needs a PlatformProvider: render remotes inside the shell or the harness',
    );
  }
  return platform;
}
