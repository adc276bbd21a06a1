import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AccountSecurity, CurrentUser } from '@legacy-planner/contracts';
import { fakeNetwork, renderWithPlatform, Reply } from '@legacy-planner/shared-ui/testing';
import VerifyEmailReminder from './VerifyEmailReminder';

const signedInPerson: CurrentUser = {
  id: 'u1',
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  role: 'user',
  isDemo: false,
  onboardingComplete: true,
  onboardingStep: 6,
  signingPlace: null,
  maritalStatus: null,
};

const security = (emailVerified: boolean, emailEnabled = true): AccountSecurity => ({
  email: signedInPerson.email,
  emailVerified,
  emailEnabled,
  hasPassword: true,
  twoFactorEnabled: false,
  recoveryCodesLeft: 0,
});

function renderReminder(emailVerified: boolean, user = signedInPerson, emailEnabled = true) {
  const network = fakeNetwork({
    'GET /api/account/security': security(emailVerified, emailEnabled),
    'POST /api/account/email/verification': new Reply(204),
  });
  const rendered = renderWithPlatform(<VerifyEmailReminder />, { api: network.api, user });
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
    renderReminder(false, signedInPerson, false);
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

  it('links to the account page through the shell', async () => {
    const { platform } = renderReminder(false);
    const link = await screen.findByRole('link', { name: 'Your account settings' });
    expect(link).toHaveAttribute('href', '/account');
    await userEvent.click(link);
    expect(platform.navigate).toHaveBeenCalledWith('/account');
  });
});
