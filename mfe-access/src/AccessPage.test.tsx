import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import type { AccessRequestOutcome } from '@legacy-planner/contracts';
import { createPlatformAddress } from '@legacy-planner/shared-ui';
import {
  fakeNetwork,
  renderWithPlatform,
  Reply,
  type FakeRoutes,
} from '@legacy-planner/shared-ui/testing';
import AccessPage from './AccessPage';
import { formatDateTime } from '@legacy-planner/planner-client';
import { readPendingClaim } from './pendingClaim';

const granted: AccessRequestOutcome = {
  status: 'granted',
  grant: {
    id: 'g1',
    level: 'standard',
    emergency: false,
    expiresAt: '2026-12-22T10:00:00.000Z',
    ownerName: 'Ada Lovelace',
  },
};
const pending: AccessRequestOutcome = {
  status: 'pending',
  requestId: 'r1',
  claimToken: 'claim-secret',
  grantsAt: '2026-11-29T21:00:00.000Z',
};

function renderAccess(address = '/access', routes: FakeRoutes = {}) {
  const network = fakeNetwork(routes);
  const rendered = renderWithPlatform(<AccessPage />, {
    api: network.api,
    address: createPlatformAddress(new URL(address, 'http://localhost').search),
  });
  return { ...rendered, network };
}

// Typing character by character is slow on a busy machine; pasting fires the same change.
async function fill(field: HTMLElement, text: string) {
  await userEvent.click(field);
  await userEvent.paste(text);
}

jest.setTimeout(20_000);

const verifyButton = () => screen.getByRole('button', { name: 'Verify Access' });

async function fillRequester() {
  await fill(screen.getByLabelText(/^Your name/), 'Grace Hopper');
  await fill(screen.getByLabelText(/^Your email address/), 'grace@example.com');
  await fill(screen.getByLabelText(/^How you know them/), 'Daughter');
}

async function askForStandardWithKey() {
  await userEvent.click(screen.getByRole('button', { name: 'Choose Standard Access' }));
  await fill(screen.getByLabelText(/^Their email address/), 'ada@example.com');
  await fill(screen.getByLabelText(/^Access key/), 'legacy-abc123-4567');
  await fillRequester();
  await waitFor(() => expect(verifyButton()).toBeEnabled());
  await userEvent.click(verifyButton());
}

beforeEach(() => window.localStorage.clear());

