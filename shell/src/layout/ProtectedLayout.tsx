import { Outlet } from 'react-router-dom';
import { AppHeader } from './AppHeader';
import { DemoBanner } from '../demo/DemoBanner';
import { JourneyDialog } from '../journey/JourneyDialog';

export function ProtectedLayout() {
  return (
    <>
      <AppHeader />
      <DemoBanner />
      <Outlet />
      <JourneyDialog />
    </>
  );
}
