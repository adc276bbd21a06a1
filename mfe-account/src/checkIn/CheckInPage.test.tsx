import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createPlatformAddress } from '@legacy-planner/shared-ui';
import { fakeNetwork, renderWithPlatform, Reply } from '@legacy-planner/shared-ui/testing';
import CheckInPage from './CheckInPage';

jest.setTimeout(20_000);

const TOKEN = 'b'.repeat(43);
const RECORD = "I'm OK — record my check-in";

function renderPage(answer: unknown) {
  const network = fakeNetwork({ 'POST /api/check-ins/link': answer });
  renderWithPlatform(<CheckInPage />, {
    api: network.api,
    address: createPlatformAddress(`?token=${TOKEN}`),
  });
  return network;
}

describe('the emailed check-in link’s page', () => {
  it('records nothing on opening: it explains and waits for the button', async () => {
    const network = renderPage(
      new Reply(200, { at: '2026-11-26T09:30:00.000Z', method: 'email_link' }),
    );
    expect(await screen.findByRole('button', { name: RECORD })).toBeEnabled();
    expect(screen.getByRole('heading', { level: 1, name: 'Check-in' })).toBeInTheDocument();
    expect(screen.getByText(/Nothing is recorded until you press the button/)).toBeInTheDocument();
    expect(network.calls).toHaveLength(0);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('records the check-in once when the button is pressed, and thanks the owner', async () => {
    const user = userEvent.setup();
    const network = renderPage(
      new Reply(200, { at: '2026-11-26T09:30:00.000Z', method: 'email_link' }),
    );
    await user.click(await screen.findByRole('button', { name: RECORD }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Thank you — your check-in is recorded',
    );
    await waitFor(() => expect(network.calls).toHaveLength(1));
    expect(network.calls[0]?.body).toEqual({ token: TOKEN });
    expect(screen.queryByRole('button', { name: RECORD })).not.toBeInTheDocument();
  });

  it('says a used or unknown link is not valid, and that signing in checks in too', async () => {
    const user = userEvent.setup();
    renderPage(
      new Reply(400, {
        error: 'invalid_link',
        message: 'This check-in link is not valid any more.',
      }),
    );
    await user.click(await screen.findByRole('button', { name: RECORD }));
    expect(
      await screen.findByText(
        'This check-in link is not valid any more. Signing in to Legacy Planner also checks you in.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
