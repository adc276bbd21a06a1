import { useState } from 'react';
import { Link as RouterLink, useMatch } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import { MAIL_NOT_CONFIGURED } from '@legacy-planner/contracts';
import { usePlatform } from '@legacy-planner/shared-ui';
import { ResendVerificationButton } from './ResendVerificationButton';
import { useAccountSecurity } from './useAccountSecurity';

/**
 * A gentle reminder on the signed-in pages while the account's email is not verified: the
 * account works, but a proven email is how its owner gets back in. Dismissed until next visit.
 * Not on the account page: its email section says the same, with its own "Send again". On a
 * server that sends no email it says so, and what to do instead, rather than speak of a link.
 */
export function VerifyEmailReminder() {
  const { user, isDemoMode } = usePlatform();
  const [dismissed, setDismissed] = useState(false);
  const onAccountPage = useMatch('/account') !== null;
  const asked = Boolean(user) && !user?.isDemo && !isDemoMode;
  const { security } = useAccountSecurity({ enabled: asked });
  if (!asked || onAccountPage || dismissed || !security || security.emailVerified) return null;
  const dismiss = (
    <Button color="inherit" size="small" onClick={() => setDismissed(true)}>
      Dismiss
    </Button>
  );
  if (!security.emailEnabled) {
    return (
      <Alert
        severity="info"
        role="status"
        action={dismiss}
        sx={{ borderRadius: 0, overflowWrap: 'anywhere' }}
      >
        {MAIL_NOT_CONFIGURED.verifyEmail}
      </Alert>
    );
  }
  return (
    <Alert
      severity="info"
      // A reminder, not an alarm: read politely.
      role="status"
      action={
        <>
          <ResendVerificationButton email={security.email} />
          {dismiss}
        </>
      }
      // A long address wraps rather than widening the page on a phone.
      sx={{ borderRadius: 0, overflowWrap: 'anywhere' }}
    >
      Please confirm your email with the link we sent to {security.email}.{' '}
      <Link component={RouterLink} to="/account">
        Your account settings
      </Link>
    </Alert>
  );
}
