import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { viewerKinds, type EmergencySummary } from '@legacy-planner/contracts';
import { fakeNetwork, renderWithPlatform, Reply } from '@legacy-planner/shared-ui/testing';
import { viewerPlan } from '../testing/privacyFixtures';
import { groupsOf } from './ViewerPlanView';
import { CONFIRMATION_DELAY_MS, Rehearsal } from './Rehearsal';
import { WhatTheyWouldSee } from './WhatTheyWouldSee';

jest.setTimeout(20_000);

const previewCalls = (network: ReturnType<typeof fakeNetwork>) =>
  network.calls
    .filter((call) => call.path.startsWith('/api/privacy/preview'))
    .map((call) => call.path);

const summary: EmergencySummary = {
  name: 'Mary Lee',
  dateOfBirth: '1950-01-01',
  codeStatus: 'Do not resuscitate: YES — do not attempt CPR',
  medicalWishes: [],
  medicalProxies: [],
  emergencyContacts: [],
  notes: '',
  hipaaRecipients: [],
  directiveReleased: true,
};

/** What /access answers a wrong key or card, word for word. */
const refusal = {
  error: 'access_refused',
  message: 'These details do not match an active access. Please check them and try again.',
};

describe('what would they see', () => {
  it('groups the released items as the owner’s tabs, without messages', () => {
    expect(groupsOf(viewerPlan()).map((group) => [group.title, group.lines])).toEqual([
      ['Documents', ['My will']],
      ['Files', []],
      ['Wishes', ['Jazz at the service']],
      ['Contacts', ['Sarah Johnson (Executor)']],
      ['Wizard records', []],
    ]);
  });

  it('names the custody of each document and record where the viewer gets it (full)', () => {
    const plan = viewerPlan();
    const full = viewerPlan({
      level: 'full',
      documents: [
        {
          ...plan.documents[0]!,
          custody: {
            signedOn: '2026-03-03',
            originalLocation: 'Fire safe, study closet',
            originalHolder: 'Attorney Jane Roe',
          },
        },
      ],
      wizards: [
        {
          kind: 'will',
          title: 'Last Will & Testament',
          status: 'draft',
          updatedAt: '2026-01-01T00:00:00.000Z',
          document: { title: 'Last Will & Testament', sections: [], signature: null },
          custody: { signedOn: null, originalLocation: '', originalHolder: '' },
        },
      ],
    });
    const lines = Object.fromEntries(groupsOf(full).map((group) => [group.key, group.lines]));
    expect(lines.documents).toEqual([
      'My will: Signed on Mar 3, 2026 · original: Fire safe, study closet (Attorney Jane Roe)',
    ]);
    expect(lines.wizards).toEqual(['Last Will & Testament: Not signed yet']);
  });

  it('shows the first lines of a kind of thousands, and more as asked', async () => {
    const [will] = viewerPlan().wishes;
    const wishes = Array.from({ length: 75 }, (_, n) => ({
      ...will!,
      id: `w${n + 1}`,
      preference: `Wish ${n + 1}`,
    }));
    const network = fakeNetwork({ 'GET /api/privacy/preview': () => viewerPlan({ wishes }) });
    renderWithPlatform(<WhatTheyWouldSee />, { api: network.api });
    const result = await screen.findByRole('region', {
      name: 'What anyone with your access key or a standard card would see',
    });
    expect(within(result).getByText('77 items would be shown.')).toBeInTheDocument();
    const list = within(result).getByRole('list', { name: 'Wishes they would see' });
    const lines = () => within(list).getAllByRole('listitem');
    expect(lines()).toHaveLength(10);
    const more = within(result).getByRole('button', { name: 'Show 50 more (65 not shown)' });
    expect(more).toHaveAccessibleDescription('Wishes (75)');
    await userEvent.click(more);
    expect(lines()).toHaveLength(60);
    expect(lines()[10]).toHaveFocus();
    await userEvent.click(within(result).getByRole('button', { name: 'Show all (75)' }));
    expect(lines().at(-1)).toHaveTextContent('Wish 75');
    await userEvent.click(within(result).getByRole('button', { name: 'Show fewer' }));
    expect(lines()).toHaveLength(10);
    expect(
      within(result).getByRole('button', { name: 'Show 50 more (65 not shown)' }),
    ).toHaveFocus();
  });

  it('offers exactly the three kinds of viewer and shows the server’s answer for each', async () => {
    const network = fakeNetwork({
      'GET /api/privacy/preview': () => viewerPlan({ emergencySummary: summary }),
    });
    renderWithPlatform(<WhatTheyWouldSee />, { api: network.api });
    const result = await screen.findByRole('region', {
      name: 'What anyone with your access key or a standard card would see',
    });
    expect(within(result).getByText('3 items would be shown.')).toBeInTheDocument();
    expect(within(result).getByText('Emergency summary: yes, first on their page')).toBeVisible();
    expect(within(result).getByRole('heading', { name: 'Documents (1)' })).toBeInTheDocument();
    expect(within(result).getByRole('list', { name: 'Contacts they would see' })).toHaveTextContent(
      'Sarah Johnson (Executor)',
    );
    expect(within(result).getByText('None of: files, wizard records.')).toBeInTheDocument();
    expect(previewCalls(network)).toEqual(['/api/privacy/preview?level=standard']);

    // One choice, of who: no situation to pick, so no view that no viewer gets.
    expect(screen.getAllByRole('combobox')).toHaveLength(1);
    const who = screen.getByRole('combobox', { name: 'Who' });
    expect(
      within(who)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      'Someone with your emergency card, in an emergency',
      'Anyone with your access key or a standard card',
      'A person given full access after your passing is verified',
    ]);
    expect(viewerKinds).toHaveLength(3);
    await userEvent.selectOptions(who, 'Someone with your emergency card, in an emergency');
    await screen.findByRole('region', {
      name: 'What someone with your emergency card, in an emergency would see',
    });
    await userEvent.selectOptions(who, 'A person given full access after your passing is verified');
    await screen.findByRole('region', {
      name: 'What a person given full access after your passing is verified would see',
    });
    expect(previewCalls(network)).toEqual([
      '/api/privacy/preview?level=standard',
      '/api/privacy/preview?level=basic',
      '/api/privacy/preview?level=full',
    ]);
  });

  it('says when there is no emergency summary', async () => {
    const network = fakeNetwork({ 'GET /api/privacy/preview': viewerPlan() });
    renderWithPlatform(<WhatTheyWouldSee />, { api: network.api });
    const result = await screen.findByRole('region', {
      name: 'What anyone with your access key or a standard card would see',
    });
    expect(within(result).getByText('Emergency summary: no')).toBeInTheDocument();
  });
});

