import { wizardDocuments, type FileItem, type PlanDocument } from '@legacy-planner/contracts';
import { ConfirmDialog } from '@legacy-planner/planner-client';

/** A document to delete or a file to remove, once confirmed. */
export type Removal = { document: PlanDocument } | { file: FileItem };

/**
 * What deleting the document does, said before it is done. A wizard's card is one item with
 * the wizard's record: deleting the card keeps the record but stops sharing it.
 */
function documentDeletion(document: PlanDocument) {
  const files = 'Its files stay in your vault, under Other files.';
  if (!document.wizardKind) {
    return {
      title: 'Delete this document?',
      message: `${document.title} will be deleted. ${files}`,
      confirmLabel: 'Delete Document',
    };
  }
  return {
    title: `Delete the document card of your ${wizardDocuments[document.wizardKind].title}?`,
    message: `Its record stays in its wizard, but it will no longer be shared with anyone until you share it again in the Privacy tab. ${files}`,
    confirmLabel: 'Delete Document',
  };
}

const fileRemoval = (file: FileItem) => ({
  title: 'Remove this file?',
  message: `${file.name} will be deleted from your vault. This cannot be undone.`,
  confirmLabel: 'Remove File',
});

/**
 * The documents list's one confirmation, for whichever document or file is to go: one dialog
 * for the list rather than one in every row and every file list. `removal` is the last one
 * asked for, kept while the dialog closes so that its text does not change as it fades.
 */
export function ConfirmRemoval({
  removal,
  open,
  onConfirm,
  onCancel,
}: {
  removal: Removal | null;
  open: boolean;
  onConfirm: (removal: Removal) => void;
  onCancel: () => void;
}) {
  if (!removal) return null;
  return (
    <ConfirmDialog
      open={open}
      {...('document' in removal ? documentDeletion(removal.document) : fileRemoval(removal.file))}
      onConfirm={() => onConfirm(removal)}
      onCancel={onCancel}
    />
  );
}
