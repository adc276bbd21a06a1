import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe, toHaveNoViolations } from 'jest-axe';
import { accessLevelGuide, type OwnerNotice } from '@legacy-planner/contracts';
import { helpTopics } from '@legacy-planner/shared-ui';
import { fakeNetwork, Reply, renderWithPlatformSettled } from '@legacy-planner/shared-ui/testing';
import {
  card,
  grant,
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
  const network = fakeNetwork({
    'GET /api/privacy/items': items,
    'GET /api/privacy/access-key': { exists: true, createdAt: '2026-11-01T12:00:00.000Z' },
    'GET /api/privacy/cards': [card('CARDAB12')],
    'GET /api/privacy/requests': [pendingFull(), lovedOneRequest()],
    'GET /api/privacy/grants': [grant()],
    'GET /api/privacy/settings': { waitingPeriodDays: 7, emailEnabled: true },
    'GET /api/privacy/log': logEntries,
    'GET /api/privacy/preview': viewerPlan(),
    'GET /api/privacy/notices': () => owned,
    'GET /api/account/preferences': { shareWithAdmins: false },
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
    await screen.findByRole('region', { name: 'What standard access would see, immediately' });
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

  it('in demo mode shows the sample plan with the spec’s defaults, read-only, calling no API', async () => {
    const { network } = await renderTab({ isDemoMode: true, isReadOnly: true });
    expect(
      screen.getByText(
        'Demo mode is read-only: sign up to decide who may see your plan, and when.',
      ),
    ).toBeInTheDocument();
    const insurance = await screen.findByRole('listitem', { name: 'Life Insurance Policy' });
    expect(within(insurance).getByRole('combobox', { name: 'Required level' })).toHaveDisplayValue(
      'Standard',
    );
    expect(within(insurance).getByRole('combobox', { name: 'Required level' })).toBeDisabled();
    expect(within(insurance).getByRole('switch', { name: 'Visible' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Generate Access Key' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Create Access Card' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Save Waiting Period' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Apply to All' })).toBeDisabled();
    // The preview still works, from the sample plan: the emergency contact is basic and public.
    await userEvent.selectOptions(
      screen.getByRole('combobox', { name: 'Level of access' }),
      'Basic',
    );
    const basic = await screen.findByRole('region', {
      name: 'What basic access would see, immediately',
    });
    expect(within(basic).getByRole('heading', { name: 'Documents (0)' })).toBeInTheDocument();
    expect(within(basic).getByRole('list', { name: 'Wishes they would see' })).toHaveTextContent(
      'Wildflowers instead of wreaths',
    );
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
