import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { signIn } from '@legacy-planner/contracts/endpoints/authForms';
import { apiErrorMessage, type ApiClient } from '../api/apiClient';

/** Signs in to the running API, so the remote runs against a real account. */
export function HarnessSignIn({ api, onSignedIn }: { api: ApiClient; onSignedIn: () => void }) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      await api.call(signIn, { body: { email, password } });
      onSignedIn();
    } catch (failure) {
      setError(apiErrorMessage(failure, 'Sign in failed'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack component="form" onSubmit={submit} spacing={2} sx={{ p: 3, maxWidth: 400 }}>
      <Typography component="h1" variant="h5">
        Sign in to the API
      </Typography>
      <Typography variant="body2">
        The harness runs this remote against the API of this address with your account.
      </Typography>
      {error && <Alert severity="error">{error}</Alert>}
      <TextField
        label="Email"
        type="email"
        autoComplete="username"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        required
      />
      <TextField
        label="Password"
        type="password"
        autoComplete="current-password"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        required
      />
      <Button type="submit" variant="contained" disabled={busy}>
        Sign in
      </Button>
    </Stack>
  );
}
