import { useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { MAIL_NOT_CONFIGURED, type AccountSecurity } from '@legacy-planner/contracts';
import { usePlatform } from '@legacy-planner/shared-ui';
import { accountSecurityQuery } from '../api/accountSecurityQuery';
import { useResendVerification } from '../api/resendVerification';

// Anyone can sign up first with another person's email, so the server lets no one into a plan
// (key, cards, grants, waiting period, sharing) until its email is verified (403
// email_not_verified). The sections that do say so beside their controls, which are disabled.

/** The note of Requests and Grants, which its approve, grant end and waiting period point to. */
export const REQUESTS_VERIFY_NOTE_ID = 'requests-grants-verify-email';

type ControlProps = { disabled?: boolean; 'aria-describedby'?: string };

export interface EmailGate {
  /** The email is known not to be verified: the section's controls that let someone in are off. */
  blocked: boolean;
  security: AccountSecurity | undefined;
  /**
   * Props for such a control, from its write-access props: disabled, and described by the
   * section's note, when blocked (the read-only note comes first when writing is off).
   */
  gate: (noteId: string, controlProps: ControlProps) => ControlProps;
}

export function useEmailGate(): EmailGate {
  const platform = usePlatform();
  // Demo mode and the demo account are read-only already, and say so once on the tab.
  const query = useQuery({ ...accountSecurityQuery(platform), enabled: !platform.isReadOnly });
  const blocked = !platform.isReadOnly && query.data !== undefined && !query.data.emailVerified;
  return {
    blocked,
    security: query.data,
    gate: (noteId, controlProps) =>
      blocked && !controlProps.disabled
        ? { disabled: true, 'aria-describedby': noteId }
        : controlProps,
  };
}

/** The note beside the controls of a section while the email is not verified, with Send again. */
export function VerifyEmailNote({ id }: { id: string }) {
  const { blocked, security } = useEmailGate();
  if (!blocked || !security) return null;
  if (!security.emailEnabled) {
    return (
      <Alert id={id} severity="info">
        Verify your email before you let anyone into your plan. {MAIL_NOT_CONFIGURED.verifyEmail}
      </Alert>
    );
  }
  return (
    <Alert id={id} severity="info" action={<SendAgain email={security.email} />}>
      Verify your email before you let anyone into your plan: open the link we sent to{' '}
      {security.email}, or send a new one.
    </Alert>
  );
}

function SendAgain({ email }: { email: string }) {
  const resend = useResendVerification(email);
  return (
    <Button
      color="inherit"
      size="small"
      disabled={resend.isPending}
      onClick={() => resend.mutate()}
    >
      Send again
    </Button>
  );
}
