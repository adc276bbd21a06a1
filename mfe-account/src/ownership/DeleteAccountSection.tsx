import { useEffect, useState } from 'react';
import { useFormik } from 'formik';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  DELETE_CONFIRMATION_WORD,
  accountDeletionSchema,
  type AccountDeletion,
} from '@legacy-planner/contracts';
import { ApiError, usePlatform } from '@legacy-planner/shared-ui';
import { Section, useAccountSecurity } from '@legacy-planner/planner-client';
import { deleteAccount } from '../api/deleteAccount';
import {
  ACCOUNT_DELETED_TOAST,
  DELETE_FAILED,
  WRONG_CODE,
  WRONG_PASSWORD,
} from './deleteAccountTexts';

/**
 * Delete the account: a danger section whose dialog asks for the password and the typed word
 * DELETE. Once deleted, the person lands on the public home page, signed out, with a toast
 * (a full page load: every trace of the plan in this page's memory goes with it).
 */
export function DeleteAccountSection() {
  const { isReadOnly } = usePlatform();
  const [open, setOpen] = useState(false);
  return (
    <Section
      id="delete-account"
      title="Delete Account"
      intro="Delete your account and everything in it: documents, wishes, contacts, wizard records, uploaded files, access cards and the access you gave others."
    >
      <Alert severity="error" variant="outlined">
        This cannot be undone. Export your plan first if you or your family may need it.
      </Alert>
      {isReadOnly ? (
        <Typography color="text.secondary">The demo account cannot be deleted.</Typography>
      ) : (
        <Button
          variant="outlined"
          color="error"
          onClick={() => setOpen(true)}
          sx={{ alignSelf: 'flex-start' }}
        >
          Delete My Account
        </Button>
      )}
      <DeleteAccountDialog open={open} onClose={() => setOpen(false)} />
    </Section>
  );
}

/** The dialog; its form is made afresh at each opening (a closed dialog unmounts it). */
function DeleteAccountDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [busy, setBusy] = useState(false);
  return (
    <Dialog
      open={open}
      onClose={busy ? undefined : onClose}
      fullWidth
      maxWidth="sm"
      aria-labelledby="delete-account-dialog-title"
      aria-describedby="delete-account-dialog-warning"
    >
      <DeleteAccountForm onClose={onClose} onBusy={setBusy} />
    </Dialog>
  );
}

function DeleteAccountForm({
  onClose,
  onBusy,
}: {
  onClose: () => void;
  onBusy: (busy: boolean) => void;
}) {
  const { api, loadPage } = usePlatform();
  // With two-factor sign-in on, the server asks for a code as a sign-in would.
  const twoFactorOn = useAccountSecurity().security?.twoFactorEnabled === true;
  const [failure, setFailure] = useState<string | null>(null);
  const form = useFormik<AccountDeletion>({
    initialValues: { password: '', confirmation: '', code: '' },
    validationSchema: accountDeletionSchema,
    validateOnBlur: false,
    async onSubmit({ code, ...values }, { setFieldError }) {
      setFailure(null);
      try {
        await deleteAccount(api, code ? { ...values, code } : values);
      } catch (error) {
        if (error instanceof ApiError && error.code === 'wrong_password') {
          setFieldError('password', WRONG_PASSWORD);
        } else if (
          error instanceof ApiError &&
          (error.code === 'wrong_code' || error.code === 'two_factor_required')
        ) {
          setFieldError('code', WRONG_CODE);
        } else {
          setFailure(apiMessage(error) ?? DELETE_FAILED);
        }
        return;
      }
      loadPage('/', { toast: ACCOUNT_DELETED_TOAST });
    },
  });
  const busy = form.isSubmitting;
  useEffect(() => onBusy(busy), [busy, onBusy]);
  const fieldError = (name: keyof AccountDeletion) =>
    form.submitCount > 0 && form.errors[name] ? form.errors[name] : undefined;

  return (
    <form noValidate onSubmit={form.handleSubmit}>
      <DialogTitle id="delete-account-dialog-title">Delete your account?</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <Alert severity="error" id="delete-account-dialog-warning">
            Everything in your plan is deleted for good, and everyone you gave access to loses it.
            This cannot be undone.
          </Alert>
          <TextField
            name="password"
            type="password"
            label="Your password"
            autoComplete="current-password"
            autoFocus
            required
            value={form.values.password}
            onChange={form.handleChange}
            error={Boolean(fieldError('password'))}
            helperText={fieldError('password')}
          />
          {twoFactorOn ? (
            <TextField
              name="code"
              label="Authenticator code or recovery code"
              autoComplete="one-time-code"
              required
              value={form.values.code}
              onChange={form.handleChange}
              error={Boolean(fieldError('code'))}
              helperText={fieldError('code')}
              slotProps={{ htmlInput: { spellCheck: false } }}
            />
          ) : null}
          <TextField
            name="confirmation"
            label={`Type ${DELETE_CONFIRMATION_WORD} to confirm`}
            autoComplete="off"
            required
            value={form.values.confirmation}
            onChange={form.handleChange}
            error={Boolean(fieldError('confirmation'))}
            helperText={fieldError('confirmation')}
            slotProps={{ htmlInput: { autoCapitalize: 'characters', spellCheck: false } }}
          />
          {failure ? <Alert severity="error">{failure}</Alert> : null}
        </Stack>
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', rowGap: 1 }}>
        <Button onClick={onClose} disabled={busy}>
          Cancel
        </Button>
        <Button type="submit" variant="contained" color="error" disabled={busy}>
          {busy ? 'Please wait...' : 'Delete Account Forever'}
        </Button>
      </DialogActions>
    </form>
  );
}

/** The API's own words for a refusal it explains (too many attempts, no password set). */
function apiMessage(error: unknown): string | null {
  if (!(error instanceof ApiError) || error.status >= 500) return null;
  try {
    const { message } = JSON.parse(error.bodyText) as { message?: unknown };
    return typeof message === 'string' ? message : null;
  } catch {
    return null;
  }
}
