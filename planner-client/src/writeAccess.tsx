import Alert from '@mui/material/Alert';
import { usePlatform } from '@legacy-planner/shared-ui';
// The yup-free entry: the dashboard's first screen loads this package.
import { readOnlyNote } from '@legacy-planner/contracts/labels';

// Demo mode and the demo account read the sample plan, and a helper who may only view reads
// someone else's: nothing may be changed there. A tab says so once, in a note, and each write
// control is disabled and points to that note.

export interface WriteAccess {
  canWrite: boolean;
  /** Why writing is off, shown once on the tab; null when it is on. */
  reason: string | null;
  /** Props for a write control: disabled, and described by the note, when writing is off. */
  controlProps: { disabled?: boolean; 'aria-describedby'?: string };
}

/**
 * A tab's write access and its note. `purpose` finishes "sign up to …" (what the visitor
 * would do with their own account); `noteId` is unique on the page.
 */
export function writeAccessFor({ noteId, purpose }: { noteId: string; purpose: string }) {
  function useWriteAccess(): WriteAccess {
    const { isDemoMode, isReadOnly, helping } = usePlatform();
    const viewingOnly = helping?.role === 'viewer-helper';
    if (!isReadOnly && !viewingOnly) return { canWrite: true, reason: null, controlProps: {} };
    return {
      canWrite: false,
      reason: viewingOnly
        ? `${helping.ownerName} lets you view this plan, not change it. Ask them to let you edit it.`
        : readOnlyNote({ demoMode: isDemoMode, purpose }),
      controlProps: { disabled: true, 'aria-describedby': noteId },
    };
  }

  /** Says, once, why the tab's write controls are disabled. */
  function ReadOnlyNote() {
    const { reason } = useWriteAccess();
    if (!reason) return null;
    return (
      <Alert id={noteId} severity="info">
        {reason}
      </Alert>
    );
  }

  return { noteId, useWriteAccess, ReadOnlyNote };
}
