import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CheckInStatus, Contact } from '@legacy-planner/contracts';
import { fakeNetwork, Reply, renderWithPlatform } from '@legacy-planner/shared-ui/testing';
import { READ_ONLY_NOTE_ID } from '../access/writeAccess';
import { CheckInsSection } from './CheckInsSection';
import { CheckInSummary } from './CheckInSummary';

jest.setTimeout(30_000);

const person = (id: string, firstName: string): Contact => ({
  id,
  userId: 'u1',
  firstName,
  lastName: 'Diaz',
  email: `${firstName.toLowerCase()}@example.com`,
  phone: '',
  relation: 'Sister',
  role: 'emergency_contact',
  address: '',
  notes: '',
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
});
const people = [person('c1', 'Cy'), person('c2', 'Di'), person('c3', 'Ed')];

const off: CheckInStatus = {
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
};
const monthly: CheckInStatus = {
  rhythm: 'monthly',
  pausedUntil: null,
  contactIds: ['c2', 'c1'],
  rhythmSince: '2026-03-10T12:00:00.000Z',
  lastCheckIn: { at: '2026-03-10T12:00:00.000Z', method: 'email_link' },
  schedule: {
    paused: false,
    nextPromptAt: '2026-04-10T12:00:00.000Z',
    reminderAt: '2026-04-13T12:00:00.000Z',
    firstContactAt: '2026-04-17T12:00:00.000Z',
    next: { step: 'prompt', at: '2026-04-10T12:00:00.000Z' },
  },
  emailEnabled: true,
};

function renderSection(
  initial: CheckInStatus,
  overrides: Parameters<typeof renderWithPlatform>[1] = {},
  routes: Record<string, unknown> = {},
) {
  let status = initial;
  const network = fakeNetwork({
    'GET /api/check-ins': () => status,
    'GET /api/contacts': people,
    'GET /api/account/security': { emailVerified: true, emailEnabled: true, email: 'a@x.org' },
    'PUT /api/check-ins/settings': (body: unknown) => {
      status = { ...monthly, ...(body as Partial<CheckInStatus>) };
      return status;
    },
    'POST /api/check-ins': () =>
      new Reply(200, {
        ...status,
        lastCheckIn: { at: '2026-03-20T09:00:00.000Z', method: 'in_app' },
      }),
    'POST /api/check-ins/test': new Reply(204),
    'POST /api/check-ins/back-to-normal': new Reply(200, { grantsEnded: 1 }),
    ...routes,
  });
  return {
    network,
    ...renderWithPlatform(
      <>
        <CheckInSummary />
        <CheckInsSection />
      </>,
      { api: network.api, ...overrides },
    ),
  };
}

const settingsSent = (network: ReturnType<typeof fakeNetwork>) =>
  network.calls.find((call) => call.method === 'PUT')?.body;

