import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import type { CurrentUser } from '@legacy-planner/contracts';
import { ShellProviders, shellRouteTree } from '../App';
import { DEMO_FLAG_KEY } from '../demo/demoFlag';

type Answer = () => Promise<Response>;

// The network, as the shell sees it: the current-user check (and sign-out, when given) answer
// as given; anything else (the remotes manifest) is unreachable in this test, so remote areas
// show their error card.
function stubNetwork(currentUser: Answer, logout?: Answer) {
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL) => {
    if (String(input) === '/api/auth/user') return currentUser();
    if (String(input) === '/api/auth/logout' && logout) return logout();
    throw new TypeError('Failed to fetch');
  }) as typeof fetch;
}

const notSignedIn = async () =>
  ({ ok: false, status: 401, statusText: 'Unauthorized', text: async () => '' }) as Response;

const person: CurrentUser = {
  id: 'u1',
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  role: 'user',
  isDemo: false,
  onboardingComplete: true,
  onboardingStep: 6,
};
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
  it.each(['/app', '/home', '/admin', '/will-testament', '/final-wishes'])(
    'send a visitor without a session from %s to /login',
    async (path) => {
      stubNetwork(notSignedIn);
      const router = renderAt(path);
      expect(await screen.findByRole('heading', { name: 'Sign In' })).toBeInTheDocument();
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
    await screen.findByRole('heading', { name: 'Sign In' });
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
  it('starts from the landing page: sets the flag, opens /app, says so in a toast', async () => {
    stubNetwork(notSignedIn);
    const router = renderAt('/');
    await userEvent.click(screen.getByRole('button', { name: 'Demo Mode (No Account)' }));
    expect(window.sessionStorage.getItem(DEMO_FLAG_KEY)).toBe('true');
    await waitFor(() => expect(router.state.location.pathname).toBe('/app'));
    expect(await screen.findByText('Demo Mode Activated')).toBeInTheDocument();
    expect(screen.getByText('Exploring the product in read-only mode')).toBeInTheDocument();
  });

  it("banner's sign-up link clears the flag and returns to /", async () => {
    stubNetwork(notSignedIn);
    window.sessionStorage.setItem(DEMO_FLAG_KEY, 'true');
    const router = renderAt('/app');
    await userEvent.click(
      await screen.findByRole('button', { name: 'Sign up to create your own plan' }),
    );
    expect(window.sessionStorage.getItem(DEMO_FLAG_KEY)).toBeNull();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(
      screen.getByRole('heading', { name: 'Plan Once. Be Remembered Forever.' }),
    ).toBeInTheDocument();
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
  });
});

describe('document titles', () => {
  it.each([
    ['/', 'Legacy Planner · Plan once. Be remembered forever.'],
    ['/login', 'Sign in · Legacy Planner'],
    ['/signup', 'Sign up · Legacy Planner'],
    ['/no/such/page', 'Page not found · Legacy Planner'],
  ])('%s is titled "%s"', async (path, title) => {
    stubNetwork(notSignedIn);
    renderAt(path);
    await waitFor(() => expect(document.title).toBe(title));
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

describe('a signed-in visitor', () => {
  it.each(['/', '/login'])('on %s is offered their plan, not Sign In', async (path) => {
    stubNetwork(signedIn);
    const router = renderAt(path);
    const openPlan = await screen.findAllByRole('link', { name: 'Open My Plan' });
    expect(screen.queryByRole('link', { name: 'Sign In' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sign In' })).not.toBeInTheDocument();
    await userEvent.click(openPlan[0]!);
    await waitFor(() => expect(router.state.location.pathname).toBe('/app'));
  });

  it('who signs out goes to /, signed out', async () => {
    stubNetwork(signedIn, async () => new Response(null, { status: 204 }));
    const router = renderAt('/app');
    await userEvent.click(await screen.findByRole('button', { name: 'Sign Out' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(await screen.findAllByRole('link', { name: 'Sign In' })).not.toHaveLength(0);
    expect(screen.queryByRole('link', { name: 'Open My Plan' })).not.toBeInTheDocument();
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
  });
});
