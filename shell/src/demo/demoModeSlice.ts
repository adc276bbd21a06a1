import { createSlice } from '@reduxjs/toolkit';
import { isDemoModeOn } from '@legacy-planner/shared-ui/navigation';

/**
 * Demo mode (no account, built-in sample plan). The flag itself lives in session storage, so
 * it lasts for the browser tab (spec section 4); this slice is how React reads it, and the
 * shell store's listener writes every change back to session storage.
 */
export const demoModeSlice = createSlice({
  name: 'demoMode',
  initialState: () => ({ isDemoMode: isDemoModeOn() }),
  reducers: {
    demoModeEntered: (state) => {
      state.isDemoMode = true;
    },
    demoModeLeft: (state) => {
      state.isDemoMode = false;
    },
  },
  selectors: {
    selectIsDemoMode: (state) => state.isDemoMode,
  },
});

export const { demoModeEntered, demoModeLeft } = demoModeSlice.actions;
export const { selectIsDemoMode } = demoModeSlice.selectors;
