import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe, toHaveNoViolations } from 'jest-axe';
import { accessLevelGuide, type OwnerNotice } from '@legacy-planner/contracts';
import { helpTopics } from '@legacy-planner/shared-ui';
import { Reply, renderWithPlatformSettled } from '@legacy-planner/shared-ui/testing';
import { itemsNetwork } from './testing/itemsNetwork';
import {
  card,
  grant,
  helpers,
  items,
  logEntries,
  lovedOneRequest,
  notices,
  pendingFull,
  viewerPlan,
} from './testing/privacyFixtures';
import PrivacyTab from './PrivacyTab';

expect.extend(toHaveNoViolations);
// Axe over the whole tab takes ~20 s of jsdom alone; beside another jest worker on a busy
// two-core machine, several times that.
jest.setTimeout(90_000);

async function renderTab(overrides: Parameters<typeof renderWithPlatformSettled>[1] = {}) {
  let owned: OwnerNotice[] = notices;
  const network = itemsNetwork(items, {
    'GET /api/privacy/access-key': { exists: true, createdAt: '2026-11-01T12:00:00.000Z' },
    'GET /api/privacy/cards': [card('CARDAB12')],
    'GET /api/privacy/requests': [pendingFull(), lovedOneRequest()],
    'GET /api/privacy/grants': [grant()],
    'GET /api/helpers': helpers(),
    'GET /api/privacy/settings': { waitingPeriodDays: 7, emailEnabled: true },
    'GET /api/privacy/log': logEntries,
    'GET /api/privacy/preview': viewerPlan(),
    'GET /api/privacy/notices': () => owned,
    'GET /api/account/preferences': { shareWithAdmins: false },
    'GET /api/check-ins': {
      rhythm: 'off',
      pausedUntil: null,
      contactIds: [],
      rhythmSince: null,
      lastCheckIn: null,
      schedule: {
        paused: false,
        nextPromptAt: null,
        reminderAt: null,
        firstContactAt: null,
        next: null,
      },
      emailEnabled: true,
    },
    'GET /api/contacts': [],
    'POST /api/privacy/notices/read': () => {
      owned = owned.map((notice) => ({ ...notice, readAt: '2026-11-22T12:00:00.000Z' }));
      return new Reply(204);
    },
  });
  return {
    network,
    ...(await renderWithPlatformSettled(<PrivacyTab />, { api: network.api, ...overrides })),
  };
}

const sections = [
  'Master Access Key',
  'Physical Access Cards',
  'Information Access Settings',
  'Access Level Guide',
  'Requests and Grants',
  'People who help with my plan',
  'Check-ins',
  'What Would They See',
  'Share with the administrators',
  'Access Log',
];

