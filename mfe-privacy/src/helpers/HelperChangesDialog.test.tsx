import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { HelperChange } from '@legacy-planner/contracts';
import { fakeNetwork, renderWithPlatform } from '@legacy-planner/shared-ui/testing';
import { helpers } from '../testing/privacyFixtures';
import { dayBefore } from './HelperChangesDialog';
import { HelpersSection } from './HelpersSection';

jest.setTimeout(30_000);

const changes: HelperChange[] = [
  {
    at: '2026-11-02T10:00:00.000Z',
    kind: 'created',
    detail: 'Maria Diaz added the contact Dr Lee',
  },
  {
    at: '2026-11-05T16:30:00.000Z',
    kind: 'updated',
    detail: 'Maria Diaz changed the wish Jazz at the service',
  },
];

function renderWithChanges() {
  const network = fakeNetwork({
    'GET /api/helpers': helpers(),
    'GET /api/privacy/settings': { waitingPeriodDays: 7, emailEnabled: true },
    // The server's filter: changes on or after the day asked.
    'GET /api/helpers/h1/changes': () => {
      const asked = network.calls.at(-1)!.path;
      const since = new URLSearchParams(asked.split('?')[1]).get('since')!;
      return changes.filter((change) => change.at.slice(0, 10) >= since);
    },
  });
  return { network, ...renderWithPlatform(<HelpersSection />, { api: network.api }) };
}

const changeCalls = (network: ReturnType<typeof fakeNetwork>) =>
  network.calls.filter((call) => call.path.includes('/changes')).map((call) => call.path);

describe("a helper's changes", () => {
  it('counts the default day back from today', () => {
    expect(dayBefore(30, new Date(2026, 2, 15, 23, 30))).toBe('2026-02-13');
    expect(dayBefore(30, new Date(2026, 0, 5, 0, 10))).toBe('2025-12-06');
  });

  it('lists them since 30 days ago, then since the day the owner picks, newest first', async () => {
    const { network } = renderWithChanges();
    const maria = await screen.findByRole('listitem', { name: 'Maria Diaz: Can edit' });
    await userEvent.click(within(maria).getByRole('button', { name: 'Changes' }));
    const dialog = await screen.findByRole('dialog', { name: 'Changes by Maria Diaz' });
    const since = within(dialog).getByLabelText('Changes since');
    expect(since).toHaveValue(dayBefore(30));
    await waitFor(() =>
      expect(changeCalls(network)).toEqual([`/api/helpers/h1/changes?since=${dayBefore(30)}`]),
    );

    await userEvent.clear(since);
    await userEvent.type(since, '2026-11-01');
    const list = await within(dialog).findByRole('list', {
      name: 'Changes by Maria Diaz since Nov 1, 2026',
    });
    const lines = within(list).getAllByRole('listitem');
    expect(lines.map((line) => line.querySelector('time')?.getAttribute('datetime'))).toEqual([
      '2026-11-05T16:30:00.000Z',
      '2026-11-02T10:00:00.000Z',
    ]);
    expect(lines[0]).toHaveTextContent(
      /Nov 5, 2026.*Maria Diaz changed the wish Jazz at the service/,
    );
    expect(lines[1]).toHaveTextContent(/Nov 2, 2026.*Maria Diaz added the contact Dr Lee/);
    expect(changeCalls(network)).toContain('/api/helpers/h1/changes?since=2026-11-01');

    await userEvent.clear(since);
    await userEvent.type(since, '2026-11-10');
    expect(await within(dialog).findByText('No changes since Nov 10, 2026.')).toBeVisible();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('closes from the keyboard and opens again from the default day', async () => {
    renderWithChanges();
    const maria = await screen.findByRole('listitem', { name: 'Maria Diaz: Can edit' });
    const open = within(maria).getByRole('button', { name: 'Changes' });
    act(() => open.focus());
    await userEvent.keyboard('{Enter}');
    let dialog = await screen.findByRole('dialog', { name: 'Changes by Maria Diaz' });
    const since = within(dialog).getByLabelText('Changes since');
    await userEvent.clear(since);
    await userEvent.type(since, '2026-11-10');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(open).toHaveFocus());

    await userEvent.keyboard('{Enter}');
    dialog = await screen.findByRole('dialog', { name: 'Changes by Maria Diaz' });
    expect(within(dialog).getByLabelText('Changes since')).toHaveValue(dayBefore(30));
  });
});
