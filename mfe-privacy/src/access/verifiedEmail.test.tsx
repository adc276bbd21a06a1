import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AccessKeyStatus, AccountSecurity } from '@legacy-planner/contracts';
import { fakeNetwork, Reply, renderWithPlatform } from '@legacy-planner/shared-ui/testing';
import { AccessCardsSection } from '../cards/AccessCardsSection';
import { AccessKeySection } from '../key/AccessKeySection';
import { ShareWithAdminsSection } from '../sharing/ShareWithAdminsSection';

jest.setTimeout(20_000);

const security = (emailVerified: boolean, emailEnabled = true): AccountSecurity => ({
  email: 'ada@example.com',
  emailVerified,
  emailEnabled,
  hasPassword: true,
  twoFactorEnabled: false,
  recoveryCodesLeft: 0,
});

function renderSections(account: AccountSecurity) {
  const network = fakeNetwork({
    'GET /api/account/security': account,
    'POST /api/account/email/verification': new Reply(204),
    'GET /api/privacy/access-key': { exists: false, createdAt: null } satisfies AccessKeyStatus,
    'GET /api/privacy/cards': [],
    'GET /api/account/preferences': { shareWithAdmins: false },
  });
  const rendered = renderWithPlatform(
    <>
      <AccessKeySection />
      <AccessCardsSection />
      <ShareWithAdminsSection />
    </>,
    { api: network.api },
  );
  return { network, ...rendered };
}

const note = /Verify your email before you let anyone into your plan/;

describe('an owner whose email is not verified', () => {
  it('sees beside each control that lets someone in why it is off, with Send again', async () => {
    const { network, platform } = renderSections(security(false));
    await waitFor(() => expect(screen.getAllByText(note)).toHaveLength(3));
    expect(screen.getAllByText(/open the link we sent to ada@example.com/)).toHaveLength(3);

    const generate = await screen.findByRole('button', { name: 'Generate Access Key' });
    expect(generate).toBeDisabled();
    expect(generate).toHaveAccessibleDescription(expect.stringMatching(note));
    expect(screen.getByRole('button', { name: 'Create Access Card' })).toBeDisabled();
    expect(
      await screen.findByRole('switch', { name: 'Share my plan with the administrators' }),
    ).toBeDisabled();

    await userEvent.click(screen.getAllByRole('button', { name: 'Send again' })[0]!);
    await waitFor(() =>
      expect(platform.toast).toHaveBeenCalledWith(
        expect.objectContaining({
          title: 'Link sent',
          description: 'Open the link we sent to ada@example.com.',
        }),
      ),
    );
    expect(network.calls.filter((call) => call.method === 'POST').map((call) => call.path)).toEqual(
      ['/api/account/email/verification'],
    );
  });

  it('on a server without mail, says to ask the administrator, and offers no Send again', async () => {
    renderSections(security(false, false));
    await waitFor(() =>
      expect(screen.getAllByText(/Email is not set up on this server/)).toHaveLength(3),
    );
    expect(screen.queryByRole('button', { name: 'Send again' })).not.toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Generate Access Key' })).toBeDisabled();
  });

  it('says nothing, and leaves the controls on, once the email is verified', async () => {
    const { network } = renderSections(security(true));
    await waitFor(() =>
      expect(network.calls.some((call) => call.path === '/api/account/security')).toBe(true),
    );
    expect(await screen.findByRole('button', { name: 'Generate Access Key' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Create Access Card' })).toBeEnabled();
    expect(screen.queryByText(note)).not.toBeInTheDocument();
  });
});
