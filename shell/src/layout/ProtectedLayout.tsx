import { Outlet } from 'react-router-dom';
import { AppHeader } from './AppHeader';
import { DemoBanner } from '../demo/DemoBanner';

export function ProtectedLayout() {
  return (
    <>
      <AppHeader />
      <DemoBanner />
      <Outlet />
    </>
  );
}
