import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { ShellProviders, shellRouteTree } from '../App';
import { DEMO_FLAG_KEY } from '../demo/demoFlag';

// The network, as the shell sees it: the current-user check answers as given; anything else
// (the remotes manifest) is unreachable in this test, so remote areas show their error card.
function stubNetwork(currentUser: () => Promise<Response>) {
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL) => {
    if (String(input) === '/api/auth/user') return currentUser();
    throw new TypeError('Failed to fetch');
  }) as typeof fetch;
}

const notSignedIn = async () =>
  ({ ok: false, status: 401, statusText: 'Unauthorized', text: async () => '' }) as Response;

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
  it('shows the 404 card for any other address', async () => {
    stubNetwork(notSignedIn);
    renderAt('/no/such/page');
    expect(await screen.findByRole('heading', { name: '404 Page Not Found' })).toBeInTheDocument();
    expect(screen.getByText('Did you forget to add the page to the router?')).toBeInTheDocument();
  });
});
