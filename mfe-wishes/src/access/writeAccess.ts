import { writeAccessFor } from '@legacy-planner/planner-client';

export const { useWriteAccess, ReadOnlyNote } = writeAccessFor({
  noteId: 'wishes-read-only-note',
  purpose: 'add and change your own wishes',
});
