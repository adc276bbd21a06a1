import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  NO_CUSTODY,
  type Activity,
  type Contact,
  type CurrentUser,
  type PlanDocument,
  type Wish,
} from '@legacy-planner/contracts';
import { demoLists } from '@legacy-planner/planner-client';
import { fakeNetwork, renderWithPlatform } from '@legacy-planner/shared-ui/testing';
import DashboardTab from './DashboardTab';

const owned = (id: string) => ({
  id,
  userId: 'u1',
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
});
const doc = (
  id: string,
  title: string,
  category: PlanDocument['category'],
  status: PlanDocument['status'],
): PlanDocument => ({
  ...owned(id),
  title,
  category,
  status,
  privacyLevel: 'Private',
  completionPercentage: 0,
  ...NO_CUSTODY,
});
const wish = (id: string, preference: string, isSelected: boolean): Wish => ({
  ...owned(id),
  category: 'music',
  subcategory: '',
  preference,
  details: '',
  importance: 'medium',
  isSelected,
});
const contact = (id: string): Contact => ({
  ...owned(id),
  firstName: `Person ${id}`,
  lastName: '',
  email: '',
  phone: '',
  relation: '',
  role: 'family',
  address: '',
  notes: '',
});
const activity = (n: number): Activity => ({
  id: `a${n}`,
  userId: 'u1',
  category: 'wishes',
  status: 'created',
  description: `Change number ${n}`,
  createdAt: '2026-01-01T00:00:00.000Z',
});

const accountLists = () => ({
  'GET /api/documents': [
    doc('d1', 'Will', 'will', 'completed'),
    doc('d2', 'Health directive', 'health', 'completed'),
    doc('d3', 'Insurance', 'insurance', 'in_progress'),
    doc('d4', 'Deed', 'property', 'not_started'),
  ],
  'GET /api/wishes': [
    wish('w1', 'Jazz', true),
    wish('w2', 'Lilies', false),
    wish('w3', 'Oak tree', true),
    wish('w4', 'Poem', true),
    wish('w5', 'Tea', true),
  ],
  'GET /api/contacts': [contact('c1'), contact('c2')],
  'GET /api/activities': [1, 2, 3, 4, 5].map(activity),
  'GET /api/plan/packet': {
    packet: { ownerName: 'Ada Lovelace', tasks: [], holders: [], you: null },
    gaps: [],
  },
  'GET /api/plan/review': { lastReviewedAt: null, reasons: [] },
});

function accountNetwork() {
  return fakeNetwork(accountLists());
}

const demoAccount: CurrentUser = {
  id: 'demo-user',
  name: 'Demo Planner',
  email: 'demo@legacyplanner.app',
  role: 'user',
  isDemo: true,
  onboardingComplete: true,
  onboardingStep: 6,
  signingPlace: null,
  maritalStatus: null,
};

