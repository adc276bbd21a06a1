import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGE_TEXTS, type ExecutorMessage } from '@legacy-planner/contracts';
import { emptyViewerPlan, renderViewerPage } from './testing/viewerPage';

// The legacy messages on the viewer page of the executor (a full grant): whom each is for and
// how it stands, the milestone confirmation and the link sent again; nothing below full.

jest.setTimeout(20_000);

const base: Omit<ExecutorMessage, 'id' | 'recipientName' | 'deliveryTiming' | 'state'> = {
  relationship: 'Daughter',
  messageType: 'text',
  specificDate: '',
  milestoneDetails: '',
  reachable: true,
  deliveredAt: null,
};
const messages: ExecutorMessage[] = [
  {
    ...base,
    id: 'm1',
    recipientName: 'Cara Lee',
    deliveryTiming: 'upon_passing',
    state: 'delivered',
    deliveredAt: '2026-11-20T10:00:00.000Z',
  },
  {
    ...base,
    id: 'm2',
    recipientName: 'Mo',
    deliveryTiming: 'life_milestone',
    milestoneDetails: 'Their wedding day',
    state: 'waiting',
  },
];

describe('the executor’s legacy messages', () => {
  it('lists whom each message is for and how it stands, confirms a milestone and resends a link', async () => {
    const { network, platform } = renderViewerPage({
      'GET /api/access/view': emptyViewerPlan('full'),
      'GET /api/access/view/messages': { messages, released: true },
      'POST /api/access/view/messages/m2/milestone': { ...messages[1], state: 'delivered' },
      'POST /api/access/view/messages/m1/resend': messages[0],
    });
    const list = await screen.findByRole('list', { name: 'Legacy messages' });
    const cara = within(list).getByRole('listitem', { name: 'Message for Cara Lee' });
    expect(cara).toHaveTextContent('For Cara Lee (Daughter)');
    expect(cara).toHaveTextContent('Upon my passing · Delivered');
    const mo = within(list).getByRole('listitem', { name: 'Message for Mo' });
    expect(mo).toHaveTextContent('At a life milestone: Their wedding day · Waiting');
    expect(within(cara).queryByRole('button', { name: /milestone/ })).toBeNull();

    await userEvent.click(
      within(mo).getByRole('button', { name: 'The milestone has come: send it' }),
    );
    await waitFor(() =>
      expect(platform.toast).toHaveBeenCalledWith({
        title: 'Message sent',
        description: MESSAGE_TEXTS.milestoneConfirmed,
        variant: 'success',
      }),
    );
    await userEvent.click(within(cara).getByRole('button', { name: 'Send the link again' }));
    await waitFor(() =>
      expect(platform.toast).toHaveBeenCalledWith({
        title: 'Message sent',
        description: MESSAGE_TEXTS.linkSentAgain,
        variant: 'success',
      }),
    );
    const posts = network.calls.filter((call) => call.method === 'POST').map((call) => call.path);
    expect(posts).toEqual([
      '/api/access/view/messages/m2/milestone',
      '/api/access/view/messages/m1/resend',
    ]);
  });

  it('offers no milestone or link before the after-passing release, and says why', async () => {
    const { network } = renderViewerPage({
      'GET /api/access/view': emptyViewerPlan('full'),
      'GET /api/access/view/messages': { messages, released: false },
    });
    const list = await screen.findByRole('list', { name: 'Legacy messages' });
    expect(within(list).getByRole('listitem', { name: 'Message for Mo' })).toHaveTextContent(
      'At a life milestone: Their wedding day · Waiting',
    );
    expect(screen.getByText(MESSAGE_TEXTS.notReleased)).toBeInTheDocument();
    expect(within(list).queryAllByRole('button')).toEqual([]);
    expect(network.calls.filter((call) => call.method === 'POST')).toEqual([]);
  });

  it('is not asked for below full access', async () => {
    const { network } = renderViewerPage({ 'GET /api/access/view': emptyViewerPlan('standard') });
    expect(await screen.findByText("Ada Lovelace's plan")).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Legacy messages' })).toBeNull();
    expect(network.calls.map((call) => call.path)).not.toContain('/api/access/view/messages');
  });
});
