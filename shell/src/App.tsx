import { useState, type ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { Provider as StoreProvider } from 'react-redux';
import {
  createBrowserRouter,
  Outlet,
  RouterProvider,
  type DataRouter,
  type RouteObject,
} from 'react-router-dom';
import { DesignKitProvider, createQueryClient } from '@legacy-planner/shared-ui';
import { ShellPlatform } from './platform/ShellPlatform';
import { routes } from './routes/routes';
import { LoadingScreen } from './layout/LoadingScreen';
import { createShellStore, RootReducerProvider } from './store/shellStore';

/** Everything above the router: theme and toasts, the query client, the client-state store. */
export function ShellProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  // The page's one Redux store; the platform contract hands its root reducer to the remotes.
  const [{ store, rootReducer }] = useState(createShellStore);
  return (
    <DesignKitProvider>
      <QueryClientProvider client={queryClient}>
        <StoreProvider store={store}>
          <RootReducerProvider value={rootReducer}>{children}</RootReducerProvider>
        </StoreProvider>
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

/** The browser's router. */
export function createShellRouter(): DataRouter {
  return createBrowserRouter(shellRouteTree);
}

export function App({ router }: { router: DataRouter }) {
  return (
    <ShellProviders>
      <RouterProvider router={router} />
    </ShellProviders>
  );
}