describe('DashboardTab', () => {
  it("computes the signed-in user's progress from their plan", async () => {
    const { api } = accountNetwork();
    renderWithPlatform(<DashboardTab />, { api });
    expect(
      await screen.findByRole('progressbar', { name: 'Legacy plan progress' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Created Mar 2025')).toBeInTheDocument();
    // documents 2/4 = 50, wishes 5/20 = 25, contacts 2/5 = 40 -> mean 38
    expect(screen.getByRole('progressbar', { name: 'Legacy plan progress' })).toHaveAttribute(
      'aria-valuenow',
      '38',
    );
    await userEvent.click(screen.getByRole('tab', { name: 'Priorities' }));
    expect(screen.getByRole('progressbar', { name: 'Core documents' })).toHaveAttribute(
      'aria-valuenow',
      '50',
    );
    expect(screen.getByRole('progressbar', { name: 'Personal wishes' })).toHaveAttribute(
      'aria-valuenow',
      '25',
    );
    expect(screen.getByRole('progressbar', { name: 'Trusted contacts' })).toHaveAttribute(
      'aria-valuenow',
      '40',
    );
  });

  it('lists the first 3 documents, the first 3 selected wishes and the 4 most recent changes', async () => {
    const { api } = accountNetwork();
    renderWithPlatform(<DashboardTab />, { api });
    const documents = await screen.findByRole('list', { name: 'Important Documents' });
    expect(
      within(documents)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['WillCompleted', 'Health directiveCompleted', 'InsuranceIn Progress']);
    const wishes = screen.getByRole('list', { name: 'Key Wishes' });
    expect(
      within(wishes)
        .getAllByRole('listitem')
        .map((item) => within(item).getByText(/Jazz|Oak|Poem|Tea|Lilies/).textContent),
    ).toEqual(['Jazz', 'Oak tree', 'Poem']);
    await userEvent.click(screen.getByRole('tab', { name: 'Recent' }));
    const recent = screen.getByRole('list', { name: 'Recent activity' });
    expect(within(recent).getAllByRole('listitem')).toHaveLength(4);
    expect(recent).toHaveTextContent('Change number 1');
    expect(recent).not.toHaveTextContent('Change number 5');
  });

  it("names a key wish's category and importance by their labels", async () => {
    const { api } = accountNetwork();
    renderWithPlatform(<DashboardTab />, { api });
    const wishes = await screen.findByRole('list', { name: 'Key Wishes' });
    expect(within(wishes).getAllByRole('listitem')[0]).toHaveTextContent(
      'JazzMusic · Medium importance',
    );
  });

  it('quick actions and links switch tabs; the journey card opens the journey', async () => {
    const { api } = accountNetwork();
    const { platform } = renderWithPlatform(<DashboardTab />, { api });
    await userEvent.click(await screen.findByRole('button', { name: 'Set New Wish' }));
    expect(platform.navigate).toHaveBeenCalledWith('/app?tab=wishes');
    await userEvent.click(screen.getByRole('button', { name: 'View all documents' }));
    expect(platform.navigate).toHaveBeenCalledWith('/app?tab=documents');
    await userEvent.click(screen.getAllByRole('button', { name: 'Start Your Journey' })[0]!);
    expect(platform.openJourney).toHaveBeenCalled();
  });

  it('demo mode shows the sample plan at 40%, with priorities 40, 60 and 75, and calls no API', async () => {
    const network = fakeNetwork({});
    renderWithPlatform(<DashboardTab />, { api: network.api, isDemoMode: true, isReadOnly: true });
    expect(
      await screen.findByRole('progressbar', { name: 'Legacy plan progress' }),
    ).toHaveAttribute('aria-valuenow', '40');
    expect(await screen.findByText(demoLists.documents[0]!.title)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'Priorities' }));
    expect(
      screen.getAllByRole('progressbar').map((bar) => bar.getAttribute('aria-valuenow')),
    ).toEqual(['40', '60', '75']);
    expect(network.calls).toEqual([]);
  });

  it('the demo account shows the same sample plan figures as demo mode', async () => {
    // The account's lists are the sample plan as the server seeded it (computed, they would give 35).
    const network = fakeNetwork({
      'GET /api/documents': demoLists.documents,
      'GET /api/wishes': demoLists.wishes,
      'GET /api/contacts': demoLists.contacts,
      'GET /api/activities': demoLists.activities,
    });
    renderWithPlatform(<DashboardTab />, { api: network.api, user: demoAccount, isReadOnly: true });
    expect(
      await screen.findByRole('progressbar', { name: 'Legacy plan progress' }),
    ).toHaveAttribute('aria-valuenow', '40');
    await userEvent.click(screen.getByRole('tab', { name: 'Priorities' }));
    expect(
      screen.getAllByRole('progressbar').map((bar) => bar.getAttribute('aria-valuenow')),
    ).toEqual(['40', '60', '75']);
  });

  it("has its h1 as the first heading, before the cards' h2s", async () => {
    const { api } = accountNetwork();
    renderWithPlatform(<DashboardTab />, { api });
    await screen.findByRole('list', { name: 'Important Documents' });
    const [first, ...rest] = screen.getAllByRole('heading');
    expect(first).toHaveAccessibleName('Your Legacy Plan');
    expect(first!.tagName).toBe('H1');
    expect(rest.map((heading) => heading.tagName)).not.toContain('H1');
  });

  it('a list that fails to load fails only its parts, each with a Retry that loads it again', async () => {
    // The wishes are not answered (404) until Retry.
    const { 'GET /api/wishes': wishes, ...routes }: Record<string, unknown> = accountLists();
    const network = fakeNetwork(routes);
    renderWithPlatform(<DashboardTab />, { api: network.api });

    const keyWishes = await screen.findByText(
      'Key Wishes could not be loaded. Check your connection and try again.',
    );
    // The progress is made from the wishes too; the documents and the activity are not.
    expect(
      screen.getByText(
        'Legacy plan progress could not be loaded. Check your connection and try again.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Important Documents' })).toHaveTextContent('Will');
    expect(screen.getByRole('heading', { level: 1, name: 'Your Legacy Plan' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Set New Wish' })).toBeInTheDocument();

    routes['GET /api/wishes'] = wishes;
    const retry = within(keyWishes.closest('[role="alert"]') as HTMLElement).getByRole('button', {
      name: 'Retry',
    });
    await userEvent.click(retry);
    expect(await screen.findByRole('list', { name: 'Key Wishes' })).toHaveTextContent('Jazz');
    expect(screen.getByRole('progressbar', { name: 'Legacy plan progress' })).toHaveAttribute(
      'aria-valuenow',
      '38',
    );
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
  });

  it("shows the plan's last review with its button, below the first screen", async () => {
    const network = fakeNetwork({
      ...accountLists(),
      'GET /api/plan/review': { lastReviewedAt: '2026-03-03T10:00:00.000Z', reasons: [] },
    });
    renderWithPlatform(<DashboardTab />, { api: network.api });
    expect(await screen.findByText('Last reviewed 3 March 2026')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'I reviewed my plan' })).toBeEnabled();
  });

  it('has a dismissible hint banner', async () => {
    const { api } = accountNetwork();
    renderWithPlatform(<DashboardTab />, { api });
    await userEvent.click(
      await screen.findByRole('button', { name: 'Dismiss help: Legacy Plan Progress' }),
    );
    expect(
      screen.queryByRole('button', { name: 'Dismiss help: Legacy Plan Progress' }),
    ).not.toBeInTheDocument();
  });
});
