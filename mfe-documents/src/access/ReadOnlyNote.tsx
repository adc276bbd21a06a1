import Alert from '@mui/material/Alert';
import { READ_ONLY_NOTE_ID, useWriteAccess } from './writeAccess';

/** Says, once, why the tab's write controls are disabled. */
export function ReadOnlyNote() {
  const { reason } = useWriteAccess();
  if (!reason) return null;
  return (
    <Alert id={READ_ONLY_NOTE_ID} severity="info">
      {reason}
    </Alert>
  );
}
