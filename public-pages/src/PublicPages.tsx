import { useEffect, type ComponentType } from 'react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { theme } from '@legacy-planner/shared-ui';
import { PublicNavigation, type PublicLocation } from './navigation';
import { PublicSession } from './session';
import { PublicToasts, useToast } from './toasts';
import { takeCarriedToast } from '@legacy-planner/shared-ui/navigation';

/**
 * Everything a public page stands in: the design kit's theme and baseline, toasts, who is
 * signed in, and the navigation between the public pages. Rendered at build time
 * (./prerender) and hydrated in the browser (./startPublicPages.tsx), the same tree.
 */
export function PublicPages({ page, location }: { page: ComponentType; location: PublicLocation }) {
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <PublicToasts>
        <CarriedToast />
        <PublicSession>
          <PublicNavigation page={page} location={location} />
        </PublicSession>
      </PublicToasts>
    </ThemeProvider>
  );
}

/** The toast the app left for this page (e.g. 'Account deleted'), shown once it has started. */
function CarriedToast() {
  const toast = useToast();
  useEffect(() => {
    const carried = takeCarriedToast();
    if (carried) toast(carried);
  }, [toast]);
  return null;
}
