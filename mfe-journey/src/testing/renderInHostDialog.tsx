import { useState, type ReactElement } from 'react';
import { HostDialogProvider, type PlatformContract } from '@legacy-planner/shared-ui';
import { renderWithPlatform } from '@legacy-planner/shared-ui/testing';

/**
 * Renders one of the remote's dialogs as the shell mounts it: open until it asks to be closed
 * (`close` records each time it asked).
 */
export function renderInHostDialog(ui: ReactElement, overrides: Partial<PlatformContract> = {}) {
  const close = jest.fn();
  function Host() {
    const [open, setOpen] = useState(true);
    const dialog = {
      open,
      close: () => {
        close();
        setOpen(false);
      },
    };
    return <HostDialogProvider value={dialog}>{ui}</HostDialogProvider>;
  }
  return { ...renderWithPlatform(<Host />, overrides), close };
}
