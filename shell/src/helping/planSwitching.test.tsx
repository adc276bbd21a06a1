import { useEffect, useRef } from 'react';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useQuery, type QueryClient } from '@tanstack/react-query';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router-dom';
import type { ActivePlan, HelpedPlan, Helping } from '@legacy-planner/contracts';
import { listContacts, listWishes } from '@legacy-planner/contracts/endpoints/planner';
import { PLAN_HEADER, planTagOf } from '@legacy-planner/contracts/endpoints/planHeader';
import { usePlatform } from '@legacy-planner/shared-ui';
import { DEMO_FLAG_KEY } from '@legacy-planner/shared-ui/navigation';
import { signedInPerson } from '@legacy-planner/shared-ui/testing';
import { ShellProviders } from '../App';
import { ProtectedRoute } from '../auth/ProtectedRoute';
import { AppPage } from '../layout/AppPage';
import { ProtectedLayout } from '../layout/ProtectedLayout';
import { ShellPlatform } from '../platform/ShellPlatform';

// The shell as a helper sees it: the real platform, header and /app over a stand-in API that
// keeps, as the server does, which plan the session works on. The remotes are unreachable here
// (their areas show an error card); what is tested is the shell's part.
jest.setTimeout(20_000);

const helped = (
  helperId: string,
  ownerName: string,
  state: HelpedPlan['state'],
  role: HelpedPlan['role'] = 'editor',
): HelpedPlan => ({
  helperId,
  ownerName,
  ownerEmail: `${helperId}@example.com`,
  role,
  state,
  createdAt: '2026-11-20T10:00:00.000Z',
});

interface Call {
  method: string;
  path: string;
  body: unknown;
  /** The plan the calling page was made for (PLAN_HEADER), when it said. */
  plan: string | undefined;
}

/** The API as far as the shell goes: the person, their plans, and the session's chosen one. */
function fakeServer({
  plans = [] as HelpedPlan[],
  active = null as string | null,
  user = signedInPerson,
} = {}) {
  const calls: Call[] = [];
  const server = {
    plans,
    active,
    refusing: false,
    contactsAdded: [] as string[],
    /** Until it settles, GET /api/helping does not answer (a slow server after a reload). */
    helpingHeld: undefined as Promise<void> | undefined,
    /** How many of the next GET /api/helping fail (500). */
    helpingFailures: 0,
    /** Whether PUT /api/helping/active fails (500). */
    choosingFails: false,
  };
  const helping = (): Helping => {
    const plan = server.plans.find((p) => p.helperId === server.active && p.state === 'active');
    return {
      active: plan ? { helperId: plan.helperId, ownerName: plan.ownerName, role: plan.role } : null,
      plans: server.plans,
    };
  };
  const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const method = init.method ?? 'GET';
    const path = String(input);
    const body = init.body ? JSON.parse(String(init.body)) : undefined;
    const plan = (init.headers as Record<string, string> | undefined)?.[PLAN_HEADER];
    calls.push({ method, path, body, plan });
    if (path === '/api/auth/user') return json(user);
    if (path === '/api/auth/logout' && method === 'POST')
      return new Response(null, { status: 204 });
    if (path === '/api/helping' && method === 'GET') {
      await server.helpingHeld;
      if (server.helpingFailures > 0) {
        server.helpingFailures -= 1;
        return json({ error: 'internal', message: 'Something went wrong' }, 500);
      }
      return json(helping());
    }
    if (path === '/api/helping/active' && method === 'PUT') {
      if (server.choosingFails) {
        return json({ error: 'internal', message: 'Something went wrong on our side.' }, 500);
      }
      const { helperId } = body as { helperId: string | null };
      if (helperId && !server.plans.some((p) => p.helperId === helperId && p.state === 'active')) {
        return json({ error: 'not_found', message: 'You do not help with this plan.' }, 404);
      }
      server.active = helperId;
      return json(helping());
    }
    const answer = /^\/api\/helping\/([^/]+)(\/accept)?$/.exec(path);
    if (answer) {
      const plan = server.plans.find((p) => p.helperId === answer[1]);
      if (!plan) return json({ error: 'not_found', message: 'Not found' }, 404);
      if (method === 'POST') {
        Object.assign(plan, { state: 'active' });
        return json(plan);
      }
      server.plans = server.plans.filter((p) => p !== plan);
      // As the server does: a session on the plan left is back on the user's own.
      if (server.active === plan.helperId) server.active = null;
      return new Response(null, { status: 204 });
    }
    const planRoute = /^\/api\/(privacy|wishes|contacts)/.test(path);
    if (planRoute && plan && plan !== planTagOf(server.active)) {
      return json({ error: 'plan_changed', message: 'The plan in use changed' }, 409);
    }
    if (path === '/api/contacts' && method === 'POST') {
      if (helping().active?.role === 'viewer-helper') {
        return json({ error: 'helper_may_not', message: 'You may view this plan only' }, 403);
      }
      server.contactsAdded.push(helping().active?.ownerName ?? 'mine');
      return json({}, 201);
    }
    if (path.startsWith('/api/privacy/')) return json([]);
    if (path.startsWith('/api/wishes') || path.startsWith('/api/contacts')) {
      if (server.refusing) {
        // The owner removed the helper: the server forgets the choice and says so once.
        server.active = null;
        server.refusing = false;
        return json(
          { error: 'no_longer_helping', message: 'You no longer help with this plan' },
          403,
        );
      }
      // Each plan's own answer, to tell which plan a cached one came from.
      return json([{ plan: helping().active?.ownerName ?? 'mine' }]);
    }
    // The remotes manifest, and the account's security, are out of reach here.
    throw new TypeError('Failed to fetch');
  }) as typeof fetch;
  return { calls, server };
}

