import { Suspense, useId, useMemo } from 'react';
import Dialog from '@mui/material/Dialog';
import DialogTitle from '@mui/material/DialogTitle';
import { HostDialogProvider, type HostDialog } from '@legacy-planner/shared-ui';
import { RemoteArea } from './RemoteArea';

/**
 * A dialog whose content is a remote's module (mfe-journey's guided journey and onboarding): the
 * shell mounts it where the dialog belongs and says whether it is open; the module renders the
 * dialog itself. Nothing shows while the module loads, as when it was a lazy chunk of the shell;
 * if it cannot be loaded, its error card (with Retry) shows in a dialog of its own.
 */
export function RemoteDialog({
  remote,
  module,
  label,
  open,
  close,
}: HostDialog & { remote: string; module: string; label: string }) {
  const dialog = useMemo(() => ({ open, close }), [open, close]);
  const titleId = useId();
  return (
    <HostDialogProvider value={dialog}>
      <Suspense fallback={null}>
        <RemoteArea
          remote={remote}
          module={module}
          label={label}
          loadingShown="byEnclosingBoundary"
          frameError={(card) => (
            <Dialog open={open} onClose={close} aria-labelledby={titleId} maxWidth="sm" fullWidth>
              <DialogTitle id={titleId}>{label}</DialogTitle>
              {card}
            </Dialog>
          )}
        />
      </Suspense>
    </HostDialogProvider>
  );
}
