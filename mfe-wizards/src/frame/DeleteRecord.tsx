import { useState } from 'react';
import Button from '@mui/material/Button';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import { wizardDocuments, type WizardKind } from '@legacy-planner/contracts';
import { ConfirmDialog } from '@legacy-planner/planner-client';

/**
 * "Delete this record", after a confirmation that names both things it deletes (the record
 * and its document card) and that sharing stops. `onDelete` resolves true once it is done;
 * false leaves the dialog open (its failure has been told).
 */
export function DeleteRecord({
  kind,
  disabledNoteId,
  onDelete,
}: {
  kind: WizardKind;
  /** Set while writing is not allowed: the note that says why. */
  disabledNoteId?: string;
  onDelete: () => Promise<boolean>;
}) {
  const [asking, setAsking] = useState(false);
  return (
    <>
      <Button
        color="error"
        startIcon={<DeleteIcon />}
        onClick={() => setAsking(true)}
        disabled={Boolean(disabledNoteId)}
        aria-describedby={disabledNoteId}
      >
        Delete this record
      </Button>
      <ConfirmDialog
        open={asking}
        title={`Delete your ${wizardDocuments[kind].title}?`}
        message="This deletes the record and its document card, and stops sharing it. This cannot be undone."
        confirmLabel="Delete Record"
        onCancel={() => setAsking(false)}
        onConfirm={async () => {
          if (await onDelete()) setAsking(false);
        }}
      />
    </>
  );
}
