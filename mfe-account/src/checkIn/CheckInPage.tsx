import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { apiErrorMessage, useAddressQuery, usePlatform } from '@legacy-planner/shared-ui';
import { formatDateTime } from '@legacy-planner/planner-client';
import { checkInByLink } from '../api/checkInByLink';

/**
 * /check-in?token=…, public: the emailed check-in link. Only the button records the check-in:
 * mail scanners, and anyone reading the owner's inbox, open links, and a check-in refuses a
 * waiting request for the plan.
 */
export default function CheckInPage() {
  const { api } = usePlatform();
  const token = useAddressQuery().get('token') ?? '';
  const checkIn = useMutation({ mutationFn: () => checkInByLink(api, { token }) });

  return (
    <Stack spacing={2} sx={{ maxWidth: 440, mx: 'auto' }}>
      <Typography variant="h1">Check-in</Typography>
      {checkIn.isSuccess ? (
        <Alert severity="success" role="status">
          Thank you — your check-in is recorded ({formatDateTime(checkIn.data.at)}).
        </Alert>
      ) : (
        <>
          <Typography>
            Press the button to tell Legacy Planner you are well. Nobody you named is asked about
            you, and a request for your plan that is waiting is refused. Nothing is recorded until
            you press the button.
          </Typography>
          <Button
            variant="contained"
            size="large"
            disabled={checkIn.isPending}
            onClick={() => checkIn.mutate()}
            sx={{ alignSelf: 'flex-start' }}
          >
            I&apos;m OK — record my check-in
          </Button>
        </>
      )}
      {checkIn.isError && (
        <Alert severity="error">
          {apiErrorMessage(checkIn.error, 'An error occurred')} Signing in to Legacy Planner also
          checks you in.
        </Alert>
      )}
      <Button variant="outlined" href="/app?tab=privacy" sx={{ alignSelf: 'flex-start' }}>
        Open My Plan
      </Button>
    </Stack>
  );
}
