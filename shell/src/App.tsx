import { useState, type ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import {
  createBrowserRouter,
  matchRoutes,
  Outlet,
  RouterProvider,
  type DataRouter,
  type RouteObject,
} from 'react-router-dom';
import { DesignKitProvider, createQueryClient } from '@legacy-planner/shared-ui';
import { DemoModeProvider } from './demo/DemoModeContext';
import { ShellPlatform } from './platform/ShellPlatform';
import { routes } from './routes/routes';
import { LoadingScreen } from './layout/LoadingScreen';

/** Everything above the router: theme and toasts, the query client, the demo flag. */
export function ShellProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <DesignKitProvider>
      <QueryClientProvider client={queryClient}>
        <DemoModeProvider>{children}</DemoModeProvider>
      </QueryClientProvider>
    </DesignKitProvider>
  );
}

/** The root route: gives every page (and every remote) the platform contract. */
export const shellRouteTree: RouteObject[] = [
  {
    element: (
      <ShellPlatform>
        <Outlet />
      </ShellPlatform>
    ),
    children: routes,
    // Shown while a lazily loaded first page downloads.
    hydrateFallbackElement: <LoadingScreen />,
  },
];

/**
 * The browser's router. To hydrate a page pre-rendered at build time, the lazy routes of the
 * address first resolve, so that the first render matches the page (it would otherwise render
 * the loading screen of a route still downloading).
 */
export async function createShellRouter({
  resolveLazyRoutes,
}: {
  resolveLazyRoutes: boolean;
}): Promise<DataRouter> {
  if (resolveLazyRoutes) {
    const matches = matchRoutes(shellRouteTree, window.location) ?? [];
    await Promise.all(
      matches.map(async ({ route }) => {
        if (typeof route.lazy !== 'function') return;
        Object.assign(route, await route.lazy(), { lazy: undefined });
      }),
    );
  }
  return createBrowserRouter(shellRouteTree);
}

export function App({ router }: { router: DataRouter }) {
  return (
    <ShellProviders>
      <RouterProvider router={router} />
    </ShellProviders>
  );
}
