import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { usePlatform } from '@legacy-planner/shared-ui';
import { accountSections } from './sections';

/** /account, protected: the account's email, password, two-factor sign-in and devices. */
export default function AccountPage() {
  const { isDemoMode, user } = usePlatform();
  return (
    <Stack spacing={3} sx={{ maxWidth: 720, mx: 'auto', px: { xs: 2, md: 3 }, py: 3 }}>
      <Typography variant="h1">Account</Typography>
      {isDemoMode || !user ? (
        <Alert severity="info">Demo mode has no account. Sign up to keep a plan of your own.</Alert>
      ) : (
        <>
          {user.isDemo && (
            <Alert severity="info">
              The demo account is read-only: its email, password and sign-in cannot be changed.
            </Alert>
          )}
          {accountSections.map(({ key, Section }) => (
            <Section key={key} />
          ))}
        </>
      )}
    </Stack>
  );
}
