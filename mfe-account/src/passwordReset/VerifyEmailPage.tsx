import { useEffect, useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { apiErrorMessage, useAddressQuery, usePlatform } from '@legacy-planner/shared-ui';
import { verifyEmail } from '../api/verifyEmail';

type State =
  { kind: 'checking' } | { kind: 'verified'; email: string } | { kind: 'failed'; text: string };

/** /verify-email?token=…, public: opens the emailed link once, on arrival. */
export default function VerifyEmailPage() {
  const { api } = usePlatform();
  const searchParams = useAddressQuery();
  const [state, setState] = useState<State>({ kind: 'checking' });
  // The link works once: a second run of the effect (development's strict mode) must not use it.
  const opened = useRef(false);
  useEffect(() => {
    if (opened.current) return;
    opened.current = true;
    verifyEmail(api, { token: searchParams.get('token') ?? '' }).then(
      (user) => setState({ kind: 'verified', email: user.email }),
      (error: unknown) =>
        setState({ kind: 'failed', text: apiErrorMessage(error, 'An error occurred') }),
    );
  }, [api, searchParams]);

  return (
    <Stack spacing={2} sx={{ maxWidth: 440, mx: 'auto' }}>
      <Typography variant="h1">Verify your email</Typography>
      {state.kind === 'checking' && <CircularProgress aria-label="Checking the link" />}
      {state.kind === 'verified' && (
        <Alert severity="success" role="status">
          {state.email} is verified. Thank you.
        </Alert>
      )}
      {state.kind === 'failed' && <Alert severity="error">{state.text}</Alert>}
      <Button variant="contained" href="/app" sx={{ alignSelf: 'flex-start' }}>
        Open My Plan
      </Button>
    </Stack>
  );
}
