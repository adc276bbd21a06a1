// The standalone harness: lets a remote's team run and test their area alone
// (`npm run dev -w mfe-documents`, or /mfe-documents/ on the one-origin server). It provides
// the platform contract the shell provides, in one of two modes chosen in its bar:
// - demo mode: the built-in sample data, read-only, no API call;
// - signed in: against the running API (the dev server proxies /api), after signing in here,
//   so a tab's write paths can be built without the shell.
import { StrictMode, Suspense, useMemo, useState, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { QueryClientProvider, useQuery, useQueryClient } from '@tanstack/react-query';
import { Provider as StoreProvider } from 'react-redux';
import AppBar from '@mui/material/AppBar';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { getCurrentUser } from '@legacy-planner/contracts/endpoints/auth';
import {
  DesignKitProvider,
  PlatformProvider,
  createApiClient,
  createPlatformAddress,
  createQueryClient,
  useShowToast,
  type PlatformContract,
} from '../index';
import { createClientStore } from '../platform/clientStore';
import { HarnessSignIn } from './HarnessSignIn';
import { ApiError, type ApiClient } from '../api/apiClient';
import { readHarnessMode, writeHarnessMode, type HarnessMode } from './harnessMode';

const CURRENT_USER_KEY = ['harness', 'user'];

function HarnessPlatform({
  mode,
  rootReducer,
  children,
}: {
  mode: HarnessMode;
  rootReducer: PlatformContract['rootReducer'];
  children: ReactNode;
}) {
  const toast = useShowToast();
  const queryClient = useQueryClient();
  const [api] = useState(() => createApiClient());
  // Alone, a remote is on the harness's own page: its query is the one the address holds.
  const [address] = useState(() => createPlatformAddress(window.location.search));
  const signedIn = mode === 'account';
  const currentUser = useQuery({
    queryKey: CURRENT_USER_KEY,
    queryFn: () => currentUserOrNull(api),
    enabled: signedIn,
  });
  const user = signedIn ? (currentUser.data ?? null) : null;
  const platform = useMemo<PlatformContract>(
    () => ({
      user,
      isDemoMode: !signedIn,
      isReadOnly: !signedIn || Boolean(user?.isDemo),
      toast,
      navigate: (to) => toast({ title: 'Navigation', description: `The shell would open ${to}` }),
      loadPage: (to) =>
        toast({ title: 'Page load', description: `The shell would load the page ${to}` }),
      openJourney: () =>
        toast({ title: 'Guided journey', description: 'The shell would open the guided journey' }),
      updateUser: (changed) => queryClient.setQueryData(CURRENT_USER_KEY, changed),
      address,
      queryClient,
      api,
      rootReducer,
    }),
    [user, signedIn, toast, queryClient, api, rootReducer, address],
  );

  let content = children;
  if (signedIn && currentUser.isPending)
    content = <Typography sx={{ p: 3 }}>Loading...</Typography>;
  else if (signedIn && !user) {
    content = <HarnessSignIn api={api} onSignedIn={() => queryClient.invalidateQueries()} />;
  }
  // A tab waits for its first screen's data in Suspense (planner-client's useQueriesSettled), as
  // under the shell's tabs: without a boundary here, the whole harness would wait, and start over.
  return (
    <PlatformProvider value={platform}>
      <Suspense fallback={<Typography sx={{ p: 3 }}>Loading...</Typography>}>{content}</Suspense>
    </PlatformProvider>
  );
}

function Harness({ remoteName, children }: { remoteName: string; children: ReactNode }) {
  const [mode, setMode] = useState(readHarnessMode);
  const [queryClient] = useState(createQueryClient);
  // The harness stands in for the shell's store: the remote injects its slices into this one.
  const [{ store, rootReducer }] = useState(createClientStore);
  const changeMode = (next: HarnessMode | null) => {
    if (!next) return;
    writeHarnessMode(next);
    queryClient.clear(); // demo data and account data never mix
    setMode(next);
  };
  return (
    <QueryClientProvider client={queryClient}>
      <StoreProvider store={store}>
        <AppBar position="static" color="secondary">
          <Toolbar sx={{ gap: 2, flexWrap: 'wrap' }}>
            <Typography component="p" variant="subtitle1" sx={{ flexGrow: 1 }}>
              Standalone harness: {remoteName} ({mode === 'demo' ? 'demo mode' : 'signed in'})
            </Typography>
            <ToggleButtonGroup
              exclusive
              size="small"
              value={mode}
              onChange={(_event, next: HarnessMode | null) => changeMode(next)}
              aria-label="Harness mode"
            >
              <ToggleButton value="demo">Demo mode</ToggleButton>
              <ToggleButton value="account">Signed in</ToggleButton>
            </ToggleButtonGroup>
          </Toolbar>
        </AppBar>
        <main>
          <HarnessPlatform key={mode} mode={mode} rootReducer={rootReducer}>
            {children}
          </HarnessPlatform>
        </main>
      </StoreProvider>
    </QueryClientProvider>
  );
}

/** The signed-in user, or null when no one is (401). */
async function currentUserOrNull(api: ApiClient) {
  try {
    return await api.call(getCurrentUser);
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

export function renderStandalone(remoteName: string, page: ReactNode): void {
  const container = document.getElementById('root');
  if (!container) throw new Error('The harness page has no #root element');
  createRoot(container).render(
    <StrictMode>
      <DesignKitProvider>
        <Harness remoteName={remoteName}>{page}</Harness>
      </DesignKitProvider>
    </StrictMode>,
  );
}
