import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { usePlatform } from '@legacy-planner/shared-ui';
import { accountSections } from './sections';

/** /account, protected: the account's email, password, two-factor sign-in and devices. */
export default function AccountPage() {
  const { isDemoMode, user, helping } = usePlatform();
  const sections = helping
    ? accountSections.filter(({ ofOwnPlan }) => !ofOwnPlan)
    : accountSections;
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
          {sections.map(({ key, Section }) => (
            <Section key={key} />
          ))}
          {helping && <OwnPlanOnly />}
        </>
      )}
    </Stack>
  );
}

/** In place of export and deletion while the session works on a plan the user helps with. */
function OwnPlanOnly() {
  const { choosePlan } = usePlatform();
  const [switching, setSwitching] = useState(false);
  // The shell says it when the plan could not be changed.
  const backToMyPlan = async (choose: (helperId: null) => Promise<boolean>) => {
    setSwitching(true);
    await choose(null);
    setSwitching(false);
  };
  return (
    <Alert
      severity="info"
      action={
        choosePlan && (
          <Button
            color="inherit"
            size="small"
            disabled={switching}
            onClick={() => void backToMyPlan(choosePlan)}
          >
            Back to my plan
          </Button>
        )
      }
    >
      Export and deletion are for your own plan: go back to My plan first.
    </Alert>
  );
}
