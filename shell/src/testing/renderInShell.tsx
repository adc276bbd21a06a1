import type { ReactElement } from 'react';
import { Provider as StoreProvider } from 'react-redux';
import type { PlatformContract } from '@legacy-planner/shared-ui';
import { renderWithPlatform } from '@legacy-planner/shared-ui/testing';
import { createShellStore } from '../store/shellStore';

/** Renders a shell component with the platform contract and the shell's own store. */
export function renderInShell(ui: ReactElement, overrides: Partial<PlatformContract> = {}) {
  const { store, rootReducer } = createShellStore();
  const rendered = renderWithPlatform(<StoreProvider store={store}>{ui}</StoreProvider>, {
    rootReducer,
    ...overrides,
  });
  return { ...rendered, store };
}
