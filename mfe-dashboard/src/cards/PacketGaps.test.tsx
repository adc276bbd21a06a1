import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PACKET_GAP_TEXTS, type PacketPreview, type PacketTask } from '@legacy-planner/contracts';
import { fakeNetwork, renderWithPlatform, signedInPerson } from '@legacy-planner/shared-ui/testing';
import DashboardTab from '../DashboardTab';

// What the executor's packet is missing, on the dashboard with the plan's progress, and the
// packet's read-only preview.

jest.setTimeout(20_000);

const lists = {
  'GET /api/documents': [],
  'GET /api/wishes': [],
  'GET /api/contacts': [],
  'GET /api/activities': [],
};

const willOriginal: PacketTask = {
  id: 'will-original',
  stage: 'first-72-hours',
  title: 'Find the will’s original',
  phone: null,
  details: ['The plan does not say where the will’s original is.'],
  source: 'Documents: Last will',
  done: { at: '2026-03-03T10:00:00.000Z', by: 'Cara Lee' },
  assignedTo: { grantId: 'g-dana', name: 'Dana Roe' },
};
const preview = (gaps: PacketPreview['gaps']): PacketPreview => ({
  packet: {
    ownerName: 'Ada Lovelace',
    tasks: [willOriginal],
    holders: [{ grantId: 'g-dana', name: 'Dana Roe' }],
    you: null,
  },
  gaps,
});
const gaps: PacketPreview['gaps'] = [
  { kind: 'will-original', text: PACKET_GAP_TEXTS.willOriginal },
  { kind: 'funeral-payer', text: PACKET_GAP_TEXTS.funeralPayer },
];

describe('what the executor’s packet is missing, on the dashboard', () => {
  it('lists the gaps with the plan’s progress, each with where it is mended', async () => {
    const network = fakeNetwork({ ...lists, 'GET /api/plan/packet': preview(gaps) });
    const { platform } = renderWithPlatform(<DashboardTab />, {
      api: network.api,
      user: signedInPerson,
    });
    const overview = await screen.findByRole('tabpanel');
    const missing = await within(overview).findByRole('list', {
      name: 'What the executor’s packet is missing',
    });
    expect(
      within(missing)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'The will’s original has no locationOpen Documents',
      'No one is named to pay for the funeralOpen Final Wishes',
    ]);
    await userEvent.click(within(missing).getByRole('button', { name: 'Open Final Wishes' }));
    expect(platform.navigate).toHaveBeenCalledWith('/final-wishes');
    expect(
      within(overview).getByRole('link', { name: 'Download the packet (PDF)' }),
    ).toHaveAttribute('href', '/api/plan/packet/pdf');
  });

  it('tells a screen reader which gap each button mends, even where two buttons read alike', async () => {
    const contactGaps: PacketPreview['gaps'] = [
      { kind: 'no-executor', text: PACKET_GAP_TEXTS.noExecutor },
      { kind: 'no-phone', text: PACKET_GAP_TEXTS.noPhone('Cara Lee', 'Medical proxy') },
      { kind: 'will-original', text: PACKET_GAP_TEXTS.willOriginal },
    ];
    const network = fakeNetwork({ ...lists, 'GET /api/plan/packet': preview(contactGaps) });
    const { platform } = renderWithPlatform(<DashboardTab />, {
      api: network.api,
      user: signedInPerson,
    });
    const missing = await screen.findByRole('list', {
      name: 'What the executor’s packet is missing',
    });
    expect(within(missing).getAllByRole('button', { name: 'Open Contacts' })).toHaveLength(2);
    expect(
      within(missing).getByRole('button', {
        name: 'Open Contacts',
        description: PACKET_GAP_TEXTS.noExecutor,
      }),
    ).toBeInTheDocument();
    expect(
      within(missing).getByRole('button', {
        name: 'Open Documents',
        description: PACKET_GAP_TEXTS.willOriginal,
      }),
    ).toBeInTheDocument();
    await userEvent.click(
      within(missing).getByRole('button', {
        name: 'Open Contacts',
        description: 'Cara Lee (Medical proxy) has no phone number',
      }),
    );
    expect(platform.navigate).toHaveBeenCalledWith('/app?tab=contacts');
  });

  it('says when nothing is missing', async () => {
    const network = fakeNetwork({ ...lists, 'GET /api/plan/packet': preview([]) });
    renderWithPlatform(<DashboardTab />, { api: network.api, user: signedInPerson });
    expect(
      await screen.findByText('Nothing is missing: the packet has what an executor needs first.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: /missing/ })).toBeNull();
  });

  it('opens the read-only preview of the packet, without a checkbox or a select', async () => {
    const network = fakeNetwork({ ...lists, 'GET /api/plan/packet': preview(gaps) });
    renderWithPlatform(<DashboardTab />, { api: network.api, user: signedInPerson });
    await userEvent.click(
      await screen.findByRole('button', { name: 'Preview the executor’s packet' }),
    );
    const dialog = screen.getByRole('dialog', { name: 'The executor’s packet' });
    expect(dialog).toHaveTextContent(
      'As a person with full access would get it after your passing',
    );
    const task = within(dialog).getByRole('listitem', { name: 'Find the will’s original' });
    expect(task).toHaveTextContent('From the plan: Documents: Last will');
    expect(task).toHaveTextContent('Done by Cara Lee on Mar 3, 2026');
    expect(task).toHaveTextContent('Given to Dana Roe');
    expect(within(dialog).getByRole('status')).toHaveTextContent('1 of 1 done');
    expect(within(dialog).queryByRole('checkbox')).toBeNull();
    expect(within(dialog).queryByRole('combobox')).toBeNull();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(network.calls.filter((call) => call.method !== 'GET')).toEqual([]);
  });

  it('names the owner to a helper', async () => {
    const network = fakeNetwork({ ...lists, 'GET /api/plan/packet': preview(gaps) });
    renderWithPlatform(<DashboardTab />, {
      api: network.api,
      user: signedInPerson,
      helping: { helperId: 'h1', ownerName: 'Ada Lovelace', role: 'viewer-helper' },
    });
    expect(
      await screen.findByRole('list', { name: 'What the executor’s packet is missing' }),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Preview the executor’s packet' }));
    expect(screen.getByRole('dialog')).toHaveTextContent('after Ada Lovelace’s passing');
  });

  it('is not asked for in demo mode, which has no server', async () => {
    const network = fakeNetwork({});
    renderWithPlatform(<DashboardTab />, { api: network.api, isDemoMode: true, isReadOnly: true });
    expect(
      await screen.findByRole('progressbar', { name: 'Legacy plan progress' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'The executor’s packet' })).toBeNull();
    expect(network.calls).toEqual([]);
  });
});
