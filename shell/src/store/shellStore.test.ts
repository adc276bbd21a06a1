import { createSlice, type WithSlice } from '@reduxjs/toolkit';
import { DEMO_FLAG_KEY } from '@legacy-planner/shared-ui/navigation';
import { demoModeEntered, demoModeLeft, selectIsDemoMode } from '../demo/demoModeSlice';
import { journeyOpened, selectIsJourneyOpen } from './journeySlice';
import { createShellStore } from './shellStore';

afterEach(() => window.sessionStorage.clear());

describe('the shell store', () => {
  it("starts from the tab's demo flag and writes every change of it back", () => {
    window.sessionStorage.setItem(DEMO_FLAG_KEY, 'true');
    const { store } = createShellStore();
    expect(selectIsDemoMode(store.getState())).toBe(true);

    store.dispatch(demoModeLeft());
    expect(selectIsDemoMode(store.getState())).toBe(false);
    expect(window.sessionStorage.getItem(DEMO_FLAG_KEY)).toBeNull();

    store.dispatch(demoModeEntered());
    expect(window.sessionStorage.getItem(DEMO_FLAG_KEY)).toBe('true');
  });

  it('keeps whether the journey dialog is open', () => {
    const { store } = createShellStore();
    expect(selectIsJourneyOpen(store.getState())).toBe(false);
    store.dispatch(journeyOpened());
    expect(selectIsJourneyOpen(store.getState())).toBe(true);
  });

  it("takes a remote's slice when the remote loads, beside its own", () => {
    const { store, rootReducer } = createShellStore();
    const wishesUiSlice = createSlice({
      name: 'wishesUi',
      initialState: { editing: null as string | null },
      reducers: {
        editingStarted: (state, action: { payload: string }) => {
          state.editing = action.payload;
        },
      },
      selectors: { selectEditing: (state) => state.editing },
    });
    const wishesUi = wishesUiSlice.injectInto(rootReducer);
    // The shell does not know a remote's slices: the remote reads its own with its own type.
    const editing = () =>
      wishesUi.selectors.selectEditing(
        store.getState() as unknown as WithSlice<typeof wishesUiSlice>,
      );

    // Before the first action reaches it, the injected slice reads as its initial state.
    expect(editing()).toBeNull();
    store.dispatch(wishesUi.actions.editingStarted('music'));
    expect(editing()).toBe('music');
    expect(selectIsDemoMode(store.getState())).toBe(false);
  });
});
