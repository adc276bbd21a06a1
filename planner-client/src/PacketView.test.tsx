import { useState, type ReactElement } from 'react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ExecutorPacket, PacketTask } from '@legacy-planner/contracts';
import { ApiError, DesignKitProvider } from '@legacy-planner/shared-ui';
import { PacketView, type PacketTaskChange } from './PacketView';

// The executor's packet as both its readers see it: a full grant's holder works through it
// (done, given to whom); the owner's preview reads the same tasks without controls.

const task = (id: string, stage: PacketTask['stage'], title: string): PacketTask => ({
  id,
  stage,
  title,
  phone: null,
  details: [],
  source: 'Contacts',
  done: null,
  assignedTo: null,
});

const packet: ExecutorPacket = {
  ownerName: 'Ada Lovelace',
  you: 'g-you',
  holders: [
    { grantId: 'g-you', name: 'Cara Lee' },
    { grantId: 'g-dana', name: 'Dana Roe' },
  ],
  tasks: [
    {
      ...task('call-contact-c1', 'first-72-hours', 'Call Maria Diaz (executor)'),
      phone: '+1 555 0100',
      details: ['Relationship: Sister'],
      source: 'Contacts: Maria Diaz, executor',
    },
    {
      ...task('will-original', 'first-72-hours', 'Find the will’s original'),
      details: ['Where the will’s original is: Fire safe, study closet'],
      source: 'Documents: Last will',
      done: { at: '2026-03-03T10:00:00.000Z', by: 'Cara Lee' },
    },
    {
      ...task('keepsake-k1', 'later', 'Give the watch to Leo'),
      assignedTo: { grantId: 'g-dana', name: 'Dana Roe' },
      source: 'Final wishes: keepsake or item requests',
    },
  ],
};

/** The viewer's page in small: the packet as the server last answered it. */
function Holder({ change }: { change: (id: string, next: PacketTaskChange) => PacketTask }) {
  const [shown, setShown] = useState(packet);
  const onChange = async (taskId: string, next: PacketTaskChange) => {
    const answered = change(taskId, next);
    setShown((current) => ({
      ...current,
      tasks: current.tasks.map((each) => (each.id === taskId ? answered : each)),
    }));
  };
  return <PacketView packet={shown} onChange={onChange} />;
}

const renderIn = (ui: ReactElement) => render(<DesignKitProvider>{ui}</DesignKitProvider>);

