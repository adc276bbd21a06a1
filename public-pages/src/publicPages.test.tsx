import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { DEMO_ACCOUNT } from '@legacy-planner/contracts';
import {
  DEMO_FLAG_KEY,
  isPublicAddress,
  loadPageWithToast,
  takeCarriedToast,
} from '@legacy-planner/shared-ui/navigation';
import { loadPage } from '@legacy-planner/shared-ui/pageLoad';
import { signedInPerson as person } from '@legacy-planner/shared-ui/testing';
import { SWITCH_TO_SIGNUP_DELAY_MS } from './auth/AuthPage';
import { loadPublicPage } from './pageTable';
import { PublicPages } from './PublicPages';

// The public pages (/, /login, /signup) as the browser runs them: the same tree the build
// pre-renders, with the network stubbed. Entering the app is a full page load, which jsdom
// cannot do, so it is recorded instead.
jest.mock('@legacy-planner/shared-ui/pageLoad');
const pageLoads = jest.mocked(loadPage);

type Answer = (body: unknown) => Response | Promise<Response>;

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });
const notSignedIn: Answer = () => json({ error: 'unauthorized', message: 'Sign in first.' }, 401);

/** The network, "METHOD /path" -> answer; anything else is unreachable. Records every call. */
function stubNetwork(routes: Record<string, Answer>) {
  const calls: { route: string; body: unknown }[] = [];
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const route = `${init.method ?? 'GET'} ${String(input)}`;
    const body = init.body ? JSON.parse(String(init.body)) : undefined;
    calls.push({ route, body });
    const answer = routes[route];
    if (!answer) throw new TypeError('Failed to fetch');
    return answer(body);
  }) as typeof fetch;
  return calls;
}

/** Opens a public page at `address` as its script does (the page's component, then the rest). */
async function openAt(address: string) {
  window.history.replaceState(null, '', address);
  const { pathname, search } = window.location;
  if (!isPublicAddress(pathname)) throw new Error(`${pathname} is not a public page`);
  const page = await loadPublicPage(pathname);
  render(<PublicPages page={page} location={{ pathname, search, state: null }} />);
}

// The sign-in page's rules and its form endpoints (yup, the contracts' schemas) are a module the
// page fetches while the browser is idle, long before a first submit; here they are loaded once
// before the tests, so the first test to send the form does not pay for compiling them.
beforeAll(() => import('./auth/authRules'), 30_000);
// Each case renders a whole page in jsdom; on a busy 2-core machine that takes seconds.
jest.setTimeout(15_000);

beforeEach(() => {
  window.sessionStorage.clear();
  pageLoads.mockClear();
  document.title = '';
});

describe('the landing page', () => {
  it('offers sign-up, sign-in and both demos to a visitor who is not signed in', async () => {
    stubNetwork({ 'GET /api/auth/user': notSignedIn });
    await openAt('/');
    expect(
      screen.getByRole('heading', { level: 1, name: 'Plan Once. Be Remembered Forever.' }),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Sign In' })[0]).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: 'Try Demo Account' })).toHaveAttribute(
      'href',
      '/login?demo=true',
    );
    await waitFor(() =>
      expect(document.title).toBe('Legacy Planner · Plan once. Be remembered forever.'),
    );
  });

  it('shows once the toast the app carried over (e.g. after deleting the account)', async () => {
    stubNetwork({ 'GET /api/auth/user': notSignedIn });
    loadPageWithToast('/', { title: 'Account deleted', description: 'All of it.' });
    await openAt('/');
    expect(await screen.findByText('Account deleted')).toBeInTheDocument();
    expect(takeCarriedToast()).toBeNull();
  });

  it('Demo Mode (No Account) sets the flag and opens /app, which says so in a toast', async () => {
    const calls = stubNetwork({ 'GET /api/auth/user': notSignedIn });
    await openAt('/');
    await userEvent.click(screen.getByRole('button', { name: 'Demo Mode (No Account)' }));
    expect(window.sessionStorage.getItem(DEMO_FLAG_KEY)).toBe('true');
    expect(pageLoads).toHaveBeenCalledWith('/app');
    expect(takeCarriedToast()).toEqual({
      title: 'Demo Mode Activated',
      description: 'Exploring the product in read-only mode',
    });
    expect(calls.map(({ route }) => route)).toEqual(['GET /api/auth/user']);
  });

  it('shows the sign-in page in the page, without loading one', async () => {
    stubNetwork({ 'GET /api/auth/user': notSignedIn, 'GET /api/auth/providers': () => json({}) });
    await openAt('/');
    await userEvent.click(screen.getAllByRole('link', { name: 'Sign In' })[0]!);
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign In' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/login');
    await waitFor(() => expect(document.title).toBe('Sign in · Legacy Planner'));
    expect(pageLoads).not.toHaveBeenCalled();
  });

  it('asks nobody who is signed in, in demo mode', async () => {
    window.sessionStorage.setItem(DEMO_FLAG_KEY, 'true');
    const calls = stubNetwork({});
    await openAt('/');
    await act(() => Promise.resolve());
    expect(calls).toEqual([]);
  });
});

