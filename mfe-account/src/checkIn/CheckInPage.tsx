import { useEffect, useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { apiErrorMessage, useAddressQuery, usePlatform } from '@legacy-planner/shared-ui';
import { formatDateTime } from '@legacy-planner/planner-client';
import { checkInByLink } from '../api/checkInByLink';

type State =
  { kind: 'checking' } | { kind: 'recorded'; at: string } | { kind: 'failed'; text: string };

/** /check-in?token=…, public: the emailed check-in link, recorded once on arrival. */
export default function CheckInPage() {
  const { api } = usePlatform();
  const searchParams = useAddressQuery();
  const [state, setState] = useState<State>({ kind: 'checking' });
  // The link works once: a second run of the effect (development's strict mode) must not use it.
  const opened = useRef(false);
  useEffect(() => {
    if (opened.current) return;
    opened.current = true;
    checkInByLink(api, { token: searchParams.get('token') ?? '' }).then(
      (checkIn) => setState({ kind: 'recorded', at: checkIn.at }),
      (error: unknown) =>
        setState({ kind: 'failed', text: apiErrorMessage(error, 'An error occurred') }),
    );
  }, [api, searchParams]);

  return (
    <Stack spacing={2} sx={{ maxWidth: 440, mx: 'auto' }}>
      <Typography variant="h1">Check-in</Typography>
      {state.kind === 'checking' && <CircularProgress aria-label="Recording your check-in" />}
      {state.kind === 'recorded' && (
        <Alert severity="success" role="status">
          Thank you — your check-in is recorded ({formatDateTime(state.at)}).
        </Alert>
      )}
      {state.kind === 'failed' && (
        <Alert severity="error">
          {state.text} Signing in to Legacy Planner also checks you in.
        </Alert>
      )}
      <Button variant="contained" href="/app?tab=privacy" sx={{ alignSelf: 'flex-start' }}>
        Open My Plan
      </Button>
    </Stack>
  );
}
