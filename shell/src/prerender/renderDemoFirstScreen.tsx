// Renders, at build time, what /app shows first in demo mode: the header, the demo banner, the
// dashboard's first screen (the built-in sample plan, the same for every visitor) and the
// bottom navigation. shell/webpack.config.mjs puts it into app.html as an inert <template>,
// and a small inline script (appStartScript.ts) shows it while the page is parsed when the
// visitor is in demo mode on the dashboard, so that the first screen paints from the HTML
// alone instead of after about 350 KB of scripts. React then replaces it, in its first commit,
// with the same screen (bootstrap.tsx), so nothing moves. Runs in Node, never in the browser.
import { StrictMode, useState, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router-dom';
import {
  createApiClient,
  createPlatformAddress,
  PlatformProvider,
  type PlatformContract,
} from '@legacy-planner/shared-ui';
import { ShellProviders } from '../App';
import { DEMO_FLAG_KEY } from '@legacy-planner/shared-ui/navigation';
import { catalogTabs } from '../layout/catalogTabs';
import { routes } from '../routes/routes';
import { useRootReducer } from '../store/shellStore';
import { APP_START_SCRIPT } from './appStartScript';
import { renderWithStyles } from '@legacy-planner/shared-ui/prerender';

/** The platform contract of demo mode, as the shell gives it before anything has happened. */
function DemoPlatform({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const rootReducer = useRootReducer();
  const [api] = useState(createApiClient);
  const platform: PlatformContract = {
    user: null,
    isDemoMode: true,
    isReadOnly: true,
    // Nothing is clicked at build time.
    toast: () => undefined,
    navigate: () => undefined,
    loadPage: () => undefined,
    address: createPlatformAddress(''),
    openJourney: () => undefined,
    updateUser: () => undefined,
    queryClient,
    api,
    rootReducer,
  };
  return <PlatformProvider value={platform}>{children}</PlatformProvider>;
}

/** The template and the inline script that shows it (and starts the app), for app.html right
 * after #root. */
export function renderDemoFirstScreen(): string {
  const router = createMemoryRouter(
    [
      {
        element: (
          <DemoPlatform>
            <Outlet />
          </DemoPlatform>
        ),
        children: routes,
      },
    ],
    { initialEntries: ['/app'] },
  );
  const { html, styles } = renderWithStyles(
    <StrictMode>
      <ShellProviders>
        <RouterProvider router={router} />
      </ShellProviders>
    </StrictMode>,
  );
  // Shown in demo mode on /app's first tab, the dashboard: no ?tab=, or one naming no other
  // tab (layout/catalogTabs.ts).
  const otherTabs = catalogTabs
    .slice(1)
    .map(({ id }) => id)
    .join(' ');
  return (
    `<template id="first-screen" data-flag="${DEMO_FLAG_KEY}" data-path="/app" data-other-tabs="${otherTabs}">` +
    `${styles}${html}</template><script>${APP_START_SCRIPT}</script>`
  );
}