describe('the rehearsal of the access flow', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  /** The server's rehearsal: refuses the wrong key as /access does, else answers the plan. */
  const setup = () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const network = fakeNetwork({
      'POST /api/privacy/rehearsal': (body: unknown) =>
        (body as { accessKey?: string }).accessKey === 'WRONG-KEY-0000'
          ? new Reply(403, refusal)
          : viewerPlan({ level: 'full', situation: 'after_passing' }),
    });
    renderWithPlatform(<Rehearsal />, { api: network.api });
    return { user, network };
  };
  const levels = () => screen.getByRole('group', { name: 'Choose a level of access' });
  const verify = () => screen.getByRole('button', { name: 'Verify Access' });

  it('keeps Verify Access disabled until each level has what it needs', async () => {
    const { user } = setup();

    await user.click(within(levels()).getByRole('button', { name: /^Basic Access/ }));
    expect(screen.getByRole('textbox', { name: 'Card id' })).toHaveFocus();
    expect(verify()).toBeDisabled();
    await user.type(screen.getByRole('textbox', { name: 'Card id' }), 'CARDAB12');
    await user.type(screen.getByRole('textbox', { name: 'Card code' }), 'secret');
    await user.type(screen.getByRole('textbox', { name: 'Emergency reason' }), '   ');
    expect(verify()).toBeDisabled();
    await user.type(screen.getByRole('textbox', { name: 'Emergency reason' }), 'Fell at home');
    expect(verify()).toBeEnabled();
    await user.click(screen.getByRole('button', { name: 'Back' }));

    // Standard: the access key, or a standard card's id and code.
    await user.click(within(levels()).getByRole('button', { name: /^Standard Access/ }));
    expect(verify()).toBeDisabled();
    await user.type(screen.getByRole('textbox', { name: 'Access key' }), 'LEGACY-ABC123-4567');
    expect(verify()).toBeEnabled();
    await user.clear(screen.getByRole('textbox', { name: 'Access key' }));
    await user.type(screen.getByRole('textbox', { name: 'Card id' }), 'CARDAB12');
    expect(verify()).toBeDisabled();
    await user.type(screen.getByRole('textbox', { name: 'Card code' }), 'secret');
    expect(verify()).toBeEnabled();
    await user.click(screen.getByRole('button', { name: 'Back' }));

    await user.click(within(levels()).getByRole('button', { name: /^Full Access/ }));
    await user.type(screen.getByRole('textbox', { name: 'Death certificate number' }), 'D-1');
    await user.type(screen.getByRole('textbox', { name: 'Medical validation code' }), 'M-1');
    expect(verify()).toBeDisabled();
    await user.type(screen.getByRole('textbox', { name: 'Identity verification code' }), 'I-1');
    expect(verify()).toBeEnabled();
  });

  it('sends what it is given to the server, confirms for 1.5 s, then shows its answer', async () => {
    const { user, network } = setup();
    await user.click(screen.getByRole('button', { name: /^Full Access/ }));
    await user.type(screen.getByRole('textbox', { name: 'Death certificate number' }), 'D-1');
    await user.type(screen.getByRole('textbox', { name: 'Medical validation code' }), 'M-1');
    await user.type(screen.getByRole('textbox', { name: 'Identity verification code' }), 'I-1');
    await user.click(verify());

    expect(screen.getByText('Rehearsal: confirming Full Access…')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Confirming access' })).toBeInTheDocument();
    await act(async () => jest.advanceTimersByTime(CONFIRMATION_DELAY_MS - 1));
    expect(screen.queryByRole('region', { name: 'Rehearsal result' })).not.toBeInTheDocument();
    await act(async () => jest.advanceTimersByTime(1));
    expect(
      screen.getByText('Rehearsal: Full Access confirmed. This is what it would show.'),
    ).toBeInTheDocument();
    const result = await screen.findByRole('region', { name: 'Rehearsal result' });
    expect(within(result).getByRole('heading', { name: 'Documents (1)' })).toBeInTheDocument();

    // The server's rehearsal, with the level's own fields: nothing else was asked.
    expect(network.calls).toEqual([
      {
        method: 'POST',
        path: '/api/privacy/rehearsal',
        body: {
          level: 'full',
          deathCertificate: 'D-1',
          medicalValidation: 'M-1',
          identityProof: 'I-1',
        },
      },
    ]);
    expect(CONFIRMATION_DELAY_MS).toBe(1500);

    await user.click(screen.getByRole('button', { name: 'Rehearse Again' }));
    expect(levels()).toBeInTheDocument();
  });

  it('shows the server’s refusal of a wrong key, as /access words it', async () => {
    const { user, network } = setup();
    await user.click(within(levels()).getByRole('button', { name: /^Standard Access/ }));
    await user.type(screen.getByRole('textbox', { name: 'Access key' }), 'WRONG-KEY-0000');
    await user.click(verify());
    await act(async () => jest.advanceTimersByTime(CONFIRMATION_DELAY_MS));
    expect(await screen.findByRole('alert')).toHaveTextContent(refusal.message);
    expect(screen.queryByRole('region', { name: 'Rehearsal result' })).not.toBeInTheDocument();
    // Back on the form, with what was typed, to correct it.
    expect(screen.getByRole('textbox', { name: 'Access key' })).toHaveValue('WRONG-KEY-0000');
    expect(network.calls).toEqual([
      {
        method: 'POST',
        path: '/api/privacy/rehearsal',
        body: { level: 'standard', accessKey: 'WRONG-KEY-0000' },
      },
    ]);

    // The right key, confirmed again for 1.5 s.
    await user.clear(screen.getByRole('textbox', { name: 'Access key' }));
    await user.type(screen.getByRole('textbox', { name: 'Access key' }), 'LEGACY-ABC123-4567');
    await user.click(verify());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByText('Rehearsal: confirming Standard Access…')).toBeInTheDocument();
    await act(async () => jest.advanceTimersByTime(CONFIRMATION_DELAY_MS));
    expect(await screen.findByRole('region', { name: 'Rehearsal result' })).toBeInTheDocument();
    expect(network.calls).toHaveLength(2);
  });

  it('rehearses basic access with the card and the emergency reason', async () => {
    const { user, network } = setup();
    await user.click(screen.getByRole('button', { name: /^Basic Access/ }));
    await user.type(screen.getByRole('textbox', { name: 'Card id' }), 'CARDAB12');
    await user.type(screen.getByRole('textbox', { name: 'Card code' }), 'secret');
    await user.type(screen.getByRole('textbox', { name: 'Emergency reason' }), 'Fell at home');
    await user.click(verify());
    await act(async () => jest.advanceTimersByTime(CONFIRMATION_DELAY_MS));
    await screen.findByRole('region', { name: 'Rehearsal result' });
    expect(network.calls[0]?.body).toEqual({
      level: 'basic',
      cardId: 'CARDAB12',
      cardCode: 'secret',
      emergencyReason: 'Fell at home',
    });
  });
});
