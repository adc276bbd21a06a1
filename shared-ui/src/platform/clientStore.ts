import { combineSlices, configureStore } from '@reduxjs/toolkit';

/**
 * A store like the shell's, empty until remotes inject their slices: for the places that stand
 * in for the shell (the standalone harness, component tests). Not exported from the package's
 * entry, so Redux is not pulled in by importing the design kit.
 */
export function createClientStore() {
  const rootReducer = combineSlices().withLazyLoadedSlices<Record<string, unknown>>();
  return { store: configureStore({ reducer: rootReducer }), rootReducer };
}
