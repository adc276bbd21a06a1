import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ExecutorPacket, PacketTask } from '@legacy-planner/contracts';
import { Reply, fakeNetwork } from '@legacy-planner/shared-ui/testing';
import { emptyViewerPlan, renderViewerPage } from './testing/viewerPage';

// The executor's packet on the viewer's page of a full grant: its tasks, marked done and given
// to another holder through the API, the old state kept when a change fails; nothing below full.

jest.setTimeout(20_000);

const willOriginal: PacketTask = {
  id: 'will-original',
  stage: 'first-72-hours',
  title: 'Find the will’s original',
  phone: null,
  details: ['Where the will’s original is: Fire safe, study closet · held by Attorney Jane Roe'],
  source: 'Documents: Last will',
  done: null,
  assignedTo: null,
};
const callExecutor: PacketTask = {
  id: 'call-contact-c1',
  stage: 'first-72-hours',
  title: 'Call Maria Diaz (executor)',
  phone: '+1 555 0100',
  details: [],
  source: 'Contacts: Maria Diaz, executor',
  done: null,
  assignedTo: null,
};
const packet: ExecutorPacket = {
  ownerName: 'Ada Lovelace',
  tasks: [callExecutor, willOriginal],
  holders: [
    { grantId: 'g-cara', name: 'Cara Lee' },
    { grantId: 'g-dana', name: 'Dana Roe' },
  ],
  you: 'g-cara',
};

const puts = (network: ReturnType<typeof fakeNetwork>) =>
  network.calls.filter((call) => call.method === 'PUT').map(({ path, body }) => ({ path, body }));

describe('the executor’s packet on the viewer’s page', () => {
  it('comes before the plan’s lists, with its PDF, and marks a task done through the API', async () => {
    const { network } = renderViewerPage({
      'GET /api/access/view': {
        ...emptyViewerPlan('full'),
        wishes: [
          {
            id: 'w1',
            category: 'music',
            subcategory: '',
            preference: 'Jazz',
            details: '',
            importance: 'medium',
          },
        ],
      },
      'GET /api/access/view/packet': packet,
      'PUT /api/access/view/packet/tasks/will-original': {
        ...willOriginal,
        done: { at: '2026-03-03T10:00:00.000Z', by: 'Cara Lee' },
      },
    });
    const section = await screen.findByRole('region', { name: 'The executor’s packet' });
    const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(headings.indexOf('The executor’s packet')).toBeLessThan(headings.indexOf('Wishes'));
    const will = await within(section).findByRole('listitem', {
      name: 'Find the will’s original',
    });
    expect(will).toHaveTextContent('Fire safe, study closet · held by Attorney Jane Roe');
    expect(will).toHaveTextContent('From the plan: Documents: Last will');
    expect(
      within(section).getByRole('link', { name: 'Download the packet (PDF)' }),
    ).toHaveAttribute('href', '/api/access/view/packet/pdf');
    expect(within(section).getByRole('status')).toHaveTextContent('0 of 2 done');

    await userEvent.click(
      within(will).getByRole('checkbox', { name: 'Done: Find the will’s original' }),
    );
    expect(await within(will).findByText('Done by Cara Lee on Mar 3, 2026')).toBeInTheDocument();
    expect(within(will).getByRole('checkbox', { name: /^Done/ })).toBeChecked();
    expect(within(section).getByRole('status')).toHaveTextContent('1 of 2 done');
    expect(puts(network)).toEqual([
      { path: '/api/access/view/packet/tasks/will-original', body: { done: true } },
    ]);
  });

  it('gives a task to another holder; the viewer’s own grant reads "You"', async () => {
    const { network } = renderViewerPage({
      'GET /api/access/view': emptyViewerPlan('full'),
      'GET /api/access/view/packet': packet,
      'PUT /api/access/view/packet/tasks/call-contact-c1': {
        ...callExecutor,
        assignedTo: { grantId: 'g-dana', name: 'Dana Roe' },
      },
    });
    const call = await screen.findByRole('listitem', { name: 'Call Maria Diaz (executor)' });
    const givenTo = within(call).getByRole('combobox', { name: /^Given to/ });
    expect(
      within(givenTo)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Nobody', 'You', 'Dana Roe']);
    await userEvent.selectOptions(givenTo, 'Dana Roe');
    await waitFor(() =>
      expect(within(call).getByRole('combobox', { name: /^Given to/ })).toHaveValue('g-dana'),
    );
    expect(puts(network)).toEqual([
      { path: '/api/access/view/packet/tasks/call-contact-c1', body: { assignedTo: 'g-dana' } },
    ]);
  });

  it('keeps the task as it was when the change fails, and says so', async () => {
    const { network } = renderViewerPage({
      'GET /api/access/view': emptyViewerPlan('full'),
      'GET /api/access/view/packet': packet,
      'PUT /api/access/view/packet/tasks/will-original': new Reply(500, {
        error: 'internal',
        message: 'Something went wrong.',
      }),
    });
    const will = await screen.findByRole('listitem', { name: 'Find the will’s original' });
    await userEvent.click(within(will).getByRole('checkbox', { name: /^Done/ }));
    expect(await within(will).findByRole('alert')).toHaveTextContent(
      'Not saved: the task is as it was.',
    );
    expect(within(will).getByRole('checkbox', { name: /^Done/ })).not.toBeChecked();
    expect(puts(network)).toHaveLength(1);
  });

  it('is not asked for below full access', async () => {
    const { network } = renderViewerPage({ 'GET /api/access/view': emptyViewerPlan('standard') });
    expect(await screen.findByText("Ada Lovelace's plan")).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'The executor’s packet' })).toBeNull();
    expect(network.calls.map((call) => call.path)).not.toContain('/api/access/view/packet');
  });
});
