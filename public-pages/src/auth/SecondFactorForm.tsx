import { useState, type FormEvent } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { signInWithCode } from '../api/signInWithCode';
import { usePublicSession } from '../session';
import { OutlinedTextField } from './OutlinedTextField';

/**
 * The sign-in's second step, when two-factor sign-in is on: the code of the authenticator app,
 * or one of the recovery codes. The server gives a few tries, then says to wait.
 */
export function SecondFactorForm({
  onSignedIn,
  onFailed,
}: {
  onSignedIn: () => Promise<void>;
  onFailed: (error: unknown) => void;
}) {
  const { api } = usePublicSession();
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    try {
      await signInWithCode(api, { code: code.trim() });
    } catch (error) {
      setBusy(false);
      onFailed(error);
      return;
    }
    await onSignedIn();
  };
  return (
    <Stack
      component="form"
      spacing={2}
      noValidate
      onSubmit={submit}
      aria-label="Two-factor sign-in"
    >
      <Typography variant="h1">Two-factor sign-in</Typography>
      <Typography>
        Enter the 6-digit code from your authenticator app, or one of your recovery codes.
      </Typography>
      <OutlinedTextField
        id="code"
        name="code"
        label="Code"
        autoComplete="one-time-code"
        value={code}
        onChange={(event) => setCode(event.target.value)}
        disabled={busy}
        fullWidth
      />
      <Button type="submit" variant="contained" size="large" disabled={busy || code.trim() === ''}>
        {busy ? 'Please wait...' : 'Verify'}
      </Button>
    </Stack>
  );
}
