import BottomNavigation from '@mui/material/BottomNavigation';
import BottomNavigationAction from '@mui/material/BottomNavigationAction';
import Paper from '@mui/material/Paper';
import GlobalStyles from '@mui/material/GlobalStyles';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import { BOTTOM_BAR_HEIGHT_VAR, usePlatform } from '@legacy-planner/shared-ui';

import { AccessNoticesToast } from '../notices/AccessNoticesToast';
import { RemoteDialog } from '../remotes/RemoteDialog';
import { onboardingPutAway, selectIsOnboardingPutAway } from '../store/onboardingSlice';
import { useShellDispatch, useShellSelector } from '../store/shellStore';
import { tabById, tabsOffered } from './appTabs';
import { MainContent, pageTitle, useDocumentTitle } from '@legacy-planner/shared-ui/pageFrame';
import { TabPanels } from './TabPanels';

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

/** /app: the current tab (kept in ?tab= so it survives reloads and back) and the bottom navigation. */
export function AppPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  // The plan the page was made for (shown only once the server has said which it is).
  const { user, isReadOnly, helping = null } = usePlatform();
  const tabs = tabsOffered(helping !== null);
  const tab = tabById(searchParams.get('tab'), tabs);
  const openTab = (id: string) => setSearchParams({ tab: id });
  // Escape puts the onboarding away for this visit (until the page is loaded again).
  const isOnboardingPutAway = useShellSelector(selectIsOnboardingPutAway);
  const dispatch = useShellDispatch();
  const putOnboardingAway = useCallback(() => dispatch(onboardingPutAway()), [dispatch]);
  useDocumentTitle(pageTitle(tab.label));
  return (
    <>
      {reserveBottomNavigation}
      <AccessNoticesToast onPrivacyTab={tab.id === 'privacy'} />
      {/* mfe-journey's Getting Started dialog, loaded only until onboarding is complete. */}
      {user && !user.onboardingComplete && !isReadOnly && (
        <RemoteDialog
          remote="mfe_journey"
          module="OnboardingDialog"
          label="Getting started"
          open={!isOnboardingPutAway}
          close={putOnboardingAway}
        />
      )}
      <MainContent sx={{ pb: `${BOTTOM_NAVIGATION_HEIGHT_PX + 24}px`, maxWidth: 1100, mx: 'auto' }}>
        <TabPanels tabs={tabs} shown={tab} />
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
          {tabs.map(({ id, label, icon }) => (
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
