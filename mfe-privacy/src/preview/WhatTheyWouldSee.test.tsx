import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeNetwork, renderWithPlatform } from '@legacy-planner/shared-ui/testing';
import { viewerPlan } from '../testing/privacyFixtures';
import { groupsOf } from './ViewerPlanView';
import { CONFIRMATION_DELAY_MS, Rehearsal } from './Rehearsal';
import { WhatTheyWouldSee } from './WhatTheyWouldSee';

jest.setTimeout(20_000);

const previewCalls = (network: ReturnType<typeof fakeNetwork>) =>
  network.calls
    .filter((call) => call.path.startsWith('/api/privacy/preview'))
    .map((call) => call.path);

describe('what would they see', () => {
  it('groups the released items as the owner’s tabs', () => {
    expect(groupsOf(viewerPlan()).map((group) => [group.title, group.lines])).toEqual([
      ['Documents', ['My will']],
      ['Files', []],
      ['Wishes', ['Jazz at the service']],
      ['Contacts', ['Sarah Johnson (Executor)']],
      ['Wizard records', []],
      ['Messages', ['A text message for Tom']],
    ]);
  });

  it('asks the server for the chosen level and situation and shows its answer by tab', async () => {
    const network = fakeNetwork({ 'GET /api/privacy/preview': viewerPlan() });
    renderWithPlatform(<WhatTheyWouldSee />, { api: network.api });
    const result = await screen.findByRole('region', {
      name: 'What standard access would see, immediately',
    });
    expect(within(result).getByText('4 items would be shown.')).toBeInTheDocument();
    expect(within(result).getByRole('heading', { name: 'Documents (1)' })).toBeInTheDocument();
    expect(within(result).getByRole('heading', { name: 'Files (0)' })).toBeInTheDocument();
    expect(within(result).getByRole('list', { name: 'Contacts they would see' })).toHaveTextContent(
      'Sarah Johnson (Executor)',
    );
    expect(previewCalls(network)).toEqual(['/api/privacy/preview?level=standard&timing=immediate']);

    // After a verified passing is a full grant's situation only.
    const situation = screen.getByRole('combobox', { name: 'Situation' });
    expect(
      within(situation).getByRole('option', { name: 'After a verified passing' }),
    ).toBeDisabled();
    await userEvent.selectOptions(situation, 'In an emergency');
    await waitFor(() =>
      expect(previewCalls(network)).toContain(
        '/api/privacy/preview?level=standard&timing=emergency',
      ),
    );

    await userEvent.selectOptions(
      screen.getByRole('combobox', { name: 'Level of access' }),
      'Full',
    );
    await userEvent.selectOptions(
      screen.getByRole('combobox', { name: 'Situation' }),
      'After a verified passing',
    );
    await waitFor(() =>
      expect(previewCalls(network)).toContain(
        '/api/privacy/preview?level=full&timing=after_passing',
      ),
    );

    // Back to basic: the situation falls back to one basic access can reach.
    await userEvent.selectOptions(
      screen.getByRole('combobox', { name: 'Level of access' }),
      'Basic',
    );
    expect(screen.getByRole('combobox', { name: 'Situation' })).toHaveDisplayValue(
      'In an emergency',
    );
    expect(previewCalls(network)).not.toContain(
      '/api/privacy/preview?level=basic&timing=after_passing',
    );
  });
});

describe('the rehearsal of the access flow', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  const setup = () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const network = fakeNetwork({
      'GET /api/privacy/preview': viewerPlan({ level: 'full', situation: 'after_passing' }),
    });
    renderWithPlatform(<Rehearsal />, { api: network.api });
    return { user, network };
  };

  it('keeps Verify Access disabled until each level has what it needs', async () => {
    const { user } = setup();
    const levels = () => screen.getByRole('group', { name: 'Choose a level of access' });

    await user.click(within(levels()).getByRole('button', { name: /^Basic Access/ }));
    expect(screen.getByRole('textbox', { name: 'Emergency reason' })).toHaveFocus();
    const verify = () => screen.getByRole('button', { name: 'Verify Access' });
    expect(verify()).toBeDisabled();
    await user.type(screen.getByRole('textbox', { name: 'Emergency reason' }), '   ');
    expect(verify()).toBeDisabled();
    await user.type(screen.getByRole('textbox', { name: 'Emergency reason' }), 'Fell at home');
    expect(verify()).toBeEnabled();
    await user.click(screen.getByRole('button', { name: 'Back' }));

    await user.click(within(levels()).getByRole('button', { name: /^Standard Access/ }));
    expect(verify()).toBeDisabled();
    await user.type(screen.getByRole('textbox', { name: 'Access key' }), 'LEGACY-ABC123-4567');
    expect(verify()).toBeEnabled();
    await user.click(screen.getByRole('button', { name: 'Back' }));

    await user.click(within(levels()).getByRole('button', { name: /^Full Access/ }));
    await user.type(screen.getByRole('textbox', { name: 'Death certificate number' }), 'D-1');
    await user.type(screen.getByRole('textbox', { name: 'Medical validation code' }), 'M-1');
    expect(verify()).toBeDisabled();
    await user.type(screen.getByRole('textbox', { name: 'Identity verification code' }), 'I-1');
    expect(verify()).toBeEnabled();
  });

  it('confirms for 1.5 s, then shows what that level would see, granting nothing', async () => {
    const { user, network } = setup();
    await user.click(screen.getByRole('button', { name: /^Full Access/ }));
    await user.type(screen.getByRole('textbox', { name: 'Death certificate number' }), 'D-1');
    await user.type(screen.getByRole('textbox', { name: 'Medical validation code' }), 'M-1');
    await user.type(screen.getByRole('textbox', { name: 'Identity verification code' }), 'I-1');
    await user.click(screen.getByRole('button', { name: 'Verify Access' }));

    expect(screen.getByText('Rehearsal: confirming Full Access…')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Confirming access' })).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(CONFIRMATION_DELAY_MS - 1));
    expect(screen.queryByRole('region', { name: 'Rehearsal result' })).not.toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(
      screen.getByText('Rehearsal: Full Access confirmed. This is what it would show.'),
    ).toBeInTheDocument();
    const result = await screen.findByRole('region', { name: 'Rehearsal result' });
    expect(within(result).getByRole('heading', { name: 'Messages (1)' })).toBeInTheDocument();

    // Only the owner's preview was read: no access request, no grant.
    expect(network.calls.map((call) => `${call.method} ${call.path}`)).toEqual([
      'GET /api/privacy/preview?level=full&timing=after_passing',
    ]);
    expect(CONFIRMATION_DELAY_MS).toBe(1500);

    await user.click(screen.getByRole('button', { name: 'Rehearse Again' }));
    expect(screen.getByRole('group', { name: 'Choose a level of access' })).toBeInTheDocument();
  });

  it('rehearses basic access as an emergency grant', async () => {
    const { user, network } = setup();
    await user.click(screen.getByRole('button', { name: /^Basic Access/ }));
    await user.type(screen.getByRole('textbox', { name: 'Emergency reason' }), 'Fell at home');
    await user.click(screen.getByRole('button', { name: 'Verify Access' }));
    act(() => jest.advanceTimersByTime(CONFIRMATION_DELAY_MS));
    await screen.findByRole('region', { name: 'Rehearsal result' });
    expect(network.calls[0]?.path).toBe('/api/privacy/preview?level=basic&timing=emergency');
  });
});
