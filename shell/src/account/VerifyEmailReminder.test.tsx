import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, MemoryRouter } from 'react-router-dom';
import type { AccountSecurity } from '@legacy-planner/contracts';
import { fakeNetwork, Reply } from '@legacy-planner/shared-ui/testing';
import { accountSecurityQueryKey } from '../api/accountSecurity';
import { renderInShell } from '../testing/renderInShell';
import { signedInPerson } from '../testing/people';
import { VerifyEmailReminder } from './VerifyEmailReminder';

const security = (emailVerified: boolean, emailEnabled = true): AccountSecurity => ({
  email: signedInPerson.email,
  emailVerified,
  emailEnabled,
  hasPassword: true,
  twoFactorEnabled: false,
  recoveryCodesLeft: 0,
});

function renderReminder(
  emailVerified: boolean,
  user = signedInPerson,
  path = '/app',
  emailEnabled = true,
) {
  const network = fakeNetwork({
    'GET /api/account/security': security(emailVerified, emailEnabled),
    'POST /api/account/email/verification': new Reply(204),
  });
  const rendered = renderInShell(
    <MemoryRouter initialEntries={[path]}>
      <VerifyEmailReminder />
      <Link to="/app">My plan</Link>
    </MemoryRouter>,
    { api: network.api, user },
  );
  return { ...rendered, network };
}

describe('VerifyEmailReminder', () => {
  it('reminds an unverified account, sends the link again, and can be dismissed', async () => {
    const { network } = renderReminder(false);
    expect(await screen.findByText(/Please confirm your email/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Send again' }));
    await waitFor(() =>
      expect(network.calls.some((call) => call.path === '/api/account/email/verification')).toBe(
        true,
      ),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByText(/Please confirm your email/)).not.toBeInTheDocument();
  });

  it('on a server without mail, says so and what to do instead, and offers no Send again', async () => {
    renderReminder(false, signedInPerson, '/app', false);
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Email is not set up on this server, so no link can be sent to confirm your email. Ask the administrator of this site for a password reset link',
    );
    expect(screen.queryByText(/link we sent/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send again' })).not.toBeInTheDocument();
  });

  it('says nothing once the email is verified, nor to the demo account', async () => {
    const verified = renderReminder(true);
    await waitFor(() => expect(verified.network.calls).toHaveLength(1));
    expect(screen.queryByText(/Please confirm your email/)).not.toBeInTheDocument();
    verified.unmount();

    const demo = renderReminder(false, { ...signedInPerson, isDemo: true });
    expect(demo.network.calls).toHaveLength(0);
    expect(screen.queryByText(/Please confirm your email/)).not.toBeInTheDocument();
  });

  it('stays away from the account page, whose email section already says it', async () => {
    const { platform } = renderReminder(false, signedInPerson, '/account');
    await waitFor(() =>
      expect(platform.queryClient.getQueryData(accountSecurityQueryKey)).toBeDefined(),
    );
    expect(screen.queryByText(/Please confirm your email/)).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('link', { name: 'My plan' }));
    expect(await screen.findByText(/Please confirm your email/)).toBeInTheDocument();
  });
});
