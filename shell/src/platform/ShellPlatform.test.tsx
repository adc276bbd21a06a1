import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { usePlatform } from '@legacy-planner/shared-ui';
import { ShellProviders } from '../App';
import { DEMO_FLAG_KEY, takeCarriedToast } from '@legacy-planner/shared-ui/navigation';
import { loadPage } from '@legacy-planner/shared-ui/pageLoad';
import { signedInPerson } from '@legacy-planner/shared-ui/testing';
import { ShellPlatform } from './ShellPlatform';

// A full page load, which jsdom cannot do, is recorded instead.
jest.mock('@legacy-planner/shared-ui/pageLoad');
const pageLoads = jest.mocked(loadPage);

const goodbye = { title: 'Account deleted', description: 'Everything of it is erased.' };

/** A remote that leaves the app for the home page, as mfe-account does once an account is gone. */
function LeavingRemote() {
  const { loadPage: leave } = usePlatform();
  return (
    <>
      <button onClick={() => leave('/', { toast: goodbye })}>Leave with a toast</button>
      <button onClick={() => leave('/login')}>Leave</button>
    </>
  );
}

function renderRemote() {
  const router = createMemoryRouter(
    [
      {
        path: '/account',
        element: (
          <ShellPlatform>
            <LeavingRemote />
          </ShellPlatform>
        ),
      },
    ],
    { initialEntries: ['/account'] },
  );
  render(
    <ShellProviders>
      <RouterProvider router={router} />
    </ShellProviders>,
  );
}

beforeEach(() => {
  window.sessionStorage.clear();
  // Demo mode: the platform asks the API nothing.
  window.sessionStorage.setItem(DEMO_FLAG_KEY, 'true');
  pageLoads.mockClear();
});

describe("the platform's loadPage", () => {
  it('loads the page and leaves the toast for it to show', async () => {
    renderRemote();
    await userEvent.click(screen.getByRole('button', { name: 'Leave with a toast' }));
    await waitFor(() => expect(pageLoads).toHaveBeenCalledWith('/'));
    expect(takeCarriedToast()).toEqual(goodbye);
  });

  it('loads the page alone when there is nothing to say', async () => {
    renderRemote();
    await userEvent.click(screen.getByRole('button', { name: 'Leave' }));
    expect(pageLoads).toHaveBeenCalledWith('/login');
    expect(takeCarriedToast()).toBeNull();
  });
});

/** A remote that changes the user, as mfe-journey's onboarding does with its progress. */
function ChangingRemote() {
  const { user, updateUser } = usePlatform();
  return (
    <>
      <p>{user ? `At step ${user.onboardingStep}` : 'No user'}</p>
      <button onClick={() => updateUser({ ...signedInPerson, onboardingStep: 3 })}>Save</button>
    </>
  );
}

describe("the platform's updateUser", () => {
  it('makes the user the API answered the current user, for the shell and every remote', async () => {
    const router = createMemoryRouter(
      [
        {
          path: '/app',
          element: (
            <ShellPlatform>
              <ChangingRemote />
            </ShellPlatform>
          ),
        },
      ],
      { initialEntries: ['/app'] },
    );
    render(
      <ShellProviders>
        <RouterProvider router={router} />
      </ShellProviders>,
    );
    expect(screen.getByText('No user')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('At step 3')).toBeInTheDocument();
  });
});
