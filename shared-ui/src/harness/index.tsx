// The standalone harness: lets a remote's team run and test their area alone
// (`npm run dev -w mfe-documents`). It provides the same platform contract the shell provides,
// in demo mode, so the remote shows its built-in sample data and calls no API.
import { StrictMode, useMemo, useState, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { QueryClientProvider } from '@tanstack/react-query';
import AppBar from '@mui/material/AppBar';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import {
  DesignKitProvider,
  PlatformProvider,
  createApiClient,
  createQueryClient,
  useShowToast,
  type PlatformContract,
} from '../index';

function HarnessPlatform({ remoteName, children }: { remoteName: string; children: ReactNode }) {
  const toast = useShowToast();
  const [queryClient] = useState(createQueryClient);
  const platform = useMemo<PlatformContract>(
    () => ({
      user: null,
      isDemoMode: true,
      isReadOnly: true,
      toast,
      navigate: (to) => toast({ title: 'Navigation', description: `The shell would open ${to}` }),
      openJourney: () =>
        toast({ title: 'Guided journey', description: 'The shell would open the guided journey' }),
      queryClient,
      api: createApiClient(),
    }),
    [toast, queryClient],
  );
  return (
    <PlatformProvider value={platform}>
      <QueryClientProvider client={platform.queryClient}>
        <AppBar position="static" color="secondary">
          <Toolbar>
            <Typography component="p" variant="subtitle1">
              Standalone harness: {remoteName} (demo mode)
            </Typography>
          </Toolbar>
        </AppBar>
        <main>{children}</main>
      </QueryClientProvider>
    </PlatformProvider>
  );
}

export function renderStandalone(remoteName: string, page: ReactNode): void {
  const container = document.getElementById('root');
  if (!container) throw new Error('The harness page has no #root element');
  createRoot(container).render(
    <StrictMode>
      <DesignKitProvider>
        <HarnessPlatform remoteName={remoteName}>{page}</HarnessPlatform>
      </DesignKitProvider>
    </StrictMode>,
  );
}