describe('the /access page', () => {
  it('offers the three levels with what each opens and requires, and has no axe violations', async () => {
    const { container } = renderAccess();
    for (const [title, opens, requires] of [
      ['Basic Access', 'Emergency contacts', 'A valid emergency reason'],
      ['Standard Access', 'Contact list', 'An access key given by the person'],
      ['Full Access', 'Legal documents', 'Death certificate, medical validation'],
    ]) {
      const card = screen.getByRole('heading', { name: title }).closest('article')!;
      expect(card).toHaveTextContent(opens!);
      expect(card).toHaveTextContent(requires!);
    }
    const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations.map(({ id, help }) => `${id}: ${help}`)).toEqual([]);
  });

  it('basic: Verify Access stays disabled until the card and an emergency reason are given', async () => {
    const { container } = renderAccess();
    await userEvent.click(screen.getByRole('button', { name: 'Choose Basic Access' }));
    expect(screen.getByRole('heading', { name: 'Verify Basic Access' })).toHaveFocus();
    await fillRequester();
    await fill(screen.getByLabelText(/^Card id/), 'CARD7Q2X');
    await fill(screen.getByLabelText(/^Card code/), 'long-card-secret');
    expect(verifyButton()).toBeDisabled();
    await fill(screen.getByLabelText(/^What is the emergency/), 'In hospital');
    await waitFor(() => expect(verifyButton()).toBeEnabled());
    await userEvent.clear(screen.getByLabelText(/^Card code/));
    await waitFor(() => expect(verifyButton()).toBeDisabled());
    const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations.map(({ id, help }) => `${id}: ${help}`)).toEqual([]);
  });

  it("prefills and hides the card from the QR code's address, and sends it", async () => {
    const { network } = renderAccess('/access?card=card7q2x&code=long-card-secret', {
      'POST /api/access/requests': { ...granted, grant: { ...granted.grant, level: 'basic' } },
    });
    expect(screen.getByText(/Your access card has been read/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Choose Basic Access' }));
    expect(screen.queryByLabelText(/^Card id/)).not.toBeInTheDocument();
    expect(screen.queryByLabelText(/^Card code/)).not.toBeInTheDocument();
    expect(screen.getByText('CARD7Q2X')).toBeInTheDocument();
    await fillRequester();
    expect(verifyButton()).toBeDisabled();
    await fill(screen.getByLabelText(/^What is the emergency/), 'In hospital');
    await waitFor(() => expect(verifyButton()).toBeEnabled());
    await userEvent.click(verifyButton());
    await waitFor(() =>
      expect(network.calls).toEqual([
        {
          method: 'POST',
          path: '/api/access/requests',
          body: {
            level: 'basic',
            cardId: 'CARD7Q2X',
            cardCode: 'long-card-secret',
            emergencyReason: 'In hospital',
            requester: {
              name: 'Grace Hopper',
              email: 'grace@example.com',
              relationship: 'Daughter',
            },
          },
        },
      ]),
    );
  });

  it('standard: Verify Access stays disabled until the access key is given', async () => {
    renderAccess();
    await userEvent.click(screen.getByRole('button', { name: 'Choose Standard Access' }));
    await fillRequester();
    await fill(screen.getByLabelText(/^Their email address/), 'ada@example.com');
    expect(verifyButton()).toBeDisabled();
    await fill(screen.getByLabelText(/^Access key/), 'LEGACY-ABC123-4567');
    await waitFor(() => expect(verifyButton()).toBeEnabled());
  });

  it('full: Verify Access stays disabled until the certificate, medical and identity codes are given', async () => {
    renderAccess();
    await userEvent.click(screen.getByRole('button', { name: 'Choose Full Access' }));
    await fillRequester();
    await fill(screen.getByLabelText(/^Their email address/), 'ada@example.com');
    for (const label of [/^Death certificate number/, /^Medical validation code/]) {
      await fill(screen.getByLabelText(label), 'X-1');
      expect(verifyButton()).toBeDisabled();
    }
    await fill(screen.getByLabelText(/^Identity verification code/), 'ID-9');
    await waitFor(() => expect(verifyButton()).toBeEnabled());
  });

  it('granted: shows the confirmed step for 1.5 s, then opens /access/view', async () => {
    let answeredAt = 0;
    let navigatedAt = 0;
    const navigate = jest.fn(() => {
      navigatedAt = Date.now();
    });
    const network = fakeNetwork({
      'POST /api/access/requests': () => {
        answeredAt = Date.now();
        return granted;
      },
    });
    renderWithPlatform(<AccessPage />, { api: network.api, navigate });
    await askForStandardWithKey();
    expect(await screen.findByRole('heading', { name: 'Access confirmed' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent("Opening Ada Lovelace's plan");
    expect(network.calls[0]?.body).toMatchObject({
      level: 'standard',
      ownerEmail: 'ada@example.com',
      accessKey: 'LEGACY-ABC123-4567',
    });
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/access/view'), { timeout: 4000 });
    expect(navigatedAt - answeredAt).toBeGreaterThanOrEqual(1500);
  });

  it('pending: explains the owner is told and can refuse, says when, and remembers the request', async () => {
    renderAccess('/access', { 'POST /api/access/requests': new Reply(202, pending) });
    await userEvent.click(screen.getByRole('button', { name: 'Choose Full Access' }));
    await fillRequester();
    await fill(screen.getByLabelText(/^Their email address/), 'ada@example.com');
    await fill(screen.getByLabelText(/^Death certificate number/), 'DC-1');
    await fill(screen.getByLabelText(/^Medical validation code/), 'MV-2');
    await fill(screen.getByLabelText(/^Identity verification code/), 'ID-3');
    await waitFor(() => expect(verifyButton()).toBeEnabled());
    await userEvent.click(verifyButton());
    expect(await screen.findByRole('heading', { name: 'Request received' })).toBeInTheDocument();
    const heading = await screen.findByRole(
      'heading',
      { name: 'Your request is waiting' },
      { timeout: 3000 },
    );
    const section = heading.closest('section')!;
    // The same words whether or not the email is an account's: the answer cannot tell.
    expect(section).toHaveTextContent(
      'If these details match a plan, the person who made it has been told about your request',
    );
    expect(section).toHaveTextContent('can refuse it');
    expect(section).toHaveTextContent(formatDateTime(pending.grantsAt!));
    expect(readPendingClaim()).toEqual({
      requestId: 'r1',
      claimToken: 'claim-secret',
      grantsAt: pending.grantsAt,
    });
    expect(within(section).getByRole('link', { name: 'Check on my request' })).toHaveAttribute(
      'href',
      '/access/view?request=r1&token=claim-secret',
    );
  });

  it('pending without a date: says plainly that waiting will not grant it, only an admin’s verification', async () => {
    renderAccess('/access', {
      'POST /api/access/requests': new Reply(202, { ...pending, grantsAt: null }),
    });
    await userEvent.click(screen.getByRole('button', { name: 'Choose Full Access' }));
    await fillRequester();
    await fill(screen.getByLabelText(/^Their email address/), 'ada@example.com');
    await fill(screen.getByLabelText(/^Death certificate number/), 'DC-1');
    await fill(screen.getByLabelText(/^Medical validation code/), 'MV-2');
    await fill(screen.getByLabelText(/^Identity verification code/), 'ID-3');
    await waitFor(() => expect(verifyButton()).toBeEnabled());
    await userEvent.click(verifyButton());
    const heading = await screen.findByRole(
      'heading',
      { name: 'Your request is waiting' },
      { timeout: 3000 },
    );
    const section = heading.closest('section')!;
    expect(section).toHaveTextContent(
      'waiting will not grant your request: full access is granted only once an administrator has verified the evidence you gave',
    );
    expect(section).not.toHaveTextContent('once it is approved');
  });

  it('offers to check on a request this device made before', () => {
    window.localStorage.setItem(
      'legacyPlanner.pendingAccessRequest',
      JSON.stringify({ requestId: 'r1', claimToken: 't', grantsAt: null }),
    );
    renderAccess();
    expect(screen.getByRole('link', { name: 'Check on that request' })).toHaveAttribute(
      'href',
      '/access/view?request=r1&token=t',
    );
  });

  it('403: one neutral message that does not say which detail was wrong', async () => {
    renderAccess('/access', {
      'POST /api/access/requests': new Reply(403, {
        error: 'access_refused',
        message: 'Wrong access key',
      }),
    });
    await askForStandardWithKey();
    const message = await screen.findByText(/we could not confirm access with these details/);
    expect(message).not.toHaveTextContent(/key|email|owner|Wrong/i);
    expect(screen.queryByText('Wrong access key')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Verify Standard Access' })).toBeInTheDocument();
  });

  it('429: asks to try again later', async () => {
    renderAccess('/access', {
      'POST /api/access/requests': new Reply(429, { error: 'rate_limited', message: 'x' }),
    });
    await askForStandardWithKey();
    expect(await screen.findByText(/too many attempts/)).toHaveTextContent('try again later');
  });
});
