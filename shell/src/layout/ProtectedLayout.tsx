import { lazy, Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { AppHeader } from './AppHeader';
import { SkipLink } from './MainContent';
import { useJourneyControl } from '../journey/useJourneyControl';
import { VerifyEmailReminderArea } from './VerifyEmailReminderArea';

// Downloaded when first opened.
const JourneyDialog = lazy(() =>
  import('../journey/JourneyDialog').then((module) => ({ default: module.JourneyDialog })),
);

export function ProtectedLayout() {
  const { isJourneyOpen } = useJourneyControl();
  return (
    <>
      <SkipLink />
      <AppHeader />
      <VerifyEmailReminderArea />
      <Outlet />
      {isJourneyOpen && (
        <Suspense fallback={null}>
          <JourneyDialog />
        </Suspense>
      )}
    </>
  );
}
