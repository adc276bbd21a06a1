import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { createPlatformAddress } from '@legacy-planner/shared-ui';
import {
  fakeNetwork,
  renderWithPlatform,
  Reply,
  type FakeRoutes,
} from '@legacy-planner/shared-ui/testing';
import ForgotPasswordPage from './ForgotPasswordPage';
import ResetPasswordPage from './ResetPasswordPage';
import VerifyEmailPage from './VerifyEmailPage';

jest.setTimeout(20_000);

const TOKEN = 'a'.repeat(43);
const answer = 'If an account uses this email, a link to reset its password is on its way.';

function renderAt(address: string, page: React.ReactElement, routes: FakeRoutes) {
  const network = fakeNetwork(routes);
  const rendered = renderWithPlatform(page, {
    api: network.api,
    address: createPlatformAddress(new URL(address, 'http://localhost').search),
  });
  return { ...rendered, network };
}

const paste = async (field: HTMLElement, text: string) => {
  await userEvent.click(field);
  await userEvent.paste(text);
};

describe('forgot password', () => {
  it('checks the email, then shows the one answer the server gives', async () => {
    const { network, container } = renderAt('/forgot-password', <ForgotPasswordPage />, {
      'GET /api/auth/providers': { google: false, facebook: false, emailEnabled: true },
      'POST /api/auth/password/forgot': new Reply(202, { message: answer }),
    });
    // The page asks once whether this server sends email; the form sends nothing invalid.
    const sent = () => network.calls.filter((call) => call.method === 'POST');
    await paste(screen.getByLabelText('Email'), 'not-an-email');
    await userEvent.click(screen.getByRole('button', { name: 'Send the link' }));
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
    expect(sent()).toHaveLength(0);

    await userEvent.clear(screen.getByLabelText('Email'));
    await paste(screen.getByLabelText('Email'), 'ada@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Send the link' }));
    expect(await screen.findByRole('status')).toHaveTextContent(answer);
    expect(sent()[0]?.body).toEqual({ email: 'ada@example.com' });
    const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations).toEqual([]);
  });
});

describe('forgot password on a server without mail', () => {
  it('says no link can be sent and to ask the administrator, and offers no form', async () => {
    const { network } = renderAt('/forgot-password', <ForgotPasswordPage />, {
      'GET /api/auth/providers': { google: false, facebook: false, emailEnabled: false },
    });
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Email is not set up on this server, so no reset link can be sent. Ask the administrator of this site for a password reset link',
    );
    expect(screen.queryByRole('button', { name: 'Send the link' })).not.toBeInTheDocument();
    expect(screen.queryByText(/we will send you a link/)).not.toBeInTheDocument();
    expect(network.calls.map((call) => call.path)).toEqual(['/api/auth/providers']);
  });

  it('shows the server’s words if mail went off after the page loaded', async () => {
    renderAt('/forgot-password', <ForgotPasswordPage />, {
      'GET /api/auth/providers': { google: false, facebook: false, emailEnabled: true },
      'POST /api/auth/password/forgot': new Reply(503, {
        error: 'mail_not_configured',
        message: 'Email is not set up on this server, so no reset link can be sent.',
      }),
    });
    await paste(await screen.findByLabelText('Email'), 'ada@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Send the link' }));
    expect(
      await screen.findByText('Email is not set up on this server, so no reset link can be sent.'),
    ).toBeInTheDocument();
    expect(screen.queryByText(/on its way/)).not.toBeInTheDocument();
  });
});

describe('reset password', () => {
  it('needs the same password twice and the sign-up rules, then sends it with the token', async () => {
    const { network, container, platform } = renderAt(
      `/reset-password?token=${TOKEN}`,
      <ResetPasswordPage />,
      { 'POST /api/auth/password/reset': new Reply(204) },
    );
    // The link is taken out of the address (and so of the history) once read.
    await waitFor(() =>
      expect(platform.navigate).toHaveBeenCalledWith('/reset-password', { replace: true }),
    );
    await paste(screen.getByLabelText('New password'), '123');
    await paste(screen.getByLabelText('Confirm new password'), '1234');
    await userEvent.click(screen.getByRole('button', { name: 'Save new password' }));
    expect(await screen.findByText('Password must be at least 6 characters')).toBeInTheDocument();
    expect(screen.getByText('Passwords do not match')).toBeInTheDocument();
    expect(network.calls).toHaveLength(0);
    const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations).toEqual([]);

    await userEvent.clear(screen.getByLabelText('New password'));
    await userEvent.clear(screen.getByLabelText('Confirm new password'));
    await paste(screen.getByLabelText('New password'), 'new-password');
    await paste(screen.getByLabelText('Confirm new password'), 'new-password');
    await userEvent.click(screen.getByRole('button', { name: 'Save new password' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Your password is changed.');
    expect(network.calls[0]?.body).toEqual({ token: TOKEN, password: 'new-password' });
    expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/login');
  });

  it('offers a new link when this one was used or expired', async () => {
    renderAt(`/reset-password?token=${TOKEN}`, <ResetPasswordPage />, {
      'POST /api/auth/password/reset': new Reply(400, {
        error: 'invalid_link',
        message: 'This link is not valid any more. Ask for a new one.',
      }),
    });
    await paste(screen.getByLabelText('New password'), 'new-password');
    await paste(screen.getByLabelText('Confirm new password'), 'new-password');
    await userEvent.click(screen.getByRole('button', { name: 'Save new password' }));
    expect(await screen.findByRole('link', { name: 'Ask for a new link' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
  });
});

describe('verify email', () => {
  it('opens the link once on arrival and says the email is verified', async () => {
    const { network } = renderAt(`/verify-email?token=${TOKEN}`, <VerifyEmailPage />, {
      'POST /api/auth/verify-email': { email: 'ada@example.com' },
    });
    expect(await screen.findByRole('status')).toHaveTextContent('ada@example.com is verified');
    await waitFor(() => expect(network.calls).toHaveLength(1));
    expect(network.calls[0]?.body).toEqual({ token: TOKEN });
  });
});
