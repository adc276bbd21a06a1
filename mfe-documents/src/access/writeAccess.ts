import { usePlatform } from '@legacy-planner/shared-ui';

/** The id of the read-only note, which every disabled write control points to. */
export const READ_ONLY_NOTE_ID = 'documents-read-only-note';

export interface WriteAccess {
  canWrite: boolean;
  /** Why writing is off, shown once on the tab; null when it is on. */
  reason: string | null;
  /** Props for a write control: disabled, and described by the note, when writing is off. */
  controlProps: { disabled?: boolean; 'aria-describedby'?: string };
}

/** Demo mode and the demo account read the sample plan; nothing may be changed there. */
export function useWriteAccess(): WriteAccess {
  const { isDemoMode, isReadOnly } = usePlatform();
  if (!isReadOnly) return { canWrite: true, reason: null, controlProps: {} };
  const reason = isDemoMode
    ? 'Demo mode is read-only: sign up to keep and upload your own documents.'
    : 'The demo account is read-only: sign up to keep and upload your own documents.';
  return {
    canWrite: false,
    reason,
    controlProps: { disabled: true, 'aria-describedby': READ_ONLY_NOTE_ID },
  };
}
