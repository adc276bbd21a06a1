import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { OwnerNotice } from '@legacy-planner/contracts';
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

beforeEach(() => window.sessionStorage.clear());

describe('the access notices toast', () => {
  it('tells a signed-in owner how many notices are new, once, and opens the Privacy tab', async () => {
    const network = fakeNetwork({ 'GET /api/privacy/notices': notices });
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
    const again = fakeNetwork({ 'GET /api/privacy/notices': notices });
    renderInShell(<AccessNoticesToast onPrivacyTab={false} />, {
      api: again.api,
      user: signedInPerson,
    });
    await waitFor(() => expect(again.calls).toHaveLength(1));
    expect(screen.queryByText(/new access notice/)).not.toBeInTheDocument();
  });

  it('says nothing when every notice is read', async () => {
    const network = fakeNetwork({ 'GET /api/privacy/notices': [notices[2]] });
    renderInShell(<AccessNoticesToast onPrivacyTab={false} />, {
      api: network.api,
      user: signedInPerson,
    });
    await waitFor(() => expect(network.calls).toHaveLength(1));
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
});