describe('PrivacyTab', () => {
  it('shows its title, help panel and every section, with no axe violations', async () => {
    const { container } = await renderTab();
    expect(screen.getByRole('heading', { level: 1, name: 'Privacy' })).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 2, name: helpTopics.accessControl.title }),
    ).toBeInTheDocument();
    for (const name of sections) {
      expect(screen.getByRole('region', { name })).toBeInTheDocument();
    }
    await screen.findByRole('listitem', { name: 'Card CARDAB12' });
    await screen.findByRole('listitem', { name: 'My will' });
    await screen.findByRole('region', {
      name: 'What anyone with your access key or a standard card would see',
    });
    await screen.findByRole('list', { name: 'Access log, newest first' });
    expect(await axe(container)).toHaveNoViolations();
  });

  it('shows the access level guide from contracts', async () => {
    await renderTab();
    const guide = screen.getByRole('region', { name: 'Access Level Guide' });
    for (const entry of accessLevelGuide) {
      const card = within(guide).getByRole('article', { name: entry.title });
      expect(
        within(card).getByRole('list', { name: `What ${entry.title} opens` }),
      ).toHaveTextContent(entry.opens.join(''));
      expect(card).toHaveTextContent(entry.requires);
    }
  });

  it('shows the access log newest first: who, what and when', async () => {
    await renderTab();
    const log = await screen.findByRole('list', { name: 'Access log, newest first' });
    const entries = within(log).getAllByRole('listitem');
    expect(entries[0]).toHaveTextContent('Bob Stone · bob@example.com');
    expect(entries[0]).toHaveTextContent('Downloaded a file: My will');
    expect(within(entries[0]!).getByText(/2026/).closest('time')).toHaveAttribute(
      'datetime',
      '2026-11-21T08:30:00.000Z',
    );
    expect(entries[1]).toHaveTextContent('Ann Lee · ann@example.com');
    expect(entries[1]).toHaveTextContent('Asked for access: Full access with evidence of passing');
  });

  it('shows unread notices at the top until marked as read', async () => {
    const { network } = await renderTab();
    const box = await screen.findByRole('region', {
      name: 'New notices about access to your plan',
    });
    expect(box).toHaveTextContent('1 new notice');
    expect(box).toHaveTextContent('Ann Lee asked for full access to your plan.');
    expect(box).not.toHaveTextContent('An old notice.');
    await userEvent.click(within(box).getByRole('button', { name: 'Mark as read' }));
    await waitFor(() =>
      expect(
        screen.queryByRole('region', { name: 'New notices about access to your plan' }),
      ).not.toBeInTheDocument(),
    );
    expect(network.calls.find((call) => call.method === 'POST')?.path).toBe(
      '/api/privacy/notices/read',
    );
  });

  it('in demo mode shows the sample plan with the recommended settings, read-only, calling no API', async () => {
    const { network } = await renderTab({ isDemoMode: true, isReadOnly: true });
    expect(
      screen.getByText(
        'Demo mode is read-only: sign up to decide who may see your plan, and when.',
      ),
    ).toBeInTheDocument();
    const settings = screen.getByRole('region', { name: 'Information Access Settings' });
    expect(
      within(settings).getByText('Now: 4 items · In an emergency: 3 · After a verified passing: 3'),
    ).toBeInTheDocument();
    // Short rows: three groups of at most three rows, no control until one is asked for.
    expect(within(settings).getAllByRole('listitem')).toHaveLength(9);
    expect(within(settings).queryByRole('combobox')).not.toBeInTheDocument();
    const insurance = within(settings).getByRole('listitem', { name: 'Life Insurance Policy' });
    expect(insurance).toHaveTextContent('Insurance · Standard · After a verified passing');
    await userEvent.click(
      within(insurance).getByRole('button', { name: 'Change Life Insurance Policy' }),
    );
    expect(within(insurance).getByRole('combobox', { name: 'Required level' })).toBeDisabled();
    expect(within(insurance).getByRole('switch', { name: 'Visible' })).toBeDisabled();
    // Every item already has the recommended settings.
    await userEvent.click(screen.getByRole('button', { name: 'Use the recommended settings' }));
    const recommended = screen.getByRole('dialog', { name: 'Use the recommended settings?' });
    expect(recommended).toHaveTextContent('Every item already has the recommended settings.');
    await userEvent.click(within(recommended).getByRole('button', { name: 'Close' }));
    expect(screen.getByRole('button', { name: 'Generate Access Key' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Create Access Card' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Save Waiting Period' })).toBeDisabled();
    // The sample plan's helpers: its owner's daughter edits it, his brother is invited.
    await userEvent.click(screen.getByRole('button', { name: 'Helpers and invitations' }));
    const sarah = screen.getByRole('listitem', { name: 'Sarah Johnson: Can edit' });
    expect(within(sarah).getByRole('combobox', { name: 'Role' })).toBeDisabled();
    expect(within(sarah).getByRole('button', { name: 'Remove' })).toBeDisabled();
    expect(
      screen.getByRole('listitem', { name: 'David Miller: Invited · waiting for them to accept' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Invite' })).toBeDisabled();
    await userEvent.click(within(sarah).getByRole('button', { name: 'Changes' }));
    const changes = await screen.findByRole('dialog', { name: 'Changes by Sarah Johnson' });
    expect(
      await within(changes).findByText('Sarah Johnson added the contact Michael Chen'),
    ).toBeVisible();
    await userEvent.click(within(changes).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await userEvent.click(screen.getByRole('button', { name: 'Change many at once…' }));
    expect(screen.getByRole('button', { name: 'Apply to All' })).toBeDisabled();
    // The preview still works, from the sample plan: the emergency card holder gets the health
    // directive's card, the wishes, the medical proxy and the emergency contact.
    await userEvent.selectOptions(
      screen.getByRole('combobox', { name: 'Who' }),
      'Someone with your emergency card, in an emergency',
    );
    const basic = await screen.findByRole('region', {
      name: 'What someone with your emergency card, in an emergency would see',
    });
    expect(within(basic).getByRole('list', { name: 'Documents they would see' })).toHaveTextContent(
      'Advance Health Directive',
    );
    expect(within(basic).getByRole('list', { name: 'Wishes they would see' })).toHaveTextContent(
      'Wildflowers instead of wreaths',
    );
    expect(within(basic).getByRole('list', { name: 'Contacts they would see' })).toHaveTextContent(
      'Michael Chen (Medical Proxy)David Miller (Emergency Contact)',
    );
    expect(within(basic).getByText('Emergency summary: yes, first on their page')).toBeVisible();
    expect(network.calls).toEqual([]);
  });

  it('with the demo account reads the plan but disables every write', async () => {
    await renderTab({ isReadOnly: true });
    expect(
      screen.getByText(
        'The demo account is read-only: sign up to decide who may see your plan, and when.',
      ),
    ).toBeInTheDocument();
    const request = await screen.findByRole('listitem', {
      name: 'Full access request from Ann Lee',
    });
    expect(within(request).getByRole('button', { name: 'Approve' })).toBeDisabled();
    expect(within(request).getByRole('button', { name: 'Reject' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Replace Access Key' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Revoke Access Key' })).toBeDisabled();
    const helper = await screen.findByRole('listitem', {
      name: 'Tom Lee: Asks to help with your plan',
    });
    expect(within(helper).getByRole('button', { name: 'Approve' })).toBeDisabled();
    expect(within(helper).getByRole('button', { name: 'Decline' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Invite' })).toBeDisabled();
    const cardRow = await screen.findByRole('listitem', { name: 'Card CARDAB12' });
    expect(within(cardRow).getByRole('button', { name: 'Delete card CARDAB12' })).toBeDisabled();
    expect(
      within(screen.getByRole('list', { name: 'Active grants' })).getByRole('button', {
        name: 'Revoke',
      }),
    ).toBeDisabled();
    expect(
      within(
        await screen.findByRole('region', { name: 'New notices about access to your plan' }),
      ).getByRole('button', { name: 'Mark as read' }),
    ).toBeDisabled();
  });
});
