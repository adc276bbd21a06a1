import { combineSlices, configureStore, createListenerMiddleware } from '@reduxjs/toolkit';
import { createContext, useContext } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import type { ClientRootReducer } from '@legacy-planner/shared-ui';
import { demoModeEntered, demoModeLeft, demoModeSlice } from '../demo/demoModeSlice';
import { setDemoMode } from '@legacy-planner/shared-ui/navigation';
import { journeySlice } from './journeySlice';
import { onboardingSlice } from './onboardingSlice';

// The one Redux store of the page, owned by the shell: client state that spans components
// (the demo flag, the journey dialog, the onboarding dialog). Remotes inject their own slices
// into its root reducer when they load (the platform contract hands it to them); server data
// stays in react-query.

// Slices that remotes inject are declared by those remotes, not here.
export type LazyLoadedSlices = Record<string, unknown>;

export function createShellStore() {
  const rootReducer = combineSlices(
    demoModeSlice,
    journeySlice,
    onboardingSlice,
  ).withLazyLoadedSlices<LazyLoadedSlices>();

  // Demo mode lasts for the browser tab: every change of the flag is written to session storage.
  const persistence = createListenerMiddleware();
  persistence.startListening({
    actionCreator: demoModeEntered,
    effect: () => setDemoMode(true),
  });
  persistence.startListening({
    actionCreator: demoModeLeft,
    effect: () => setDemoMode(false),
  });

  const store = configureStore({
    reducer: rootReducer,
    middleware: (getDefault) => getDefault().prepend(persistence.middleware),
  });
  return { store, rootReducer };
}

type ShellStore = ReturnType<typeof createShellStore>['store'];
export type ShellState = ReturnType<ShellStore['getState']>;
export type ShellDispatch = ShellStore['dispatch'];

export const useShellSelector = useSelector.withTypes<ShellState>();
export const useShellDispatch = useDispatch.withTypes<ShellDispatch>();

const RootReducerContext = createContext<ClientRootReducer | null>(null);

/** Beside the store's Provider: the root reducer that remotes inject their slices into. */
export const RootReducerProvider = RootReducerContext.Provider;

export function useRootReducer(): ClientRootReducer {
  const rootReducer = useContext(RootReducerContext);
  if (!rootReducer) throw new Error('useRootReducer() needs the shell store (ShellProviders)');
  return rootReducer;
}
