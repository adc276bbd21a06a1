import BottomNavigation from '@mui/material/BottomNavigation';
import BottomNavigationAction from '@mui/material/BottomNavigationAction';
import Paper from '@mui/material/Paper';
import Box from '@mui/material/Box';
import { lazy, Suspense } from 'react';
import { useSearchParams } from 'react-router-dom';
import { usePlatform } from '@legacy-planner/shared-ui';

import { RemoteArea } from '../remotes/RemoteArea';
import { appTabs, tabById } from './appTabs';

// Downloaded only for users who have not finished onboarding.
const OnboardingDialog = lazy(() =>
  import('../onboarding/OnboardingDialog').then((module) => ({ default: module.OnboardingDialog })),
);

/** /app: the current tab (kept in ?tab= so it survives reloads and back) and the bottom navigation. */
export function AppPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const tab = tabById(searchParams.get('tab'));
  const { user, isReadOnly } = usePlatform();
  const openTab = (id: string) => setSearchParams({ tab: id });
  return (
    <>
      {user && !user.onboardingComplete && !isReadOnly && (
        <Suspense fallback={null}>
          <OnboardingDialog user={user} openTab={openTab} />
        </Suspense>
      )}
      <Box component="main" sx={{ pb: 10, maxWidth: 1100, mx: 'auto' }}>
        <RemoteArea
          remote={tab.remote}
          module={tab.module}
          label={tab.label}
          preloadAfterShown={appTabs}
        />
      </Box>
      <Paper
        component="nav"
        aria-label="Main"
        elevation={3}
        sx={{ position: 'fixed', bottom: 0, left: 0, right: 0 }}
      >
        <BottomNavigation showLabels value={tab.id} onChange={(_event, id: string) => openTab(id)}>
          {appTabs.map(({ id, label, icon }) => (
            <BottomNavigationAction key={id} value={id} label={label} icon={icon} />
          ))}
        </BottomNavigation>
      </Paper>
    </>
  );
}
