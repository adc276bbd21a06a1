import type { FormEventHandler, ReactNode } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';

/**
 * The frame of every tab's add/edit dialog: a titled form with Cancel and a save button that
 * reads 'Please wait...' while saving (spec section 2), both disabled meanwhile.
 */
export function FormDialog({
  open,
  title,
  saveLabel,
  submitting,
  onClose,
  onSubmit,
  children,
}: {
  open: boolean;
  title: string;
  saveLabel: string;
  submitting: boolean;
  onClose: () => void;
  onSubmit: FormEventHandler<HTMLFormElement>;
  children: ReactNode;
}) {
  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullWidth
      maxWidth="sm"
      aria-labelledby="form-dialog-title"
    >
      <form noValidate onSubmit={onSubmit}>
        <DialogTitle id="form-dialog-title">{title}</DialogTitle>
        <DialogContent>{children}</DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={submitting}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" disabled={submitting}>
            {submitting ? 'Please wait...' : saveLabel}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
