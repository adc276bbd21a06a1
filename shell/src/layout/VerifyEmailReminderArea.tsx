import { Activity, Suspense } from 'react';
import { useMatch } from 'react-router-dom';
import { useEmailToVerify } from '@legacy-planner/planner-client';
import { RemoteArea } from '../remotes/RemoteArea';

/**
 * Where the signed-in pages remind an account that its email is not verified yet: the shell only
 * asks whether it is, and loads mfe-account's reminder when it is not. Hidden, not removed, on
 * the account page (whose email section says the same), so a dismissal lasts the visit.
 */
export function VerifyEmailReminderArea() {
  const onAccountPage = useMatch('/account') !== null;
  const emailToVerify = useEmailToVerify();
  if (!emailToVerify) return null;
  return (
    <Activity mode={onAccountPage ? 'hidden' : 'visible'}>
      {/* A reminder, not the page: nothing shows while it loads. */}
      <Suspense fallback={null}>
        <RemoteArea
          remote="mfe_account"
          module="VerifyEmailReminder"
          label="Email reminder"
          loadingShown="byEnclosingBoundary"
        />
      </Suspense>
    </Activity>
  );
}
