import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { usePlatform } from '@legacy-planner/shared-ui';
import { ShellProviders, shellRouteTree } from '../App';
import { DEMO_FLAG_KEY } from '@legacy-planner/shared-ui/navigation';
import { ShellPlatform } from '../platform/ShellPlatform';
import { signedInPerson } from '@legacy-planner/shared-ui/testing';
import { ProtectedLayout } from './ProtectedLayout';

// The dialogs' contents are mfe-journey's modules; the remotes manifest is unreachable here, so
// each dialog the shell mounts shows its error card. What is tested is the host's part: where
// each dialog is mounted, and that the shell's store keeps whether it is open.
jest.setTimeout(20_000);

beforeEach(() => {
  window.sessionStorage.clear();
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL) => {
    if (String(input) === '/api/auth/user') {
      return new Response(
        JSON.stringify({ ...signedInPerson, onboardingComplete: false, onboardingStep: 0 }),
        { status: 200 },
      );
    }
    // The pages wait for the plans the user helps with: none.
    if (String(input) === '/api/helping') {
      return new Response(JSON.stringify({ active: null, plans: [] }), { status: 200 });
    }
    throw new TypeError('Failed to fetch');
  }) as typeof fetch;
  // React reports each error the remote's boundary catches; expected here.
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

/** A remote on a signed-in page that opens the journey, as the dashboard's Start button does. */
function JourneyOpener() {
  const { openJourney } = usePlatform();
  return <button onClick={openJourney}>Start Your Journey</button>;
}

describe("mfe-journey's dialogs, mounted by the shell", () => {
  it('the guided journey is loaded when opened, into a dialog the shell closes', async () => {
    window.sessionStorage.setItem(DEMO_FLAG_KEY, 'true');
    const router = createMemoryRouter(
      [
        {
          element: (
            <ShellPlatform>
              <ProtectedLayout />
            </ShellPlatform>
          ),
          children: [{ path: '/app', element: <JourneyOpener /> }],
        },
      ],
      { initialEntries: ['/app'] },
    );
    render(
      <ShellProviders>
        <RouterProvider router={router} />
      </ShellProviders>,
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Start Your Journey' }));
    const dialog = await screen.findByRole('dialog', { name: 'Guided journey' });
    expect(within(dialog).getByText('Guided journey could not be loaded')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // Closed in the store: opening again mounts it again.
    await userEvent.click(screen.getByRole('button', { name: 'Start Your Journey' }));
    expect(await screen.findByRole('dialog', { name: 'Guided journey' })).toBeInTheDocument();
  });

  it('Getting Started is loaded on /app until onboarding is complete; Escape puts it away', async () => {
    const router = createMemoryRouter(shellRouteTree, { initialEntries: ['/app'] });
    render(
      <ShellProviders>
        <RouterProvider router={router} />
      </ShellProviders>,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Getting started' });
    expect(within(dialog).getByText('Getting started could not be loaded')).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // Put away for the visit: another tab does not bring it back.
    await userEvent.click(screen.getByRole('button', { name: 'Privacy' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
