import BottomNavigation from '@mui/material/BottomNavigation';
import BottomNavigationAction from '@mui/material/BottomNavigationAction';
import Paper from '@mui/material/Paper';
import GlobalStyles from '@mui/material/GlobalStyles';
import { lazy, Suspense } from 'react';
import { useSearchParams } from 'react-router-dom';
import { BOTTOM_BAR_HEIGHT_VAR, usePlatform } from '@legacy-planner/shared-ui';

import { AccessNoticesToast } from '../notices/AccessNoticesToast';
import { appTabs, tabById } from './appTabs';
import { MainContent } from './MainContent';
import { TabPanels } from './TabPanels';
import { pageTitle, useDocumentTitle } from './useDocumentTitle';

// MUI's bottom navigation is this tall; toasts and the end of the page keep clear of it.
const BOTTOM_NAVIGATION_HEIGHT_PX = 56;
const reserveBottomNavigation = (
  <GlobalStyles
    styles={{ ':root': { [BOTTOM_BAR_HEIGHT_VAR]: `${BOTTOM_NAVIGATION_HEIGHT_PX}px` } }}
  />
);

// Five equal shares of the width, down to 360 px screens: MUI's 80 px minimum per action (400 px
// in all) and its larger selected label would push "Dashboard" past a 390 px screen's edge.
const bottomNavigationFit = {
  '& .MuiBottomNavigationAction-root': { flex: 1, minWidth: 0, px: 0.5 },
  '& .MuiBottomNavigationAction-label, & .MuiBottomNavigationAction-label.Mui-selected': {
    fontSize: '0.75rem',
  },
};

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
  useDocumentTitle(pageTitle(tab.label));
  return (
    <>
      {reserveBottomNavigation}
      <AccessNoticesToast onPrivacyTab={tab.id === 'privacy'} />
      {user && !user.onboardingComplete && !isReadOnly && (
        <Suspense fallback={null}>
          <OnboardingDialog user={user} openTab={openTab} />
        </Suspense>
      )}
      <MainContent sx={{ pb: `${BOTTOM_NAVIGATION_HEIGHT_PX + 24}px`, maxWidth: 1100, mx: 'auto' }}>
        <TabPanels tabs={appTabs} shown={tab} />
      </MainContent>
      <Paper
        component="nav"
        aria-label="Main"
        elevation={3}
        // Above the page as it scrolls under it, as the header is: an outlined field's label is
        // lifted over its outline (z-index 1) and showed through without it.
        sx={{ position: 'fixed', bottom: 0, left: 0, right: 0, zIndex: 'appBar' }}
      >
        <BottomNavigation
          showLabels
          value={tab.id}
          onChange={(_event, id: string) => openTab(id)}
          sx={bottomNavigationFit}
        >
          {appTabs.map(({ id, label, icon }) => (
            <BottomNavigationAction
              key={id}
              value={id}
              label={label}
              icon={icon}
              aria-current={id === tab.id ? 'page' : undefined}
            />
          ))}
        </BottomNavigation>
      </Paper>
    </>
  );
}
