import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import { MAIL_NOT_CONFIGURED } from '@legacy-planner/contracts';
import { useAppLink } from '@legacy-planner/shared-ui';
import { useEmailToVerify } from '@legacy-planner/planner-client';
import { ResendVerificationButton } from './ResendVerificationButton';

/**
 * A gentle reminder on the signed-in pages while the account's email is not verified: the
 * account works, but a proven email is how its owner gets back in. Dismissed until next visit.
 * The shell shows it, and keeps it away from the account page (whose email section says the
 * same). On a server that sends no email it says so, and what to do instead, rather than speak
 * of a link.
 */
export default function VerifyEmailReminder() {
  const [dismissed, setDismissed] = useState(false);
  const accountLink = useAppLink('/account');
  const security = useEmailToVerify();
  if (!security || dismissed) return null;
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
      <Link {...accountLink}>Your account settings</Link>
    </Alert>
  );
}
