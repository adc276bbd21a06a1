import Button from '@mui/material/Button';
import { usePlatform } from '@legacy-planner/shared-ui';
import { resendVerification } from './api/resendVerification';
import { useAccountAction } from './useAccountAction';

/** "Send again": a new verification link to the account's email (the reminder and the page). */
export function ResendVerificationButton({ email }: { email: string }) {
  const { api } = usePlatform();
  const { busy, run } = useAccountAction();
  return (
    <Button
      color="inherit"
      size="small"
      disabled={busy}
      onClick={() =>
        void run(() => resendVerification(api), {
          title: 'Link sent',
          description: `Open the link we sent to ${email}.`,
        })
      }
    >
      Send again
    </Button>
  );
}
