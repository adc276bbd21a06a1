import { writeAccessFor } from '@legacy-planner/planner-client';

export const { useWriteAccess, ReadOnlyNote } = writeAccessFor({
  noteId: 'contacts-read-only-note',
  purpose: 'add and change your own contacts',
});
