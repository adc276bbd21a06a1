import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import {
  fakeNetwork,
  renderWithPlatform,
  Reply,
  type FakeRoutes,
} from '@legacy-planner/shared-ui/testing';
import { DeleteAccountSection } from './DeleteAccountSection';
import { ACCOUNT_DELETED_TOAST, WRONG_CODE } from './deleteAccountTexts';

jest.setTimeout(20_000);

const security = (twoFactorEnabled: boolean) => ({
  email: 'ann@example.com',
  emailVerified: true,
  hasPassword: true,
  twoFactorEnabled,
  recoveryCodesLeft: twoFactorEnabled ? 10 : 0,
});

function renderSection(routes: FakeRoutes = {}) {
  const network = fakeNetwork({ 'GET /api/account/security': security(false), ...routes });
  const rendered = renderWithPlatform(<DeleteAccountSection />, { api: network.api });
  const deletions = () => network.calls.filter((call) => call.method === 'POST');
  return { ...rendered, network, deletions };
}

async function openDialog() {
  await userEvent.click(screen.getByRole('button', { name: 'Delete My Account' }));
  return screen.findByRole('dialog', { name: 'Delete your account?' });
}

async function fill(label: RegExp, text: string) {
  await userEvent.click(screen.getByLabelText(label));
  await userEvent.paste(text);
}

const submit = () =>
  userEvent.click(screen.getByRole('button', { name: 'Delete Account Forever' }));

describe('Delete Account', () => {
  it('opens a dialog by keyboard that warns, asks for the password and DELETE, and has no axe violations', async () => {
    const { container } = renderSection();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Delete My Account' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Delete your account?' });
    expect(dialog).toHaveAccessibleDescription(/This cannot be undone/);
    expect(screen.getByLabelText(/^Your password/)).toHaveFocus();
    expect(screen.getByLabelText(/^Type DELETE to confirm/)).toBeInTheDocument();
    const results = await axe.run(document.body, {
      rules: { 'color-contrast': { enabled: false } },
    });
    expect(results.violations.map(({ id, help }) => `${id}: ${help}`)).toEqual([]);

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(container).toBeInTheDocument();
  });

  it('sends nothing until the password is given and DELETE typed', async () => {
    const { deletions } = renderSection();
    await openDialog();
    await submit();
    expect(await screen.findByText('Enter your password')).toBeInTheDocument();
    expect(screen.getByText('Type DELETE to confirm', { selector: 'p' })).toBeInTheDocument();
    await fill(/^Your password/, 'password-1');
    await fill(/^Type DELETE to confirm/, 'delete');
    await submit();
    expect(await screen.findByText('Type DELETE to confirm', { selector: 'p' })).toBeVisible();
    expect(deletions()).toEqual([]);
  });

  it('says so when the password is wrong, and stays', async () => {
    const { deletions, platform } = renderSection({
      'POST /api/account/delete': new Reply(403, {
        error: 'wrong_password',
        message: 'The password is not correct.',
      }),
    });
    await openDialog();
    await fill(/^Your password/, 'not-mine');
    await fill(/^Type DELETE to confirm/, 'DELETE');
    await submit();
    expect(await screen.findByText('The password is not correct.')).toBeInTheDocument();
    expect(screen.queryByLabelText(/^Authenticator code/)).toBeNull();
    expect(deletions()).toEqual([
      {
        method: 'POST',
        path: '/api/account/delete',
        body: { password: 'not-mine', confirmation: 'DELETE' },
      },
    ]);
    expect(platform.loadPage).not.toHaveBeenCalled();
  });

  it('with two-factor sign-in on, asks for a code too, and says when it is not right', async () => {
    const { deletions } = renderSection({
      'GET /api/account/security': security(true),
      'POST /api/account/delete': new Reply(403, {
        error: 'wrong_code',
        message: 'This code is not right.',
      }),
    });
    await openDialog();
    await screen.findByLabelText(/^Authenticator code or recovery code/);
    await fill(/^Your password/, 'password-1');
    await fill(/^Authenticator code or recovery code/, '123456');
    await fill(/^Type DELETE to confirm/, 'DELETE');
    await submit();
    expect(await screen.findByText(WRONG_CODE)).toBeInTheDocument();
    expect(deletions()).toEqual([
      {
        method: 'POST',
        path: '/api/account/delete',
        body: { password: 'password-1', confirmation: 'DELETE', code: '123456' },
      },
    ]);
  });

  it('shows the server’s reason for other refusals', async () => {
    renderSection({
      'POST /api/account/delete': new Reply(429, {
        error: 'too_many_requests',
        message: 'Too many attempts to delete this account. Try again in 15 minutes.',
      }),
    });
    await openDialog();
    await fill(/^Your password/, 'password-1');
    await fill(/^Type DELETE to confirm/, 'DELETE');
    await submit();
    expect(await screen.findByText(/Too many attempts to delete this account/)).toBeInTheDocument();
  });

  it('once deleted, goes to the home page signed out, where a toast says so', async () => {
    const { platform } = renderSection({ 'POST /api/account/delete': new Reply(204) });
    await openDialog();
    await fill(/^Your password/, 'password-1');
    await fill(/^Type DELETE to confirm/, 'DELETE');
    await submit();
    // A full page load to the public pages' build, which the shell makes (jsdom cannot).
    await waitFor(() =>
      expect(platform.loadPage).toHaveBeenCalledWith('/', { toast: ACCOUNT_DELETED_TOAST }),
    );
  });

  it('offers nothing to delete in the read-only demo', () => {
    renderWithPlatform(<DeleteAccountSection />, { isReadOnly: true });
    expect(screen.queryByRole('button', { name: 'Delete My Account' })).toBeNull();
  });
});
