import { createSlice } from '@reduxjs/toolkit';

/**
 * The onboarding dialog's client state: put away with Escape for this visit (until the page
 * is loaded again), whatever the person opens meanwhile. Its steps are kept on the server.
 */
export const onboardingSlice = createSlice({
  name: 'onboarding',
  initialState: { isPutAway: false },
  reducers: {
    onboardingPutAway: (state) => {
      state.isPutAway = true;
    },
  },
  selectors: {
    selectIsOnboardingPutAway: (state) => state.isPutAway,
  },
});

export const { onboardingPutAway } = onboardingSlice.actions;
export const { selectIsOnboardingPutAway } = onboardingSlice.selectors;
