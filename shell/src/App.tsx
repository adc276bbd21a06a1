import { useState, type ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createBrowserRouter, Outlet, RouterProvider } from 'react-router-dom';
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
export const shellRouteTree = [
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

const router = createBrowserRouter(shellRouteTree);

export function App() {
  return (
    <ShellProviders>
      <RouterProvider router={router} />
    </ShellProviders>
  );
}
