import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { ShellProviders, shellRouteTree } from '../App';
import { DEMO_FLAG_KEY, loadPageWithToast } from '@legacy-planner/shared-ui/navigation';
import { loadPage } from '@legacy-planner/shared-ui/pageLoad';
import { signedInPerson as person } from '@legacy-planner/shared-ui/testing';

// The public pages (/, /login, /signup) are another build: the app hands them over with a full
// page load, which jsdom cannot do, so it is recorded instead.
jest.mock('@legacy-planner/shared-ui/pageLoad');
const pageLoads = jest.mocked(loadPage);

type Answer = () => Promise<Response>;

const helpingNone = { active: null, plans: [] };

// The network, as the shell sees it: the current-user check (and sign-out, when given) answer
// as given, the plans the user helps with are none (the pages wait for that answer); anything else (the remotes manifest) is unreachable in this test, so remote areas
// show their error card.
function stubNetwork(currentUser: Answer, logout?: Answer, accountSecurity?: Answer) {
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL) => {
    if (String(input) === '/api/auth/user') return currentUser();
    if (String(input) === '/api/auth/logout' && logout) return logout();
    if (String(input) === '/api/helping') return new Response(JSON.stringify(helpingNone));
    if (String(input) === '/api/account/security' && accountSecurity) return accountSecurity();
    throw new TypeError('Failed to fetch');
  }) as typeof fetch;
}

const notSignedIn = async () =>
  ({ ok: false, status: 401, statusText: 'Unauthorized', text: async () => '' }) as Response;

const signedIn = async () => new Response(JSON.stringify(person), { status: 200 });
const unreachable = async (): Promise<Response> => {
  throw new TypeError('Failed to fetch');
};

function renderAt(path: string) {
  const router = createMemoryRouter(shellRouteTree, { initialEntries: [path] });
  render(
    <ShellProviders>
      <RouterProvider router={router} />
    </ShellProviders>,
  );
  return router;
}

// React reports each error a remote area's boundary catches (the remotes are unreachable
// here); those reports are expected, anything else still reaches the console.
let unreachableRemoteReports: jest.Mock;
const consoleError = console.error;
beforeEach(() => {
  window.sessionStorage.clear();
  pageLoads.mockClear();
  document.title = '';
  unreachableRemoteReports = jest.fn();
  jest.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    if (args.some((arg) => String(arg).includes('Failed to fetch')))
      unreachableRemoteReports(...args);
    else consoleError(...args);
  });
});
afterEach(() => jest.restoreAllMocks());

