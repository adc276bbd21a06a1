import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Helping, OwnerNotice } from '@legacy-planner/contracts';
import { fakeNetwork, signedInPerson } from '@legacy-planner/shared-ui/testing';
import { renderInShell } from '../testing/renderInShell';
import { AccessNoticesToast } from './AccessNoticesToast';

const notice = (id: string, readAt: string | null = null): OwnerNotice => ({
  id,
  text: 'Grace Hopper asked for standard access',
  createdAt: '2026-11-22T10:00:00.000Z',
  readAt,
});

const notices = [notice('n3'), notice('n2'), notice('n1', '2026-11-21T10:00:00.000Z')];

// The session works on the user's own plan unless GET /api/helping says otherwise.
const ownPlan: Helping = { active: null, plans: [] };
const robertsPlan: Helping = {
  active: { helperId: 'h1', ownerName: 'Robert Diaz', role: 'editor' },
  plans: [
    {
      helperId: 'h1',
      ownerName: 'Robert Diaz',
      ownerEmail: 'robert@example.com',
      role: 'editor',
      state: 'active',
      createdAt: '2026-11-20T10:00:00.000Z',
    },
  ],
};

const noticeCalls = (network: ReturnType<typeof fakeNetwork>) =>
  network.calls.filter(({ path }) => path === '/api/privacy/notices');

beforeEach(() => window.sessionStorage.clear());

describe('the access notices toast', () => {
  it('tells a signed-in owner how many notices are new, once, and opens the Privacy tab', async () => {
    const network = fakeNetwork({
      'GET /api/helping': ownPlan,
      'GET /api/privacy/notices': notices,
    });
    const navigate = jest.fn();
    const { unmount } = renderInShell(<AccessNoticesToast onPrivacyTab={false} />, {
      api: network.api,
      user: signedInPerson,
      navigate,
    });
    expect(await screen.findByText('You have 2 new access notices')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Open Privacy' }));
    expect(navigate).toHaveBeenCalledWith('/app?tab=privacy');
    unmount();

    // The next visit of /app in this session does not announce the same notices again.
    const again = fakeNetwork({ 'GET /api/helping': ownPlan, 'GET /api/privacy/notices': notices });
    renderInShell(<AccessNoticesToast onPrivacyTab={false} />, {
      api: again.api,
      user: signedInPerson,
    });
    await waitFor(() => expect(noticeCalls(again)).toHaveLength(1));
    expect(screen.queryByText(/new access notice/)).not.toBeInTheDocument();
  });

  it('says nothing when every notice is read', async () => {
    const network = fakeNetwork({
      'GET /api/helping': ownPlan,
      'GET /api/privacy/notices': [notices[2]],
    });
    renderInShell(<AccessNoticesToast onPrivacyTab={false} />, {
      api: network.api,
      user: signedInPerson,
    });
    await waitFor(() => expect(noticeCalls(network)).toHaveLength(1));
    expect(screen.queryByText(/new access notice/)).not.toBeInTheDocument();
  });

  it.each([
    ['demo mode', { user: null, isDemoMode: true, isReadOnly: true }],
    ['the demo account', { user: { ...signedInPerson, isDemo: true }, isReadOnly: true }],
  ])('asks nothing in %s', async (_mode, platform) => {
    const network = fakeNetwork({ 'GET /api/privacy/notices': notices });
    renderInShell(<AccessNoticesToast onPrivacyTab={false} />, { api: network.api, ...platform });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(network.calls).toEqual([]);
    expect(screen.queryByText(/new access notice/)).not.toBeInTheDocument();
  });

  it("asks nothing while the session works on a plan the user helps with (they are its owner's)", async () => {
    const network = fakeNetwork({
      'GET /api/helping': robertsPlan,
      'GET /api/privacy/notices': notices,
    });
    const { platform } = renderInShell(<AccessNoticesToast onPrivacyTab={false} />, {
      api: network.api,
      user: signedInPerson,
    });
    await waitFor(() => expect(network.calls).not.toHaveLength(0));
    await waitFor(() =>
      expect(platform.queryClient.getQueryState(['helping'])?.status).not.toBe('pending'),
    );
    // React Query tells its observers on the next task; then the render and its effects, where
    // the notices would be asked.
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(network.calls.map(({ path }) => path)).toEqual(['/api/helping']);
    expect(screen.queryByText(/new access notice/)).not.toBeInTheDocument();
  });
});
