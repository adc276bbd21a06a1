import { useCallback } from 'react';
import { Outlet } from 'react-router-dom';
import { AppHeader } from './AppHeader';
import { SkipLink } from '@legacy-planner/shared-ui/pageFrame';
import { VerifyEmailReminderArea } from './VerifyEmailReminderArea';
import { RemoteDialog } from '../remotes/RemoteDialog';
import { journeyClosed, selectIsJourneyOpen } from '../store/journeySlice';
import { useShellDispatch, useShellSelector } from '../store/shellStore';
import { usePlanChanges } from '../platform/ShellPlatform';

export function ProtectedLayout() {
  const isJourneyOpen = useShellSelector(selectIsJourneyOpen);
  const dispatch = useShellDispatch();
  const closeJourney = useCallback(() => dispatch(journeyClosed()), [dispatch]);
  const planChanges = usePlanChanges();
  return (
    <>
      <SkipLink />
      <AppHeader />
      <VerifyEmailReminderArea />
      {/* Afresh on each change of plan, so that no page keeps what it showed of the other. (The
          journey stays: it may be what changed the plan.) */}
      <Outlet key={planChanges} />
      {/* mfe-journey's dialog, loaded when first opened and rendered only while open. */}
      {isJourneyOpen && (
        <RemoteDialog
          remote="mfe_journey"
          module="JourneyDialog"
          label="Guided journey"
          open
          close={closeJourney}
        />
      )}
    </>
  );
}
