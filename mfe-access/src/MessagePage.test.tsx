import { screen } from '@testing-library/react';
import { MESSAGE_TEXTS, type OpenedMessage } from '@legacy-planner/contracts';
import { createPlatformAddress } from '@legacy-planner/shared-ui';
import {
  fakeNetwork,
  renderWithPlatform,
  Reply,
  type FakeRoutes,
} from '@legacy-planner/shared-ui/testing';
import MessagePage from './MessagePage';

// The page a recipient's emailed link opens, with no account.

jest.setTimeout(20_000);

const opened: OpenedMessage = {
  ownerName: 'Ada Lovelace',
  recipientName: 'Cara',
  messageType: 'text',
  content: 'Look after the garden.\nAnd the cat.',
  recording: null,
  test: false,
  linkExpiresAt: '2027-02-18T10:00:00.000Z',
};

function renderPage(search: string, routes: FakeRoutes) {
  const network = fakeNetwork(routes);
  renderWithPlatform(<MessagePage />, {
    api: network.api,
    address: createPlatformAddress(search),
  });
  return network;
}

describe('the recipient’s message page', () => {
  it('shows the text of the message the link opens, once', async () => {
    const network = renderPage('?token=tok-1', { 'GET /api/messages/open': opened });
    expect(
      await screen.findByRole('heading', { name: 'A message from Ada Lovelace' }),
    ).toBeVisible();
    expect(screen.getByText('For Cara')).toBeVisible();
    expect(screen.getByTestId('message-text')).toHaveTextContent(
      'Look after the garden. And the cat.',
    );
    expect(network.calls.map((call) => call.path)).toEqual(['/api/messages/open?token=tok-1']);
    expect(screen.queryByText(/test delivery/)).toBeNull();
  });

  it('plays a recording through the same link', async () => {
    renderPage('?token=tok-2', {
      'GET /api/messages/open': {
        ...opened,
        messageType: 'audio',
        content: '',
        recording: { name: 'for-cara.m4a', type: 'audio/mp4', size: 2000 },
      },
    });
    const audio = await screen.findByLabelText('Audio message from Ada Lovelace');
    expect(audio.tagName).toBe('AUDIO');
    expect(audio).toHaveAttribute('src', '/api/messages/open/recording?token=tok-2');
  });

  it('says when it is the owner’s test delivery', async () => {
    renderPage('?token=tok-3', { 'GET /api/messages/open': { ...opened, test: true } });
    expect(await screen.findByText(/This is a test delivery/)).toBeVisible();
  });

  it('says plainly when the link no longer opens a message', async () => {
    renderPage('?token=old', {
      'GET /api/messages/open': new Reply(404, {
        error: 'link_unusable',
        message: MESSAGE_TEXTS.linkUnusable,
      }),
    });
    expect(
      await screen.findByRole('heading', { name: 'This link does not open a message' }),
    ).toBeVisible();
    expect(screen.getByText(/it may have expired, or been replaced by a newer one/)).toBeVisible();
  });
});