describe('protected routes', () => {
  it.each([
    ['/app', '/login'],
    ['/home', '/login?next=%2Fhome'],
    ['/admin', '/login?next=%2Fadmin'],
    ['/will-testament', '/login?next=%2Fwill-testament'],
    ['/final-wishes', '/login?next=%2Ffinal-wishes'],
    ['/app?tab=privacy', '/login?next=%2Fapp%3Ftab%3Dprivacy'],
  ])(
    'send a visitor without a session from %s to the sign-in page, %s, which returns there',
    async (path, signIn) => {
      stubNetwork(notSignedIn);
      const router = renderAt(path);
      await waitFor(() => expect(pageLoads).toHaveBeenCalledWith(signIn, { replace: true }));
      expect(router.state.location.pathname).toBe('/login');
    },
  );

  it('show Loading... while the authentication check runs', async () => {
    stubNetwork(() => new Promise<Response>(() => undefined));
    renderAt('/app');
    expect(await screen.findByText('Loading...')).toBeInTheDocument();
    expect(screen.getByRole('status')).toBeInTheDocument();
  });

  it('treat a network failure of the check as signed out, silently', async () => {
    stubNetwork(async () => {
      throw new TypeError('Failed to fetch');
    });
    const router = renderAt('/app');
    await waitFor(() => expect(pageLoads).toHaveBeenCalledWith('/login', { replace: true }));
    expect(router.state.location.pathname).toBe('/login');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('open in demo mode without asking the API who is signed in', async () => {
    stubNetwork(notSignedIn);
    window.sessionStorage.setItem(DEMO_FLAG_KEY, 'true');
    const router = renderAt('/home');
    await waitFor(() => expect(router.state.location.pathname).toBe('/app'));
    const navigation = await screen.findByRole('navigation', { name: 'Main' });
    for (const tab of ['Dashboard', 'Documents', 'Wishes', 'Contacts', 'Privacy']) {
      expect(navigation).toHaveTextContent(tab);
    }
    expect(globalThis.fetch).not.toHaveBeenCalledWith('/api/auth/user', expect.anything());
  });
});

describe('demo mode', () => {
  it('opens /app with the toast the landing page handed over, once', async () => {
    stubNetwork(notSignedIn);
    window.sessionStorage.setItem(DEMO_FLAG_KEY, 'true');
    // What the landing page's Demo Mode (No Account) does before the app starts.
    loadPageWithToast('/app', {
      title: 'Demo Mode Activated',
      description: 'Exploring the product in read-only mode',
    });
    renderAt('/app');
    expect(await screen.findByText('Demo Mode Activated')).toBeInTheDocument();
    expect(screen.getByText('Exploring the product in read-only mode')).toBeInTheDocument();
    expect(await screen.findByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    expect(window.sessionStorage.getItem('carriedToast')).toBeNull();
  });

  it("banner's sign-up link clears the flag and returns to /", async () => {
    stubNetwork(notSignedIn);
    window.sessionStorage.setItem(DEMO_FLAG_KEY, 'true');
    const router = renderAt('/app');
    await userEvent.click(
      await screen.findByRole('button', { name: 'Sign up to create your own plan' }),
    );
    expect(window.sessionStorage.getItem(DEMO_FLAG_KEY)).toBeNull();
    await waitFor(() => expect(pageLoads).toHaveBeenCalledWith('/', { replace: true }));
    expect(router.state.location.pathname).toBe('/');
  });

  it("shows a remote's error card with Retry, inside its own area, when it cannot load", async () => {
    stubNetwork(notSignedIn);
    window.sessionStorage.setItem(DEMO_FLAG_KEY, 'true');
    renderAt('/app?tab=wishes');
    expect(await screen.findByText('Wishes could not be loaded')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(await screen.findByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    expect(unreachableRemoteReports).toHaveBeenCalled();
  });
});

describe('not-found page', () => {
  it('shows the 404 card for any other address, with a way home', async () => {
    stubNetwork(notSignedIn);
    const router = renderAt('/no/such/page');
    expect(await screen.findByRole('heading', { name: '404 Page Not Found' })).toBeInTheDocument();
    expect(screen.getByText('Did you forget to add the page to the router?')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Go to the home page' }));
    expect(router.state.location.pathname).toBe('/');
    await waitFor(() => expect(pageLoads).toHaveBeenCalledWith('/', { replace: true }));
  });
});

describe('document titles', () => {
  // The public pages' titles: public-pages/src/publicPages.test.tsx.
  it('/no/such/page is titled "Page not found · Legacy Planner"', async () => {
    stubNetwork(notSignedIn);
    renderAt('/no/such/page');
    await waitFor(() => expect(document.title).toBe('Page not found · Legacy Planner'));
  });

  it.each([
    ['/app', 'Dashboard · Legacy Planner'],
    ['/app?tab=documents', 'Documents · Legacy Planner'],
    ['/app?tab=privacy', 'Privacy · Legacy Planner'],
    ['/will-testament', 'Last Will & Testament · Legacy Planner'],
    ['/hipaa-authorization', 'Medical Records Authorization (HIPAA) · Legacy Planner'],
    ['/admin', 'Admin panel · Legacy Planner'],
  ])('%s is titled "%s" (in demo mode)', async (path, title) => {
    stubNetwork(notSignedIn);
    window.sessionStorage.setItem(DEMO_FLAG_KEY, 'true');
    renderAt(path);
    await waitFor(() => expect(document.title).toBe(title));
  });
});

describe('the public pages exposed by remotes', () => {
  // Their pages are mfe-access's and mfe-account's (tested there); unreachable here, each shows
  // its error card.
  it.each([
    ['/access', 'Request access · Legacy Planner', 'Request access'],
    ['/access/view', 'Shared plan · Legacy Planner', 'Shared plan'],
    ['/message', 'A message for you · Legacy Planner', 'A message for you'],
    ['/is-ok', 'Are they OK? · Legacy Planner', 'Are they OK?'],
    ['/forgot-password', 'Forgot password · Legacy Planner', 'Forgot password'],
    ['/reset-password', 'Choose a new password · Legacy Planner', 'Choose a new password'],
    ['/verify-email', 'Verify your email · Legacy Planner', 'Verify your email'],
    ['/check-in', 'Check-in · Legacy Planner', 'Check-in'],
  ])('%s is public (no sign-in, no demo flag) and titled "%s"', async (path, title, label) => {
    stubNetwork(notSignedIn);
    const router = renderAt(path);
    expect(await screen.findByText(`${label} could not be loaded`)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Legacy Planner' })).toHaveAttribute('href', '/');
    await waitFor(() => expect(document.title).toBe(title));
    expect(router.state.location.pathname).toBe(path);
    expect(pageLoads).not.toHaveBeenCalled();
  });
});

describe('the account', () => {
  const security = (emailVerified: boolean) => async () =>
    new Response(
      JSON.stringify({
        email: person.email,
        emailVerified,
        emailEnabled: true,
        hasPassword: true,
        twoFactorEnabled: false,
        recoveryCodesLeft: 0,
      }),
      { status: 200 },
    );

  it('/account is mfe-account\'s page, titled "Account · Legacy Planner"', async () => {
    stubNetwork(signedIn, undefined, security(true));
    renderAt('/account');
    expect(await screen.findByText('Account could not be loaded')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Account · Legacy Planner'));
  });

  it("loads mfe-account's reminder on the signed-in pages while the email is not verified, out of sight on the account page", async () => {
    stubNetwork(signedIn, undefined, security(false));
    const router = renderAt('/account');
    const reminder = await screen.findByText('Email reminder could not be loaded');
    expect(reminder).not.toBeVisible();
    await act(() => router.navigate('/app'));
    await waitFor(() => expect(reminder).toBeVisible());
  });

  it('loads no reminder once the email is verified', async () => {
    stubNetwork(signedIn, undefined, security(true));
    renderAt('/app');
    await waitFor(() =>
      expect(globalThis.fetch).toHaveBeenCalledWith('/api/account/security', expect.anything()),
    );
    expect(await screen.findByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    expect(screen.queryByText('Email reminder could not be loaded')).toBeNull();
  });
});

describe('a signed-in visitor', () => {
  it('who signs out goes to /, the landing page (a page load: nothing of the session stays)', async () => {
    stubNetwork(signedIn, async () => new Response(null, { status: 204 }));
    const router = renderAt('/app');
    await userEvent.click(await screen.findByRole('button', { name: 'Sign Out' }));
    await waitFor(() => expect(pageLoads).toHaveBeenCalledWith('/', { replace: true }));
    expect(router.state.location.pathname).toBe('/');
    expect(globalThis.fetch).toHaveBeenCalledWith('/api/auth/logout', expect.anything());
  });

  it('who cannot reach the server to sign out is told so, and stays signed in', async () => {
    stubNetwork(signedIn, unreachable);
    const router = renderAt('/app');
    await userEvent.click(await screen.findByRole('button', { name: 'Sign Out' }));
    expect(await screen.findByText('Sign Out Failed')).toBeInTheDocument();
    expect(
      screen.getByText('You are still signed in. Please check your connection and try again.'),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/app');
    expect(screen.getByRole('button', { name: 'Sign Out' })).toBeInTheDocument();
    expect(pageLoads).not.toHaveBeenCalled();
  });
});
