import { createSlice } from '@reduxjs/toolkit';

/** Whether the guided journey dialog is open: remotes open it through the platform contract. */
export const journeySlice = createSlice({
  name: 'journey',
  initialState: { isOpen: false },
  reducers: {
    journeyOpened: (state) => {
      state.isOpen = true;
    },
    journeyClosed: (state) => {
      state.isOpen = false;
    },
  },
  selectors: {
    selectIsJourneyOpen: (state) => state.isOpen,
  },
});

export const { journeyOpened, journeyClosed } = journeySlice.actions;
export const { selectIsJourneyOpen } = journeySlice.selectors;