describe('a signed-in visitor', () => {
  it.each(['/', '/login'])('on %s is offered their plan, not Sign In', async (address) => {
    stubNetwork({
      'GET /api/auth/user': () => json(person),
      'GET /api/auth/providers': () => json({ google: false, facebook: false }),
    });
    await openAt(address);
    const openPlan = await screen.findAllByRole('link', { name: 'Open My Plan' });
    expect(openPlan[0]).toHaveAttribute('href', '/app');
    expect(screen.queryByRole('link', { name: 'Sign In' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sign In' })).not.toBeInTheDocument();
    await userEvent.click(openPlan[0]!);
    expect(pageLoads).toHaveBeenCalledWith('/app');
  });

  it('who signs out on /login goes to /, signed out', async () => {
    const calls = stubNetwork({
      'GET /api/auth/user': () => json(person),
      'GET /api/auth/providers': () => json({}),
      'POST /api/auth/logout': () => new Response(null, { status: 204 }),
    });
    await openAt('/login');
    await userEvent.click(await screen.findByRole('button', { name: 'Sign Out' }));
    await waitFor(() => expect(pageLoads).toHaveBeenCalledWith('/'));
    expect(calls.map(({ route }) => route)).toContain('POST /api/auth/logout');
  });

  it('who cannot reach the server to sign out is told so, and stays', async () => {
    stubNetwork({
      'GET /api/auth/user': () => json(person),
      'GET /api/auth/providers': () => json({}),
    });
    await openAt('/login');
    await userEvent.click(await screen.findByRole('button', { name: 'Sign Out' }));
    expect(await screen.findByText('Sign Out Failed')).toBeInTheDocument();
    expect(pageLoads).not.toHaveBeenCalled();
    expect(screen.getByRole('heading', { name: 'You are signed in' })).toBeInTheDocument();
  });
});

describe('the sign-in page', () => {
  it.each([
    ['/login', 'Sign in · Legacy Planner', 'Sign In'],
    ['/signup', 'Sign up · Legacy Planner', 'Create Account'],
  ])('%s is titled "%s"', async (address, title, heading) => {
    stubNetwork({ 'GET /api/auth/user': notSignedIn, 'GET /api/auth/providers': () => json({}) });
    await openAt(address);
    expect(screen.getByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe(title));
  });

  it('signs in and opens /app, which greets with Welcome back', async () => {
    const calls = stubNetwork({
      'GET /api/auth/user': notSignedIn,
      'GET /api/auth/providers': () => json({}),
      'POST /api/auth/login': () => json(person),
    });
    await openAt('/login');
    await userEvent.type(screen.getByLabelText('Email'), person.email);
    await userEvent.type(screen.getByLabelText('Password'), 'a-good-password');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(pageLoads).toHaveBeenCalledWith('/app'));
    expect(calls.find(({ route }) => route === 'POST /api/auth/login')?.body).toEqual({
      email: person.email,
      password: 'a-good-password',
    });
    expect(takeCarriedToast()).toEqual({
      title: 'Welcome back',
      description: 'Successfully logged in',
      variant: 'success',
    });
    // The form stays busy while the browser leaves for the app.
    expect(screen.getByRole('button', { name: 'Please wait...' })).toBeDisabled();

    // Back from the app, out of the back-forward cache: who is signed in is asked again, and
    // the form is usable.
    const asked = calls.filter(({ route }) => route === 'GET /api/auth/user').length;
    act(() => {
      window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true }));
    });
    await waitFor(() =>
      expect(calls.filter(({ route }) => route === 'GET /api/auth/user')).toHaveLength(asked + 1),
    );
    expect(await screen.findByRole('button', { name: 'Sign In' })).toBeEnabled();
  });

  it('keeps what was typed into the pre-rendered form before React took it over', async () => {
    const calls = stubNetwork({
      'GET /api/auth/user': notSignedIn,
      'GET /api/auth/providers': () => json({}),
      'POST /api/auth/login': () => json(person),
    });
    window.history.replaceState(null, '', '/login');
    const page = await loadPublicPage('/login');
    const tree = (
      <PublicPages page={page} location={{ pathname: '/login', search: '', state: null }} />
    );
    // The page as the build pre-renders it, typed into before any script ran.
    const container = document.body.appendChild(document.createElement('div'));
    container.innerHTML = renderToString(tree);
    const typeBeforeScripts = (id: string, text: string) => {
      (container.querySelector(`#${id}`) as HTMLInputElement).value = text;
    };
    typeBeforeScripts('email', person.email);
    typeBeforeScripts('password', 'a-good-password');

    render(tree, { container, hydrate: true });
    // Once mounted, MUI's fields see the text and render again (the label moves up).
    await waitFor(() =>
      expect(container.querySelector('#email-label')).toHaveAttribute('data-shrink', 'true'),
    );
    expect(screen.getByLabelText('Email')).toHaveValue(person.email);
    expect(screen.getByLabelText('Password')).toHaveValue('a-good-password');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(pageLoads).toHaveBeenCalledWith('/app'));
    expect(calls.find(({ route }) => route === 'POST /api/auth/login')?.body).toEqual({
      email: person.email,
      password: 'a-good-password',
    });
  });

  it('asks for the second factor after a right password, then opens /app', async () => {
    const calls = stubNetwork({
      'GET /api/auth/user': notSignedIn,
      'GET /api/auth/providers': () => json({}),
      'POST /api/auth/login': () => json({ twoFactorRequired: true }, 202),
      'POST /api/auth/login/two-factor': () => json(person),
    });
    await openAt('/login');
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    await userEvent.click(screen.getByLabelText('Email'));
    await userEvent.paste(person.email);
    await userEvent.click(screen.getByLabelText('Password'));
    await userEvent.paste('a-good-password');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('heading', { name: 'Two-factor sign-in' })).toBeInTheDocument();
    expect(pageLoads).not.toHaveBeenCalled();
    await userEvent.click(screen.getByLabelText('Code'));
    await userEvent.paste('123456');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(pageLoads).toHaveBeenCalledWith('/app'));
    expect(calls.find(({ route }) => route === 'POST /api/auth/login/two-factor')?.body).toEqual({
      code: '123456',
    });
  });

  it('after a provider sign-in to an account with two-factor on (?step=code), asks for the code', async () => {
    stubNetwork({
      'GET /api/auth/user': notSignedIn,
      'GET /api/auth/providers': () => json({ google: true }),
      'POST /api/auth/login/two-factor': () => json(person),
    });
    await openAt('/login?step=code');
    expect(await screen.findByRole('heading', { name: 'Two-factor sign-in' })).toBeInTheDocument();
    await userEvent.click(screen.getByLabelText('Code'));
    await userEvent.paste('123456');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(pageLoads).toHaveBeenCalledWith('/app'));
  });

  it('after "Account not found" switches to sign-up 2 s later, keeping the email', async () => {
    jest.useFakeTimers();
    try {
      stubNetwork({
        'GET /api/auth/user': notSignedIn,
        'GET /api/auth/providers': () => json({}),
        'POST /api/auth/login': () =>
          json({ error: 'account_not_found', message: 'Account not found' }, 404),
      });
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      await openAt('/login');
      await user.type(screen.getByLabelText('Email'), 'nobody@example.com');
      await user.type(screen.getByLabelText('Password'), 'a-good-password');
      await user.click(screen.getByRole('button', { name: 'Sign In' }));
      expect(await screen.findByText('Account not found')).toBeInTheDocument();
      await act(() => jest.advanceTimersByTimeAsync(SWITCH_TO_SIGNUP_DELAY_MS - 100));
      expect(screen.queryByRole('heading', { name: 'Create Account' })).not.toBeInTheDocument();
      await act(() => jest.advanceTimersByTimeAsync(200));
      expect(await screen.findByRole('heading', { name: 'Create Account' })).toBeInTheDocument();
      expect(window.location.pathname).toBe('/signup');
      expect(screen.getByLabelText('Email')).toHaveValue('nobody@example.com');
    } finally {
      jest.useRealTimers();
    }
  });

  it('says why a provider sign-in came back, and clears the address', async () => {
    stubNetwork({ 'GET /api/auth/user': notSignedIn, 'GET /api/auth/providers': () => json({}) });
    await openAt('/login?signInError=provider_failed');
    expect(await screen.findByText('Sign In Failed')).toBeInTheDocument();
    expect(
      screen.getByText('The sign-in with your provider did not complete. Please try again.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(window.location.search).toBe(''));
    expect(window.location.pathname).toBe('/login');
  });

  it('/login?demo=true signs in to the demo account and opens /app', async () => {
    const calls = stubNetwork({
      'GET /api/auth/user': notSignedIn,
      'GET /api/auth/providers': () => json({}),
      'POST /api/auth/login': () => json({ ...person, isDemo: true }),
    });
    await openAt('/login?demo=true');
    await waitFor(() => expect(pageLoads).toHaveBeenCalledWith('/app'));
    expect(calls.find(({ route }) => route === 'POST /api/auth/login')?.body).toEqual(DEMO_ACCOUNT);
    expect(takeCarriedToast()).toMatchObject({ title: 'Demo Access Granted' });
  });

  it('a provider the site has not set up says so; one it has is a browser navigation', async () => {
    stubNetwork({
      'GET /api/auth/user': notSignedIn,
      'GET /api/auth/providers': () => json({ google: true, facebook: false }),
    });
    await openAt('/login');
    await userEvent.click(screen.getByRole('button', { name: 'Continue with Facebook' }));
    expect(await screen.findByText('Facebook sign-in unavailable')).toBeInTheDocument();
    await waitFor(async () => {
      await userEvent.click(screen.getByRole('button', { name: 'Continue with Google' }));
      expect(pageLoads).toHaveBeenCalledWith('/api/auth/google');
    });
  });

  it('a provider clicked before the site has said which it offers waits for the answer', async () => {
    let answer: (response: Response) => void = () => undefined;
    stubNetwork({
      'GET /api/auth/user': notSignedIn,
      'GET /api/auth/providers': () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    await openAt('/login');
    await userEvent.click(screen.getByRole('button', { name: 'Continue with Google' }));
    expect(pageLoads).not.toHaveBeenCalled();
    answer(json({ google: true, facebook: false }));
    await waitFor(() => expect(pageLoads).toHaveBeenCalledWith('/api/auth/google'));
    expect(screen.queryByText('Google sign-in unavailable')).not.toBeInTheDocument();
  });
});
