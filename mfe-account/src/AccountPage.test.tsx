import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import type { AccountSecurity, AccountSession, CurrentUser } from '@legacy-planner/contracts';
import {
  fakeNetwork,
  renderWithPlatform,
  Reply,
  type FakeRoutes,
} from '@legacy-planner/shared-ui/testing';
import AccountPage from './AccountPage';

jest.setTimeout(20_000);

const user: CurrentUser = {
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
const unverified: AccountSecurity = {
  email: 'ada@example.com',
  emailVerified: false,
  emailEnabled: true,
  hasPassword: true,
  twoFactorEnabled: false,
  recoveryCodesLeft: 0,
};
const sessions: AccountSession[] = [
  {
    id: 'here',
    device: 'Chrome on Linux',
    signedInAt: '2026-11-20T10:00:00.000Z',
    lastSeenAt: '2026-11-23T09:00:00.000Z',
    current: true,
  },
  {
    id: 'phone',
    device: 'Safari on iOS',
    signedInAt: '2026-11-01T10:00:00.000Z',
    lastSeenAt: null,
    current: false,
  },
];

function renderAccount(routes: FakeRoutes = {}, overrides = {}) {
  const network = fakeNetwork({
    'GET /api/account/security': unverified,
    'GET /api/account/sessions': sessions,
    ...routes,
  });
  const rendered = renderWithPlatform(<AccountPage />, { api: network.api, user, ...overrides });
  return { ...rendered, network };
}

const paste = async (field: HTMLElement, text: string) => {
  await userEvent.click(field);
  await userEvent.paste(text);
};
const section = (name: string) => screen.getByRole('region', { name });

describe('AccountPage', () => {
  it('shows each section as a region under its h2, with real labels and no axe violations', async () => {
    const { container } = renderAccount();
    expect(await screen.findByText('Not verified yet')).toBeInTheDocument();
    // One frame for every section: a region named by its own h2.
    const names = [
      'Email',
      'Password',
      'Two-factor sign-in',
      'Signed-in devices',
      'Where you sign',
      'Marital status',
      'Export Everything',
      'Delete Account',
    ];
    for (const name of names) {
      expect(within(section(name)).getByRole('heading', { level: 2 })).toHaveTextContent(name);
    }
    expect(await screen.findByText('Safari on iOS')).toBeInTheDocument();
    const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations).toEqual([]);
  });

  it("while helping with someone else's plan, offers neither export nor deletion and leads back to the own plan", async () => {
    const choosePlan = jest.fn(async () => true);
    renderAccount(
      {},
      { helping: { helperId: 'h1', ownerName: 'Robert Diaz', role: 'editor' }, choosePlan },
    );
    expect(await screen.findByText('Not verified yet')).toBeInTheDocument();
    // What is about the person stays.
    for (const name of ['Email', 'Password', 'Two-factor sign-in', 'Signed-in devices']) {
      expect(section(name)).toBeInTheDocument();
    }
    // The API refuses these while the session is on another plan (403 owner_only).
    expect(screen.queryByRole('region', { name: 'Where you sign' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Marital status' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Export Everything' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Delete Account' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Download My Plan (.zip)' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete My Account' })).toBeNull();
    expect(
      screen.getByText('Export and deletion are for your own plan: go back to My plan first.'),
    ).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Back to my plan' }));
    expect(choosePlan).toHaveBeenCalledWith(null);
  });

  it('sends the verification link again, and says so', async () => {
    const { network, platform } = renderAccount({
      'POST /api/account/email/verification': new Reply(204),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Send again' }));
    await waitFor(() =>
      expect(platform.toast).toHaveBeenCalledWith(expect.objectContaining({ title: 'Link sent' })),
    );
    expect(network.calls.some((call) => call.path === '/api/account/email/verification')).toBe(
      true,
    );
  });

  it('checks the new password with the shared rules before sending, then sends it', async () => {
    const { network } = renderAccount({ 'POST /api/account/password': new Reply(204) });
    const form = within(screen.getByRole('form', { name: 'Change password' }));
    await paste(form.getByLabelText('Current password'), 'old-password');
    await paste(form.getByLabelText('New password'), 'new-password');
    await paste(form.getByLabelText('Confirm new password'), 'other-password');
    await userEvent.click(form.getByRole('button', { name: 'Change password' }));
    expect(await form.findByText('Passwords do not match')).toBeInTheDocument();
    expect(network.calls.some((call) => call.path === '/api/account/password')).toBe(false);

    await userEvent.clear(form.getByLabelText('Confirm new password'));
    await paste(form.getByLabelText('Confirm new password'), 'new-password');
    await userEvent.click(form.getByRole('button', { name: 'Change password' }));
    await waitFor(() =>
      expect(network.calls.find((call) => call.path === '/api/account/password')?.body).toEqual({
        currentPassword: 'old-password',
        newPassword: 'new-password',
      }),
    );
  });

  it('says why a change was refused (the demo account)', async () => {
    const { platform } = renderAccount(
      {
        'POST /api/account/email': new Reply(403, {
          error: 'demo_read_only',
          message: 'The demo account is read-only.',
        }),
      },
      { user: { ...user, isDemo: true } },
    );
    expect(screen.getByText(/The demo account is read-only: its email/)).toBeInTheDocument();
    const form = within(screen.getByRole('form', { name: 'Change email' }));
    await paste(form.getByLabelText('New email'), 'new@example.com');
    await paste(form.getByLabelText('Your password'), 'demo-account');
    await userEvent.click(form.getByRole('button', { name: 'Send confirmation link' }));
    await waitFor(() =>
      expect(platform.toast).toHaveBeenCalledWith(
        expect.objectContaining({ description: 'The demo account is read-only.' }),
      ),
    );
  });

  it('sets up two-factor sign-in with the QR code, and shows the recovery codes once', async () => {
    const codes = Array.from({ length: 10 }, (_, n) => `CODE${n}-ABCDE`);
    const { network } = renderAccount({
      'POST /api/account/two-factor/setup': {
        secret: 'JBSWY3DPEHPK3PXP',
        otpauthUri: 'otpauth://totp/x',
        qrCode: 'data:image/svg+xml;base64,PHN2Zy8+',
      },
      'POST /api/account/two-factor/enable': { recoveryCodes: codes },
    });
    const section = within(screen.getByRole('region', { name: 'Two-factor sign-in' }));
    const turnOn = await section.findByRole('button', { name: 'Turn on two-factor sign-in' });
    // The password first.
    expect(turnOn).toBeDisabled();
    await paste(section.getByLabelText('Your password'), 'password-1');
    await userEvent.click(turnOn);
    expect(
      await screen.findByRole('img', { name: /QR code to add Legacy Planner/ }),
    ).toBeInTheDocument();
    expect(
      network.calls.find((call) => call.path === '/api/account/two-factor/setup')?.body,
    ).toEqual({ password: 'password-1' });
    expect(screen.getByText('JBSWY3DPEHPK3PXP')).toBeInTheDocument();
    await paste(screen.getByLabelText('Code from the app'), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm and turn on' }));
    const list = await screen.findByRole('list', { name: 'Recovery codes' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(10);
    expect(
      network.calls.find((call) => call.path === '/api/account/two-factor/enable')?.body,
    ).toEqual({ code: '123456' });
  });

  it('signs out another device, and every other one', async () => {
    const { network } = renderAccount({
      'DELETE /api/account/sessions/phone': new Reply(204),
      'POST /api/account/sessions/end-others': new Reply(204),
    });
    expect(await screen.findByText('This device')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /^Sign out Safari on iOS/ }));
    await waitFor(() => expect(network.calls.some((call) => call.method === 'DELETE')).toBe(true));
    await userEvent.click(screen.getByRole('button', { name: 'Sign out all other devices' }));
    await waitFor(() =>
      expect(network.calls.some((call) => call.path === '/api/account/sessions/end-others')).toBe(
        true,
      ),
    );
  });
});