describe('Check-ins', () => {
  it('says check-ins are off until chosen, and nobody would be asked', async () => {
    renderSection(off);
    const summary = await screen.findByRole('status', { name: 'Check-ins summary' });
    expect(summary).toHaveTextContent(
      'Check-ins are off: nobody is asked about you if you go quiet.',
    );
    const section = screen.getByRole('region', { name: 'Check-ins' });
    // Off, the section is folded (the tab stays short on a phone); one button opens it.
    const toggle = within(section).getByRole('button', { name: 'Set up check-ins' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(within(section).queryByRole('combobox', { name: 'How often to check in' })).toBeNull();
    expect(within(section).queryByText('None yet')).toBeNull();
    await userEvent.setup().click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(within(section).getByText('None yet')).toBeInTheDocument();
    expect(within(section).getByText('None: check-ins are off')).toBeInTheDocument();
    expect(within(section).getByText(/Silence alone never releases your plan/)).toBeInTheDocument();
    expect(within(section).getByRole('combobox', { name: 'How often to check in' })).toHaveValue(
      'off',
    );
  });

  it('opens with its settings once a rhythm is chosen', async () => {
    renderSection(monthly);
    const toggle = await screen.findByRole('button', { name: 'Check-in settings' });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('combobox', { name: 'How often to check in' })).toHaveValue('monthly');
  });

  it('names the next step and when in the tab’s summary, with the first trusted contact', async () => {
    renderSection(monthly);
    const summary = await screen.findByRole('status', { name: 'Check-ins summary' });
    await waitFor(() =>
      expect(summary).toHaveTextContent(
        'Next check-in: Apr 10, 2026. If you do not answer, a reminder on Apr 13, 2026, then Di Diaz is asked whether you are OK on Apr 17, 2026.',
      ),
    );
    expect(screen.getByText(/Mar 10, 2026.*From the emailed link/)).toBeInTheDocument();
  });

  it('chooses a rhythm, a pause and contacts in order with the keyboard, and saves them', async () => {
    const user = userEvent.setup();
    const { network, platform } = renderSection(off);
    await user.click(await screen.findByRole('button', { name: 'Set up check-ins' }));
    const rhythm = await screen.findByRole('combobox', { name: 'How often to check in' });
    await user.selectOptions(rhythm, 'every_3_months');
    await user.type(screen.getByLabelText("I'm travelling until (pause)"), '2099-12-20');

    const add = await screen.findByRole('combobox', { name: 'Add a trusted contact' });
    await waitFor(() => expect(within(add).getAllByRole('option')).toHaveLength(4));
    for (const id of ['c1', 'c3', 'c2']) {
      await user.selectOptions(add, id);
      await user.click(screen.getByRole('button', { name: 'Add' }));
    }
    const list = screen.getByRole('list', {
      name: 'Trusted contacts, in the order they are asked',
    });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['1. Cy Diaz', '2. Ed Diaz', '3. Di Diaz']);
    // Keyboard: focus "Move Di Diaz up" and press Enter; then remove Cy.
    screen.getByRole('button', { name: 'Move Di Diaz up' }).focus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('button', { name: 'Move Di Diaz up' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Move Cy Diaz up' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Remove Cy Diaz' }));
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['1. Di Diaz', '2. Ed Diaz']);

    await user.click(screen.getByRole('button', { name: 'Save check-in settings' }));
    await waitFor(() =>
      expect(settingsSent(network)).toEqual({
        rhythm: 'every_3_months',
        pausedUntil: new Date('2099-12-20T00:00:00').toISOString(),
        contactIds: ['c2', 'c3'],
      }),
    );
    expect(platform.toast).toHaveBeenCalledWith(
      expect.objectContaining({ title: 'Check-in settings saved' }),
    );
  });

  it('refuses a pause in the past before sending, with the shared schema’s words', async () => {
    const user = userEvent.setup();
    const { network } = renderSection(off);
    await user.click(await screen.findByRole('button', { name: 'Set up check-ins' }));
    await user.type(await screen.findByLabelText("I'm travelling until (pause)"), '2001-01-01');
    await user.click(screen.getByRole('button', { name: 'Save check-in settings' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The end of the pause must be in the future',
    );
    expect(settingsSent(network)).toBeUndefined();
  });

  it('"I\'m OK", "Send me a test check-in" and "I\'m back to normal" each call the API', async () => {
    const user = userEvent.setup();
    const { network, platform } = renderSection(monthly);
    await user.click(await screen.findByRole('button', { name: "I'm OK" }));
    await user.click(screen.getByRole('button', { name: 'Send me a test check-in' }));
    await user.click(screen.getByRole('button', { name: "I'm back to normal" }));
    await waitFor(() =>
      expect(
        network.calls.filter((call) => call.method === 'POST').map((call) => call.path),
      ).toEqual(['/api/check-ins', '/api/check-ins/test', '/api/check-ins/back-to-normal']),
    );
    await waitFor(() =>
      expect(platform.toast).toHaveBeenCalledWith(
        expect.objectContaining({ title: 'Test check-in sent: see your email' }),
      ),
    );
    expect(await screen.findByText(/Mar 20, 2026.*In the app/)).toBeInTheDocument();
  });

  it('without email on the server, the test check-in is off and says why', async () => {
    renderSection({ ...monthly, emailEnabled: false });
    const test = await screen.findByRole('button', { name: 'Send me a test check-in' });
    expect(test).toBeDisabled();
    expect(test).toHaveAccessibleDescription(/Email is not set up on this server/);
    // Nobody can be emailed the question: the summary does not promise it.
    const summary = screen.getByRole('status', { name: 'Check-ins summary' });
    await waitFor(() =>
      expect(summary).toHaveTextContent(
        'Next check-in: Apr 10, 2026. This server sends no email: you are reminded in the app only, and no trusted contact can be asked.',
      ),
    );
  });

  it('is read-only on the demo account', async () => {
    renderSection(monthly, { isReadOnly: true });
    const save = await screen.findByRole('button', { name: 'Save check-in settings' });
    expect(save).toBeDisabled();
    expect(save).toHaveAttribute('aria-describedby', READ_ONLY_NOTE_ID);
    expect(screen.getByRole('button', { name: "I'm OK" })).toBeDisabled();
    expect(screen.getByRole('button', { name: "I'm back to normal" })).toBeDisabled();
  });
});
