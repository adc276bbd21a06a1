import { useState } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createBrowserRouter, Outlet, RouterProvider } from 'react-router-dom';
import { DesignKitProvider, createQueryClient } from '@legacy-planner/shared-ui';
import { DemoModeProvider } from './demo/DemoModeContext';
import { ShellPlatform } from './platform/ShellPlatform';
import { routes } from './routes/routes';

function ShellRoot() {
  return (
    <ShellPlatform>
      <Outlet />
    </ShellPlatform>
  );
}

const router = createBrowserRouter([{ element: <ShellRoot />, children: routes }]);

export function App() {
  const [queryClient] = useState(createQueryClient);
  return (
    <DesignKitProvider>
      <QueryClientProvider client={queryClient}>
        <DemoModeProvider>
          <RouterProvider router={router} />
        </DemoModeProvider>
      </QueryClientProvider>
    </DesignKitProvider>
  );
}