describe('PacketView', () => {
  it('links a phone to dial only when it has digits: other words are the owner’s, as written', () => {
    const asked: ExecutorPacket = {
      ...packet,
      tasks: [
        {
          ...task('call-contact-c2', 'first-72-hours', 'Call Ben Diaz (executor)'),
          phone: 'ask Maria for it',
        },
      ],
    };
    renderIn(<PacketView packet={asked} />);
    const call = screen.getByRole('listitem', { name: 'Call Ben Diaz (executor)' });
    expect(call).toHaveTextContent('Phone: ask Maria for it');
    expect(within(call).queryByRole('link')).toBeNull();
  });

  it('shows the stages, the count, each task with its details and where it comes from', () => {
    renderIn(<PacketView packet={packet} onChange={async () => undefined} />);
    expect(screen.getByRole('status')).toHaveTextContent('1 of 3 done');
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'The first 72 hours',
      'Later',
    ]);
    const first = screen.getByRole('list', { name: 'The first 72 hours' });
    const call = within(first).getByRole('listitem', { name: 'Call Maria Diaz (executor)' });
    expect(within(call).getByRole('link', { name: '+1 555 0100' })).toHaveAttribute(
      'href',
      'tel:+15550100',
    );
    expect(call).toHaveTextContent('Phone: +1 555 0100');
    expect(call).toHaveTextContent('Relationship: Sister');
    expect(call).toHaveTextContent('From the plan: Contacts: Maria Diaz, executor');
    expect(
      within(call).getByRole('checkbox', { name: 'Done: Call Maria Diaz (executor)' }),
    ).not.toBeChecked();
    const will = within(first).getByRole('listitem', { name: 'Find the will’s original' });
    expect(within(will).getByRole('checkbox', { name: /^Done/ })).toBeChecked();
    expect(will).toHaveTextContent('Done by Cara Lee on Mar 3, 2026');
    // The viewer's own grant reads "You"; nobody is the first choice.
    const givenTo = within(call).getByRole('combobox', {
      name: 'Given to: Call Maria Diaz (executor)',
    });
    expect(
      within(givenTo)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Nobody', 'You', 'Dana Roe']);
    expect(givenTo).toHaveValue('');
  });

  it('marks a task done and gives one to another holder, by keyboard', async () => {
    const changes: [string, PacketTaskChange][] = [];
    const change = (id: string, next: PacketTaskChange): PacketTask => {
      changes.push([id, next]);
      const before = packet.tasks.find((each) => each.id === id)!;
      return next.done !== undefined
        ? { ...before, done: next.done ? { at: '2026-03-05T09:00:00.000Z', by: 'Cara Lee' } : null }
        : { ...before, assignedTo: packet.holders.find((h) => h.grantId === next.assignedTo)! };
    };
    renderIn(<Holder change={change} />);
    const call = screen.getByRole('listitem', { name: 'Call Maria Diaz (executor)' });

    // The number to call first, then the task's own controls.
    await userEvent.tab();
    expect(within(call).getByRole('link', { name: '+1 555 0100' })).toHaveFocus();
    await userEvent.tab();
    expect(within(call).getByRole('checkbox', { name: /^Done/ })).toHaveFocus();
    await userEvent.keyboard(' ');
    expect(await within(call).findByText('Done by Cara Lee on Mar 5, 2026')).toBeInTheDocument();
    expect(within(call).getByRole('checkbox', { name: /^Done/ })).toBeChecked();
    expect(screen.getByRole('status')).toHaveTextContent('2 of 3 done');

    await userEvent.tab();
    expect(within(call).getByRole('combobox', { name: /^Given to/ })).toHaveFocus();
    await userEvent.selectOptions(
      within(call).getByRole('combobox', { name: /^Given to/ }),
      'Dana Roe',
    );
    expect(await within(call).findByRole('combobox', { name: /^Given to/ })).toHaveValue('g-dana');
    expect(changes).toEqual([
      ['call-contact-c1', { done: true }],
      ['call-contact-c1', { assignedTo: 'g-dana' }],
    ]);
  });

  it('keeps the old state when a change fails, and says so', async () => {
    const onChange = async () => {
      throw new ApiError(
        503,
        '{"error":"unavailable","message":"The server is busy."}',
        'Service Unavailable',
      );
    };
    renderIn(<PacketView packet={packet} onChange={onChange} />);
    const call = screen.getByRole('listitem', { name: 'Call Maria Diaz (executor)' });
    await userEvent.click(within(call).getByRole('checkbox', { name: /^Done/ }));
    expect(await within(call).findByRole('alert')).toHaveTextContent(
      'Not saved: the task is as it was. The server is busy.',
    );
    expect(within(call).getByRole('checkbox', { name: /^Done/ })).not.toBeChecked();
    expect(within(call).getByRole('checkbox', { name: /^Done/ })).toBeEnabled();
    expect(screen.getByRole('status')).toHaveTextContent('1 of 3 done');
  });

  it('is read-only without a handler (the owner’s preview): no checkbox, no select', () => {
    renderIn(<PacketView packet={{ ...packet, you: null }} />);
    expect(screen.queryByRole('checkbox')).toBeNull();
    expect(screen.queryByRole('combobox')).toBeNull();
    expect(screen.getByRole('listitem', { name: 'Find the will’s original' })).toHaveTextContent(
      'Done by Cara Lee on Mar 3, 2026',
    );
    expect(screen.getByRole('listitem', { name: 'Call Maria Diaz (executor)' })).toHaveTextContent(
      'Open',
    );
    expect(screen.getByRole('listitem', { name: 'Give the watch to Leo' })).toHaveTextContent(
      'Given to Dana Roe',
    );
  });
});
