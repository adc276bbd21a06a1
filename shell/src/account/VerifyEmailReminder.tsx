import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import { usePlatform } from '@legacy-planner/shared-ui';
import { accountSecurityQueryKey, fetchAccountSecurity } from '../api/accountSecurity';
import { resendVerification } from '../api/resendVerification';
import { useAccountAction } from './useAccountAction';

/**
 * A gentle reminder on the signed-in pages while the account's email is not verified: the
 * account works, but a proven email is how its owner gets back in. Dismissed until next visit.
 */
export function VerifyEmailReminder() {
  const { api, user, isDemoMode } = usePlatform();
  const [dismissed, setDismissed] = useState(false);
  const { busy, run } = useAccountAction();
  const asked = Boolean(user) && !user?.isDemo && !isDemoMode;
  const security = useQuery({
    queryKey: accountSecurityQueryKey,
    queryFn: () => fetchAccountSecurity(api),
    enabled: asked,
  });
  if (!asked || dismissed || !security.data || security.data.emailVerified) return null;
  return (
    <Alert
      severity="info"
      // A reminder, not an alarm: read politely.
      role="status"
      action={
        <>
          <Button
            color="inherit"
            size="small"
            disabled={busy}
            onClick={() =>
              void run(() => resendVerification(api), {
                title: 'Link sent',
                description: `Open the link we sent to ${security.data.email}.`,
              })
            }
          >
            Send again
          </Button>
          <Button color="inherit" size="small" onClick={() => setDismissed(true)}>
            Dismiss
          </Button>
        </>
      }
      sx={{ borderRadius: 0 }}
    >
      Please confirm your email with the link we sent to {security.data.email}.{' '}
      <Link component={RouterLink} to="/account">
        Your account settings
      </Link>
    </Alert>
  );
}
