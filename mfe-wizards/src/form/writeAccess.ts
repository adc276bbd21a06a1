import { writeAccessFor } from '@legacy-planner/planner-client';

export const {
  noteId: READ_ONLY_NOTE_ID,
  useWriteAccess,
  ReadOnlyNote,
} = writeAccessFor({
  noteId: 'wizard-read-only-note',
  purpose: 'write and keep your own documents',
});
