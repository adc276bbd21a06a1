import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AccessCard } from '@legacy-planner/contracts';
import { fakeNetwork, Reply, renderWithPlatform } from '@legacy-planner/shared-ui/testing';
import { card } from '../testing/privacyFixtures';
import { AccessCardsSection } from './AccessCardsSection';

jest.setTimeout(20_000);

function renderCards(initial: AccessCard[]) {
  let cards = initial;
  let made = 0;
  const network = fakeNetwork({
    'GET /api/privacy/cards': () => cards,
    'POST /api/privacy/cards': (body: unknown) => {
      made += 1;
      const created = card(`CARDNEW${made}`, body as Partial<AccessCard>);
      cards = [...cards, created];
      return created;
    },
    'PUT /api/privacy/cards/CARDAB12': (body: unknown) => ({ ...cards[0]!, ...(body as object) }),
    'DELETE /api/privacy/cards/CARDAB12': () => {
      cards = cards.filter((one) => one.cardId !== 'CARDAB12');
      return new Reply(204);
    },
  });
  return { network, ...renderWithPlatform(<AccessCardsSection />, { api: network.api }) };
}

describe('physical access cards', () => {
  it('lists each card with its id, level, expiry, switch and PDF', async () => {
    renderCards([card('CARDAB12')]);
    const row = await screen.findByRole('listitem', { name: 'Card CARDAB12' });
    expect(within(row).getByRole('heading', { name: 'CARDAB12' })).toBeInTheDocument();
    expect(within(row).getByText('Basic access')).toBeInTheDocument();
    expect(within(row).getByText('Expires Nov 22, 2099')).toBeInTheDocument();
    expect(within(row).getByRole('switch', { name: 'Card CARDAB12 enabled' })).toBeChecked();
    expect(within(row).getByRole('link', { name: /Download card \(PDF\)/ })).toHaveAttribute(
      'href',
      '/api/privacy/cards/CARDAB12/pdf',
    );
  });

  it('creates a basic card by default, or one of the chosen level, with the toast', async () => {
    const { network, platform } = renderCards([]);
    expect(await screen.findByText('No access cards yet.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Create Access Card' }));
    await waitFor(() =>
      expect(platform.toast).toHaveBeenCalledWith(
        expect.objectContaining({ title: 'Access card created' }),
      ),
    );
    expect(network.calls.find((call) => call.method === 'POST')?.body).toEqual({
      accessLevel: 'basic',
    });
    expect(await screen.findByRole('listitem', { name: 'Card CARDNEW1' })).toBeInTheDocument();

    await userEvent.selectOptions(
      screen.getByRole('combobox', { name: 'Level of the new card' }),
      'Standard',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Create Access Card' }));
    await waitFor(() =>
      expect(network.calls.filter((call) => call.method === 'POST')).toHaveLength(2),
    );
    expect(network.calls.filter((call) => call.method === 'POST')[1]?.body).toEqual({
      accessLevel: 'standard',
    });
  });

  it('disables a card, changes its level, and deletes it after asking', async () => {
    const { network } = renderCards([card('CARDAB12')]);
    const row = await screen.findByRole('listitem', { name: 'Card CARDAB12' });
    await userEvent.click(within(row).getByRole('switch', { name: 'Card CARDAB12 enabled' }));
    await waitFor(() =>
      expect(within(row).getByRole('switch', { name: 'Card CARDAB12 enabled' })).not.toBeChecked(),
    );
    expect(network.calls.find((call) => call.method === 'PUT')).toMatchObject({
      path: '/api/privacy/cards/CARDAB12',
      body: { isEnabled: false },
    });
    expect(within(row).getByText('Disabled')).toBeInTheDocument();

    await userEvent.selectOptions(
      within(row).getByRole('combobox', { name: 'Level of card CARDAB12' }),
      'Full',
    );
    await waitFor(() =>
      expect(network.calls.filter((call) => call.method === 'PUT')[1]?.body).toEqual({
        accessLevel: 'full',
      }),
    );

    await userEvent.click(within(row).getByRole('button', { name: 'Delete card CARDAB12' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete card CARDAB12?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('No access cards yet.')).toBeInTheDocument();
    expect(network.calls.some((call) => call.method === 'DELETE')).toBe(true);
  });
});