/** The fetch given, but the next call of `path` refused (403) with `refusal`. */
function refusingOnce(
  answer: typeof fetch,
  path: string,
  refusal: { error: string; message: string },
): typeof fetch {
  let refused = false;
  return (async (input: RequestInfo | URL, init?: RequestInit) => {
    if (refused || String(input) !== path) return answer(input, init);
    refused = true;
    return new Response(JSON.stringify(refusal), { status: 403 });
  }) as typeof fetch;
}

let platformQueryClient: QueryClient | undefined;
/** The plan the platform says a mounted page works on. */
let platformHelping: ActivePlan | null | undefined;
/** How many times a page of the plan was mounted. */
let readerMounts = 0;
/** What the platform's choosePlan answered a page. */
let planChosen: boolean | undefined;

/** A remote of a protected page: reads the wishes of the plan in use, and on demand its contacts. */
function PlanReader() {
  const { api, queryClient, helping, choosePlan } = usePlatform();
  useEffect(() => {
    platformQueryClient = queryClient;
    platformHelping = helping;
  }, [queryClient, helping]);
  useEffect(() => {
    readerMounts += 1;
  }, []);
  const wishes = useQuery({ queryKey: ['wishes'], queryFn: () => api.call(listWishes) });
  return (
    <>
      <p>{wishes.isSuccess ? 'Wishes read' : 'Reading wishes'}</p>
      <button onClick={() => void api.call(listContacts).catch(() => undefined)}>
        Read contacts
      </button>
      <button
        onClick={() =>
          void api.request('POST', '/api/contacts', { name: 'Dr Lee' }).catch(() => undefined)
        }
      >
        Add a contact
      </button>
      <button
        onClick={() =>
          void choosePlan?.(null).then((chosen) => {
            planChosen = chosen;
          })
        }
      >
        Switch to my plan
      </button>
    </>
  );
}

/** A remote's form that saves what is still waiting as it closes, as a wizard's autosave does. */
function ClosingWriter() {
  const { api } = usePlatform();
  const latestApi = useRef(api);
  useEffect(() => {
    latestApi.current = api;
  });
  useEffect(
    () => () =>
      void latestApi.current.request('POST', '/api/contacts', { name: 'Dr Lee' }).catch(() => null),
    [],
  );
  return <p>Writing a contact</p>;
}

