import type { ComponentType } from 'react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { theme } from '@legacy-planner/shared-ui';
import { PublicNavigation, type PublicLocation } from './navigation';
import { PublicSession } from './session';
import { PublicToasts } from './toasts';

/**
 * Everything a public page stands in: the design kit's theme and baseline, toasts, who is
 * signed in, and the navigation between the public pages. Rendered at build time
 * (shell/src/prerender) and hydrated in the browser (./startPublicPages.tsx), the same tree.
 */
export function PublicPages({ page, location }: { page: ComponentType; location: PublicLocation }) {
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <PublicToasts>
        <PublicSession>
          <PublicNavigation page={page} location={location} />
        </PublicSession>
      </PublicToasts>
    </ThemeProvider>
  );
}
