import { useCallback } from 'react';
import { Outlet } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import { AppHeader } from './AppHeader';
import { MainContent, SkipLink } from '@legacy-planner/shared-ui/pageFrame';
import { VerifyEmailReminderArea } from './VerifyEmailReminderArea';
import { RemoteDialog } from '../remotes/RemoteDialog';
import { RemoteLoading } from '../remotes/RemoteLoading';
import { journeyClosed, selectIsJourneyOpen } from '../store/journeySlice';
import { useShellDispatch, useShellSelector } from '../store/shellStore';
import { usePlanPages } from '../platform/ShellPlatform';

export function ProtectedLayout() {
  const isJourneyOpen = useShellSelector(selectIsJourneyOpen);
  const dispatch = useShellDispatch();
  const closeJourney = useCallback(() => dispatch(journeyClosed()), [dispatch]);
  const planPages = usePlanPages();
  const ready = planPages.state === 'ready';
  return (
    <>
      <SkipLink />
      <AppHeader />
      <VerifyEmailReminderArea />
      {/* Afresh on each change of plan, so that no page keeps what it showed of the other. (The
          journey stays: it may be what changed the plan.) */}
      {ready ? (
        <Outlet key={planPages.changes} />
      ) : planPages.state === 'failed' ? (
        <PlanUnknown retry={planPages.askAgain} />
      ) : (
        <MainContent>
          <RemoteLoading label="your plan" />
        </MainContent>
      )}
      {/* mfe-journey's dialog, loaded when first opened and rendered only while open. */}
      {isJourneyOpen && ready && (
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

/** In place of the pages when the server could not say which plan the session works on. */
function PlanUnknown({ retry }: { retry: () => void }) {
  return (
    <MainContent sx={{ p: { xs: 2, md: 3 }, maxWidth: 1100, mx: 'auto' }}>
      <Alert
        severity="error"
        variant="outlined"
        action={
          <Button color="inherit" onClick={retry}>
            Retry
          </Button>
        }
      >
        <AlertTitle>Your plan could not be loaded</AlertTitle>
        Legacy Planner could not check which plan you are working on. Check your connection and try
        again.
      </Alert>
    </MainContent>
  );
}