function renderShellAt(path: string) {
  const router = createMemoryRouter(
    [
      {
        element: (
          <ShellPlatform>
            <Outlet />
          </ShellPlatform>
        ),
        children: [
          {
            element: <ProtectedRoute />,
            children: [
              {
                element: <ProtectedLayout />,
                children: [
                  { path: '/app', element: <AppPage /> },
                  { path: '/reader', element: <PlanReader /> },
                  { path: '/writer', element: <ClosingWriter /> },
                ],
              },
            ],
          },
          { path: '/', element: <p>Signed out</p> },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  render(
    <ShellProviders>
      <RouterProvider router={router} />
    </ShellProviders>,
  );
  return router;
}

const asked = (calls: Call[], method: string, path: string) =>
  calls.filter((call) => call.method === method && call.path === path);

const mainTabs = async () =>
  within(await screen.findByRole('navigation', { name: 'Main' }))
    .getAllByRole('button')
    .map((tab) => tab.textContent);

const banner = () => screen.queryByRole('region', { name: 'Plan in use' });

/** Once /api/helping has answered and the shell has rendered what it said. */
async function helpingAnswered(calls: Call[]) {
  await waitFor(() => expect(asked(calls, 'GET', '/api/helping')).not.toHaveLength(0));
  await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
}

beforeEach(() => {
  window.sessionStorage.clear();
  window.localStorage.clear();
  platformQueryClient = undefined;
  platformHelping = undefined;
  readerMounts = 0;
  planChosen = undefined;
  // React reports each error the remote areas' boundaries catch; expected here.
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

describe('the plan switcher in the header', () => {
  it('is not there for someone who helps with no plan', async () => {
    const { calls } = fakeServer();
    renderShellAt('/app');
    await helpingAnswered(calls);
    expect(screen.getByRole('button', { name: 'Sign Out' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'My plan' })).toBeNull();
    expect(banner()).toBeNull();
    expect(await mainTabs()).toContain('Privacy');
  });

  it('lists the plans; choosing one asks the server with its helper id, names it on every page and offers no Privacy tab', async () => {
    const { calls } = fakeServer({
      plans: [
        helped('h1', 'Robert Diaz', 'active'),
        helped('h2', 'Maria Lopez', 'invited', 'viewer-helper'),
        helped('h3', 'June Park', 'requested'),
      ],
    });
    const router = renderShellAt('/app?tab=documents');
    await userEvent.click(await screen.findByRole('button', { name: 'My plan' }));
    const menu = await screen.findByRole('menu', { name: 'Plans' });
    expect(within(menu).getByRole('menuitemradio', { name: 'My plan' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    const roberts = within(menu).getByRole('menuitemradio', { name: /Robert Diaz's plan/ });
    expect(roberts).toHaveAttribute('aria-checked', 'false');
    expect(roberts).toHaveTextContent('Can edit');
    expect(within(menu).getByText('Maria Lopez invited you to help · Can view')).toBeVisible();
    expect(
      within(menu).getByRole('menuitem', { name: "Accept Maria Lopez's invitation" }),
    ).toBeInTheDocument();
    expect(
      within(menu).getByRole('menuitem', { name: "Decline Maria Lopez's invitation" }),
    ).toBeInTheDocument();
    expect(
      within(menu).getByRole('menuitem', { name: "Waiting for June Park's approval" }),
    ).toHaveAttribute('aria-disabled', 'true');

    await userEvent.click(roberts);
    expect(await screen.findByText("You are now working on Robert Diaz's plan")).toBeVisible();
    expect(asked(calls, 'PUT', '/api/helping/active').map(({ body }) => body)).toEqual([
      { helperId: 'h1' },
    ]);
    // The banner changes with the pages, which are mounted afresh for the plan chosen.
    await waitFor(() =>
      expect(banner()).toHaveTextContent("You are helping with Robert Diaz's plan · Can edit"),
    );
    expect(screen.getByRole('button', { name: "Robert Diaz's plan" })).toBeInTheDocument();
    expect(router.state.location.pathname + router.state.location.search).toBe('/app');
    expect(await mainTabs()).toEqual(['Dashboard', 'Documents', 'Wishes', 'Contacts']);
  });

  it('says so when the server refuses the plan chosen, and lists the plans as they now are', async () => {
    const { calls, server } = fakeServer({ plans: [helped('h1', 'Robert Diaz', 'active')] });
    renderShellAt('/app');
    await userEvent.click(await screen.findByRole('button', { name: 'My plan' }));
    const roberts = await screen.findByRole('menuitemradio', { name: /Robert Diaz's plan/ });
    // Robert removed his helper meanwhile.
    server.plans = [];
    await userEvent.click(roberts);
    expect(await screen.findByText('The plan could not be changed')).toBeVisible();
    expect(screen.getByText('You do not help with this plan.')).toBeVisible();
    expect(banner()).toBeNull();
    await waitFor(() => expect(asked(calls, 'GET', '/api/helping')).toHaveLength(2));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'My plan' })).toBeNull());
  });

  it('accepts an invitation: the plan is then one to choose', async () => {
    const { calls } = fakeServer({ plans: [helped('h2', 'Maria Lopez', 'invited')] });
    renderShellAt('/app');
    await userEvent.click(await screen.findByRole('button', { name: 'My plan' }));
    await userEvent.click(
      await screen.findByRole('menuitem', { name: "Accept Maria Lopez's invitation" }),
    );
    expect(await screen.findByText("You now help with Maria Lopez's plan")).toBeVisible();
    expect(asked(calls, 'POST', '/api/helping/h2/accept')).toHaveLength(1);
    // Asked again: the plan is now one the user helps with.
    expect(asked(calls, 'GET', '/api/helping')).toHaveLength(2);
    await userEvent.click(screen.getByRole('button', { name: 'My plan' }));
    expect(
      await screen.findByRole('menuitemradio', { name: /Maria Lopez's plan/ }),
    ).toBeInTheDocument();
    expect(screen.queryByText(/invited you to help/)).toBeNull();
  });

  it('declines an invitation: it is gone, and so is the switcher', async () => {
    const { calls } = fakeServer({ plans: [helped('h2', 'Maria Lopez', 'invited')] });
    renderShellAt('/app');
    await userEvent.click(await screen.findByRole('button', { name: 'My plan' }));
    await userEvent.click(
      await screen.findByRole('menuitem', { name: "Decline Maria Lopez's invitation" }),
    );
    expect(await screen.findByText("You declined Maria Lopez's invitation")).toBeVisible();
    expect(asked(calls, 'DELETE', '/api/helping/h2')).toHaveLength(1);
    await waitFor(() => expect(screen.queryByRole('button', { name: 'My plan' })).toBeNull());
  });

  it('stops helping with a plan once confirmed: when it is in use, the window goes back to the own plan first', async () => {
    const { calls } = fakeServer({
      plans: [helped('h1', 'Robert Diaz', 'active'), helped('h2', 'Maria Lopez', 'active')],
      active: 'h1',
    });
    renderShellAt('/app');
    await userEvent.click(await screen.findByRole('button', { name: "Robert Diaz's plan" }));
    await userEvent.click(
      await screen.findByRole('menuitem', { name: "Stop helping with Robert Diaz's plan" }),
    );
    const dialog = await screen.findByRole('dialog', {
      name: "Stop helping with Robert Diaz's plan?",
    });
    expect(dialog).toHaveAccessibleDescription(
      'You will no longer see or change their plan. Robert Diaz can invite you again.',
    );
    expect(asked(calls, 'DELETE', '/api/helping/h1')).toEqual([]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Stop helping' }));
    expect(await screen.findByText("You no longer help with Robert Diaz's plan")).toBeVisible();
    // Back on the own plan before leaving: no page of the plan left calls for it afterwards.
    const changes = calls.filter(
      ({ method, path }) =>
        (method === 'PUT' && path === '/api/helping/active') ||
        (method === 'DELETE' && path.startsWith('/api/helping/')),
    );
    expect(changes.map(({ method, path, body }) => [method, path, body])).toEqual([
      ['PUT', '/api/helping/active', { helperId: null }],
      ['DELETE', '/api/helping/h1', undefined],
    ]);
    await waitFor(() => expect(banner()).toBeNull());
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const switcher = screen.getByRole('button', { name: 'My plan' });
    await waitFor(() => expect(switcher).toHaveFocus());
    await userEvent.click(switcher);
    const menu = await screen.findByRole('menu', { name: 'Plans' });
    expect(within(menu).queryByText(/Robert Diaz/)).toBeNull();
    expect(within(menu).getByRole('menuitemradio', { name: /Maria Lopez's plan/ })).toBeVisible();
  });

  it('asks before stopping by keyboard: Cancel first, the focus back on the switcher, nothing left until confirmed', async () => {
    const { calls } = fakeServer({ plans: [helped('h1', 'Robert Diaz', 'active')] });
    renderShellAt('/app');
    const switcher = await screen.findByRole('button', { name: 'My plan' });
    switcher.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(screen.getByRole('menuitemradio', { name: 'My plan' })).toHaveFocus(),
    );
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    expect(
      screen.getByRole('menuitem', { name: "Stop helping with Robert Diaz's plan" }),
    ).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('dialog', { name: "Stop helping with Robert Diaz's plan?" });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(switcher).toHaveFocus());
    expect(asked(calls, 'DELETE', '/api/helping/h1')).toEqual([]);

    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(screen.getByRole('menuitemradio', { name: 'My plan' })).toHaveFocus(),
    );
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await screen.findByRole('dialog', { name: "Stop helping with Robert Diaz's plan?" });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus());
    await userEvent.keyboard('{Tab}{Enter}');
    expect(await screen.findByText("You no longer help with Robert Diaz's plan")).toBeVisible();
    // Not the plan in use: the session stays on the own plan, unasked.
    expect(asked(calls, 'PUT', '/api/helping/active')).toEqual([]);
    expect(asked(calls, 'DELETE', '/api/helping/h1')).toHaveLength(1);
    await waitFor(() => expect(screen.queryByRole('button', { name: 'My plan' })).toBeNull());
  });

  it('is reached from the keyboard, and gives the focus back when closed', async () => {
    fakeServer({ plans: [helped('h1', 'Robert Diaz', 'active')] });
    renderShellAt('/app');
    const switcher = await screen.findByRole('button', { name: 'My plan' });
    switcher.focus();
    await userEvent.keyboard('{Enter}');
    const mine = await screen.findByRole('menuitemradio', { name: 'My plan' });
    await waitFor(() => expect(mine).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitemradio', { name: /Robert Diaz's plan/ })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(switcher).toHaveFocus());
  });
});

describe('while the session works on a plan the user helps with', () => {
  it('"Back to my plan" asks for the own plan, forgets the other plan\'s answers and offers every tab again', async () => {
    const { calls } = fakeServer({ plans: [helped('h1', 'Robert Diaz', 'active')], active: 'h1' });
    const router = renderShellAt('/reader');
    expect(await screen.findByText('Wishes read')).toBeVisible();
    expect(banner()).toHaveTextContent("You are helping with Robert Diaz's plan · Can edit");
    await userEvent.click(screen.getByRole('button', { name: 'Back to my plan' }));
    expect(await screen.findByText('You are back on your own plan')).toBeVisible();
    expect(asked(calls, 'PUT', '/api/helping/active').map(({ body }) => body)).toEqual([
      { helperId: null },
    ]);
    await waitFor(() => expect(banner()).toBeNull());
    expect(router.state.location.pathname).toBe('/app');
    expect(await mainTabs()).toContain('Privacy');
    // What the other plan answered is forgotten; what is about the person is kept.
    expect(platformQueryClient?.getQueryData(['wishes'])).not.toEqual([{ plan: 'Robert Diaz' }]);
    expect(platformQueryClient?.getQueryData(['auth', 'user'])).toEqual(signedInPerson);
  });

  it('a page that switches plans need not say it failed: the platform says so, and answers that the plan stayed', async () => {
    const { server } = fakeServer({ plans: [helped('h1', 'Robert Diaz', 'active')], active: 'h1' });
    renderShellAt('/reader');
    expect(await screen.findByText('Wishes read')).toBeVisible();
    server.choosingFails = true;
    await userEvent.click(screen.getByRole('button', { name: 'Switch to my plan' }));
    expect(await screen.findByText('The plan could not be changed')).toBeVisible();
    expect(screen.getByText('Something went wrong on our side.')).toBeVisible();
    await waitFor(() => expect(planChosen).toBe(false));
    expect(banner()).toHaveTextContent("You are helping with Robert Diaz's plan");
    expect(readerMounts).toBe(1);
  });

  it("after a reload on the Privacy tab, neither offers it nor asks for its data or the owner's notices", async () => {
    const { calls } = fakeServer({ plans: [helped('h1', 'Robert Diaz', 'active')], active: 'h1' });
    renderShellAt('/app?tab=privacy');
    await helpingAnswered(calls);
    expect(banner()).toHaveTextContent("You are helping with Robert Diaz's plan");
    expect(await mainTabs()).not.toContain('Privacy');
    expect(document.title).toMatch(/^Dashboard/);
    expect(calls.filter(({ path }) => path.startsWith('/api/privacy/'))).toEqual([]);
  });

  it('when the API says the user no longer helps: asks again, forgets the plan, shows their own and says so', async () => {
    const { calls, server } = fakeServer({
      plans: [helped('h1', 'Robert Diaz', 'active')],
      active: 'h1',
    });
    const router = renderShellAt('/reader');
    expect(await screen.findByText('Wishes read')).toBeVisible();
    // The owner removes the helper; a remote's next call is refused.
    server.refusing = true;
    server.plans = [];
    await userEvent.click(screen.getByRole('button', { name: 'Read contacts' }));
    expect(
      await screen.findByText('You no longer help with this plan. Your own plan is shown again.'),
    ).toBeVisible();
    expect(router.state.location.pathname).toBe('/app');
    await waitFor(() => expect(banner()).toBeNull());
    await waitFor(() => expect(asked(calls, 'GET', '/api/helping')).toHaveLength(2));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'My plan' })).toBeNull());
    expect(platformQueryClient?.getQueryData(['wishes'])).not.toEqual([{ plan: 'Robert Diaz' }]);
    expect(await mainTabs()).toContain('Privacy');
  });
});

describe('after a reload, until the server has said which plan the session works on', () => {
  const planCalls = (calls: Call[]) =>
    calls.filter(({ path }) => /^\/api\/(privacy|wishes|contacts|documents)/.test(path));

  it('no page of the plan is mounted and no call for it sent; then the pages of the plan it names', async () => {
    const { calls, server } = fakeServer({
      plans: [helped('h1', 'Robert Diaz', 'active')],
      active: 'h1',
    });
    let answer = () => {};
    server.helpingHeld = new Promise((resolve) => {
      answer = resolve;
    });
    renderShellAt('/reader');
    await waitFor(() => expect(asked(calls, 'GET', '/api/helping')).toHaveLength(1));
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(await screen.findByRole('progressbar', { name: 'Loading your plan' })).toBeVisible();
    expect(screen.queryByText('Reading wishes')).toBeNull();
    expect(screen.queryByText('Wishes read')).toBeNull();
    expect(planCalls(calls)).toEqual([]);

    await act(async () => answer());
    expect(await screen.findByText('Wishes read')).toBeVisible();
    expect(banner()).toHaveTextContent("You are helping with Robert Diaz's plan · Can edit");
    expect(platformHelping).toEqual({ helperId: 'h1', ownerName: 'Robert Diaz', role: 'editor' });
    expect(planCalls(calls).map(({ path, plan }) => [path, plan])).toEqual([['/api/wishes', 'h1']]);
  });

  it('when the server cannot say, shows an error with Retry instead of any page; Retry asks again', async () => {
    const { calls, server } = fakeServer({
      plans: [helped('h1', 'Robert Diaz', 'active')],
      active: 'h1',
    });
    server.helpingFailures = 1;
    renderShellAt('/app?tab=wishes');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your plan could not be loaded');
    expect(screen.queryByRole('navigation', { name: 'Main' })).toBeNull();
    expect(planCalls(calls)).toEqual([]);

    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    await waitFor(() =>
      expect(banner()).toHaveTextContent("You are helping with Robert Diaz's plan · Can edit"),
    );
    expect(await mainTabs()).toEqual(['Dashboard', 'Documents', 'Wishes', 'Contacts']);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(asked(calls, 'GET', '/api/helping')).toHaveLength(2);
  });
});

describe('when the owner changes the role meanwhile', () => {
  it.each([
    ['helper_may_not', 'a change the role no longer allows'],
    ['owner_only', 'a route for the owner only'],
  ])(
    'a refusal (%s, %s) asks again: the banner and the platform name the new role, the pages stay mounted',
    async (refusal) => {
      const { calls, server } = fakeServer({
        plans: [helped('h1', 'Robert Diaz', 'active')],
        active: 'h1',
      });
      renderShellAt('/reader');
      expect(await screen.findByText('Wishes read')).toBeVisible();
      expect(platformHelping?.role).toBe('editor');
      // Robert makes his helper a viewer; the page still offers the change.
      server.plans = [helped('h1', 'Robert Diaz', 'active', 'viewer-helper')];
      if (refusal === 'owner_only') {
        // A page calls a route of the owner's own (a stand-in: the refusal is what matters).
        globalThis.fetch = refusingOnce(globalThis.fetch, '/api/contacts', {
          error: 'owner_only',
          message: 'Only the owner of the plan may do this',
        });
      }
      await userEvent.click(screen.getByRole('button', { name: 'Add a contact' }));
      await waitFor(() =>
        expect(banner()).toHaveTextContent("You are helping with Robert Diaz's plan · Can view"),
      );
      expect(asked(calls, 'GET', '/api/helping')).toHaveLength(2);
      await waitFor(() => expect(platformHelping?.role).toBe('viewer-helper'));
      expect(readerMounts).toBe(1);
      expect(screen.getByText('Wishes read')).toBeVisible();
      expect(server.contactsAdded).toEqual([]);
    },
  );
});

describe('each call names the plan its page was made for', () => {
  it('a page of the plan left that saves as it closes is refused, never applied to the plan chosen', async () => {
    const { calls, server } = fakeServer({ plans: [helped('h1', 'Robert Diaz', 'active')] });
    const router = renderShellAt('/writer');
    await helpingAnswered(calls);
    await userEvent.click(await screen.findByRole('button', { name: 'My plan' }));
    await userEvent.click(await screen.findByRole('menuitemradio', { name: /Robert Diaz's plan/ }));
    expect(await screen.findByText("You are now working on Robert Diaz's plan")).toBeVisible();
    await waitFor(() => expect(asked(calls, 'POST', '/api/contacts')).toHaveLength(1));
    expect(asked(calls, 'POST', '/api/contacts')[0]?.plan).toBe('own');
    expect(server.contactsAdded).toEqual([]);
    // The window stays on the plan chosen, and its pages now call for that plan.
    await waitFor(() => expect(asked(calls, 'GET', '/api/helping')).toHaveLength(2));
    expect(screen.queryByText(/Another window/)).toBeNull();
    expect(banner()).toHaveTextContent("You are helping with Robert Diaz's plan");
    await act(() => router.navigate('/writer'));
    expect(await screen.findByText('Writing a contact')).toBeVisible();
    await act(() => router.navigate('/app'));
    await waitFor(() => expect(server.contactsAdded).toEqual(['Robert Diaz']));
    expect(asked(calls, 'POST', '/api/contacts')[1]?.plan).toBe('h1');
  });

  it('when another window chose another plan, the next call is refused and this window shows the plan chosen there', async () => {
    const { calls, server } = fakeServer({ plans: [helped('h1', 'Robert Diaz', 'active')] });
    const router = renderShellAt('/reader');
    expect(await screen.findByText('Wishes read')).toBeVisible();
    await helpingAnswered(calls);
    await userEvent.click(screen.getByRole('button', { name: 'Read contacts' }));
    await waitFor(() => expect(asked(calls, 'GET', '/api/contacts')).toHaveLength(1));
    expect(asked(calls, 'GET', '/api/contacts')[0]?.plan).toBe('own');
    // Another window of the same session switches to Robert's plan.
    server.active = 'h1';
    await userEvent.click(screen.getByRole('button', { name: 'Read contacts' }));
    expect(
      await screen.findByText("Another window chose Robert Diaz's plan: this one shows it too"),
    ).toBeVisible();
    await waitFor(() =>
      expect(banner()).toHaveTextContent("You are helping with Robert Diaz's plan"),
    );
    expect(router.state.location.pathname).toBe('/app');
    expect(await mainTabs()).not.toContain('Privacy');
  });
});

describe("the wizards' unsaved edits of a plan kept in this browser", () => {
  const DRAFT = 'legacy-planner.wizard-draft.';
  /** Drafts as the wizards write them: Ada's own, of the plans she helps with, and another's. */
  const keepDrafts = () => {
    for (const key of [
      'u1.will',
      'u1.helping.h1.will',
      'u1.helping.h1.trust',
      'u1.helping.h2.will',
      'u2.helping.h1.will',
    ]) {
      window.localStorage.setItem(`${DRAFT}${key}`, '{"basedOn":null,"data":{}}');
    }
  };
  const draftsLeft = () =>
    Object.keys(window.localStorage)
      .filter((key) => key.startsWith(DRAFT))
      .map((key) => key.slice(DRAFT.length))
      .sort();

  it('are forgotten when the API says the user no longer helps with the plan', async () => {
    const { server } = fakeServer({
      plans: [helped('h1', 'Robert Diaz', 'active'), helped('h2', 'Maria Lopez', 'active')],
      active: 'h1',
    });
    keepDrafts();
    renderShellAt('/reader');
    expect(await screen.findByText('Wishes read')).toBeVisible();
    server.refusing = true;
    server.plans = [helped('h2', 'Maria Lopez', 'active')];
    await userEvent.click(screen.getByRole('button', { name: 'Read contacts' }));
    expect(
      await screen.findByText('You no longer help with this plan. Your own plan is shown again.'),
    ).toBeVisible();
    expect(draftsLeft()).toEqual(['u1.helping.h2.will', 'u1.will', 'u2.helping.h1.will']);
  });

  it('are forgotten when the user stops helping with the plan from the switcher', async () => {
    fakeServer({
      plans: [helped('h1', 'Robert Diaz', 'active'), helped('h2', 'Maria Lopez', 'active')],
    });
    keepDrafts();
    renderShellAt('/app');
    await userEvent.click(await screen.findByRole('button', { name: 'My plan' }));
    await userEvent.click(
      await screen.findByRole('menuitem', { name: "Stop helping with Robert Diaz's plan" }),
    );
    const dialog = await screen.findByRole('dialog', {
      name: "Stop helping with Robert Diaz's plan?",
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Stop helping' }));
    expect(await screen.findByText("You no longer help with Robert Diaz's plan")).toBeVisible();
    expect(draftsLeft()).toEqual(['u1.helping.h2.will', 'u1.will', 'u2.helping.h1.will']);
  });

  it('are forgotten when the user declines an invitation to help with the plan', async () => {
    fakeServer({
      plans: [helped('h1', 'Robert Diaz', 'active'), helped('h2', 'Maria Lopez', 'invited')],
    });
    keepDrafts();
    renderShellAt('/app');
    await userEvent.click(await screen.findByRole('button', { name: 'My plan' }));
    await userEvent.click(
      await screen.findByRole('menuitem', { name: "Decline Maria Lopez's invitation" }),
    );
    expect(await screen.findByText("You declined Maria Lopez's invitation")).toBeVisible();
    expect(draftsLeft()).toEqual([
      'u1.helping.h1.trust',
      'u1.helping.h1.will',
      'u1.will',
      'u2.helping.h1.will',
    ]);
  });

  it("are all forgotten on signing out, the user's own plan's kept", async () => {
    fakeServer({ plans: [helped('h1', 'Robert Diaz', 'active')], active: 'h1' });
    keepDrafts();
    renderShellAt('/reader');
    expect(await screen.findByText('Wishes read')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Sign Out' }));
    expect(await screen.findByText('Signed out')).toBeVisible();
    expect(draftsLeft()).toEqual(['u1.will', 'u2.helping.h1.will']);
  });
});

describe('the demos', () => {
  it('never ask which plans the visitor helps with (demo mode)', async () => {
    window.sessionStorage.setItem(DEMO_FLAG_KEY, 'true');
    const { calls } = fakeServer();
    renderShellAt('/app');
    expect(await screen.findByText(/You are exploring demo mode/)).toBeVisible();
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(calls.filter(({ path }) => path.startsWith('/api/'))).toEqual([]);
    expect(screen.queryByRole('button', { name: 'My plan' })).toBeNull();
    // Nothing to wait for: the pages show the demo's plan at once.
    expect(await mainTabs()).toContain('Privacy');
  });

  it('never ask which plans the demo account helps with', async () => {
    const { calls } = fakeServer({ user: { ...signedInPerson, isDemo: true } });
    renderShellAt('/app');
    expect(await screen.findByText(/read-only demo account/)).toBeVisible();
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(asked(calls, 'GET', '/api/helping')).toEqual([]);
    expect(await mainTabs()).toContain('Privacy');
  });
});
