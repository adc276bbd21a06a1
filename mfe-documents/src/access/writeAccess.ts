import { writeAccessFor } from '@legacy-planner/planner-client';

export const { useWriteAccess, ReadOnlyNote } = writeAccessFor({
  noteId: 'documents-read-only-note',
  purpose: 'keep and upload your own documents',
});
