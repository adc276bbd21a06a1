import { createSlice } from '@reduxjs/toolkit';
import { useDispatch, useSelector } from 'react-redux';
import { useMemo } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithPlatform } from '../testing';
import { usePlatform } from './contract';

// How a remote keeps client state: its own slice, injected into the page's one store through
// the platform contract when the remote's component first renders.
const counterSlice = createSlice({
  name: 'exampleRemoteCounter',
  initialState: { count: 0 },
  reducers: {
    incremented: (state) => {
      state.count += 1;
    },
  },
  selectors: { selectCount: (state) => state.count },
});

function ExampleRemote() {
  const { rootReducer } = usePlatform();
  const counter = useMemo(() => counterSlice.injectInto(rootReducer), [rootReducer]);
  const count = useSelector(counter.selectors.selectCount);
  const dispatch = useDispatch();
  return (
    <button type="button" onClick={() => dispatch(counter.actions.incremented())}>
      Clicked {count} times
    </button>
  );
}

it("a remote's slice, injected through the platform contract, lives in the page's store", async () => {
  const { store } = renderWithPlatform(<ExampleRemote />);
  await userEvent.click(screen.getByRole('button', { name: 'Clicked 0 times' }));
  expect(screen.getByRole('button', { name: 'Clicked 1 times' })).toBeInTheDocument();
  expect(store.getState()).toEqual({ exampleRemoteCounter: { count: 1 } });
});
