import { screen, waitFor } from '@testing-library/react';
import { createPlatformAddress } from '@legacy-planner/shared-ui';
import { fakeNetwork, renderWithPlatform, Reply } from '@legacy-planner/shared-ui/testing';
import CheckInPage from './CheckInPage';

jest.setTimeout(20_000);

const TOKEN = 'b'.repeat(43);

function renderPage(answer: unknown) {
  const network = fakeNetwork({ 'POST /api/check-ins/link': answer });
  renderWithPlatform(<CheckInPage />, {
    api: network.api,
    address: createPlatformAddress(`?token=${TOKEN}`),
  });
  return network;
}

describe('the emailed check-in link’s page', () => {
  it('records the check-in once on arrival and thanks the owner', async () => {
    const network = renderPage(
      new Reply(200, { at: '2026-11-26T09:30:00.000Z', method: 'email_link' }),
    );
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Thank you — your check-in is recorded',
    );
    await waitFor(() => expect(network.calls).toHaveLength(1));
    expect(network.calls[0]?.body).toEqual({ token: TOKEN });
    expect(screen.getByRole('heading', { level: 1, name: 'Check-in' })).toBeInTheDocument();
  });

  it('says a used or unknown link is not valid, and that signing in checks in too', async () => {
    renderPage(
      new Reply(400, {
        error: 'invalid_link',
        message: 'This check-in link is not valid any more.',
      }),
    );
    expect(
      await screen.findByText(
        'This check-in link is not valid any more. Signing in to Legacy Planner also checks you in.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
