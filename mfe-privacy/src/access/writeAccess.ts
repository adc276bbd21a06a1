import { writeAccessFor } from '@legacy-planner/planner-client';

export const {
  noteId: READ_ONLY_NOTE_ID,
  useWriteAccess,
  ReadOnlyNote,
} = writeAccessFor({
  noteId: 'privacy-read-only-note',
  purpose: 'decide who may see your plan, and when',
});
