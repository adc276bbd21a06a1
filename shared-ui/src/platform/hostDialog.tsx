import { createContext, useContext } from 'react';

/**
 * A dialog whose content a remote owns and whose place and state the shell owns (the guided
 * journey, the onboarding): the shell mounts the remote's module where the dialog belongs and
 * keeps in its store whether it is open; the remote renders the dialog with `open` and asks the
 * shell to close it with `close`.
 */
export interface HostDialog {
  open: boolean;
  close: () => void;
}

const HostDialogContext = createContext<HostDialog | null>(null);

export const HostDialogProvider = HostDialogContext.Provider;

export function useHostDialog(): HostDialog {
  const dialog = useContext(HostDialogContext);
  if (!dialog) {
    throw new Error(
      'useHostDialog() needs a HostDialogProvider: the shell (or the harness) mounts the dialog',
    );
  }
  return dialog;
}
