import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  wishCreateSchema,
  type CurrentUser,
  type Wish,
  type WishInput,
} from '@legacy-planner/contracts';
import { helpTopics } from '@legacy-planner/shared-ui';
import { fakeNetwork, renderWithPlatformSettled, Reply } from '@legacy-planner/shared-ui/testing';
import WishesTab from './WishesTab';

// Typing into MUI's dialogs in jsdom is slow on a busy machine.
jest.setTimeout(30_000);

const wish = (id: string, fields: Partial<Wish>): Wish => ({
  id,
  userId: 'u1',
  category: 'music',
  subcategory: '',
  preference: 'A song',
  details: '',
  importance: 'medium',
  isSelected: false,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  ...fields,
});

const wishes = [
  wish('w1', { category: 'music', preference: 'Clair de lune', isSelected: true }),
  wish('w2', { category: 'music', preference: 'Hallelujah' }),
  wish('w3', { category: 'burial', preference: 'Under the oak', isSelected: true }),
  // Made in the guided journey: listed under Ceremony, summarised as Ceremony.
  wish('w4', { category: 'memorial', preference: 'A walk by the sea', isSelected: true }),
];

/** A network answering the wishes list, and the given answers for the writes. */
const network = (writes: Record<string, Reply> = {}) =>
  fakeNetwork({ 'GET /api/wishes': wishes, 'GET /api/activities': [], ...writes });

/** A network that keeps the wishes added, filling what is left out as the API does. */
const keepingNetwork = () => {
  const kept = [...wishes];
  return fakeNetwork({
    'GET /api/wishes': () => kept,
    'GET /api/activities': [],
    'POST /api/wishes': (body: unknown) => {
      const added = wish(`w${kept.length + 1}`, wishCreateSchema.cast(body) as WishInput);
      kept.push(added);
      return added;
    },
  });
};

const cardTitles = () =>
  screen.queryAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);

describe('WishesTab', () => {
  it('shows its title, its help panel, the selections and the quick summary', async () => {
    await renderWithPlatformSettled(<WishesTab />, { api: network().api });
    expect(screen.getByRole('heading', { level: 1, name: 'Wishes' })).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 2, name: helpTopics.wishes.title }),
    ).toBeInTheDocument();
    expect(await screen.findByText('3 of 4 wishes selected')).toBeInTheDocument();
    expect(screen.getByText(/counts up to 20 wishes/)).toBeInTheDocument();
    expect(screen.getByTestId('summary-music')).toHaveTextContent('MusicClair de lune');
    expect(screen.getByTestId('summary-resting')).toHaveTextContent('Under the oak');
    expect(screen.getByTestId('summary-ceremony')).toHaveTextContent('A walk by the sea');
    expect(screen.getByTestId('summary-flowers')).toHaveTextContent('Not chosen yet');
  });

  it('lists wishes by category tab, the journey’s categories too', async () => {
    await renderWithPlatformSettled(<WishesTab />, { api: network().api });
    await screen.findByText('3 of 4 wishes selected');
    expect(cardTitles()).toEqual([
      'Clair de lune',
      'Hallelujah',
      'Under the oak',
      'A walk by the sea',
    ]);
    await userEvent.click(screen.getByRole('tab', { name: 'Music' }));
    expect(cardTitles()).toEqual(['Clair de lune', 'Hallelujah']);
    await userEvent.click(screen.getByRole('tab', { name: 'Ceremony' }));
    expect(cardTitles()).toEqual(['A walk by the sea']);
    await userEvent.click(screen.getByRole('tab', { name: 'Flowers' }));
    expect(cardTitles()).toEqual([]);
    expect(screen.getByText('No flowers wishes yet.')).toBeInTheDocument();
  });

  it('toggles a selection in edit mode, and moves it back when the server refuses', async () => {
    const { calls, api } = network({
      'PUT /api/wishes/w2': new Reply(200, wish('w2', { isSelected: true })),
      'PUT /api/wishes/w1': new Reply(500, { error: 'internal_error' }),
    });
    const { platform } = await renderWithPlatformSettled(<WishesTab />, { api });
    await screen.findByText('3 of 4 wishes selected');
    await userEvent.click(screen.getByRole('tab', { name: 'Music' }));
    await userEvent.click(screen.getByRole('button', { name: 'Edit Music selections' }));

    await userEvent.click(screen.getByRole('switch', { name: 'Select Hallelujah' }));
    expect(calls.find((call) => call.method === 'PUT')).toMatchObject({
      path: '/api/wishes/w2',
      body: { isSelected: true },
    });
    await waitFor(() =>
      expect(platform.toast).toHaveBeenCalledWith(
        expect.objectContaining({ title: 'Wish updated' }),
      ),
    );

    const refused = screen.getByRole('switch', { name: 'Select Clair de lune' });
    expect(refused).toBeChecked();
    await userEvent.click(refused);
    await waitFor(() =>
      expect(platform.toast).toHaveBeenCalledWith(
        expect.objectContaining({ description: 'Failed to update wish. Please try again.' }),
      ),
    );
    await waitFor(() => expect(refused).toBeChecked());
  });

  it('needs a preference before creating a wish, then creates it with medium importance', async () => {
    const { calls, api } = network({
      'POST /api/wishes': new Reply(201, wish('w9', { preference: 'Lilies' })),
    });
    const { platform } = await renderWithPlatformSettled(<WishesTab />, { api });
    await userEvent.click(await screen.findByRole('button', { name: 'Add Wish' }));
    const dialog = screen.getByRole('dialog', { name: 'Add Wish' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Wish' }));
    expect(await within(dialog).findByText('Please enter your preference')).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Category' }));
    await userEvent.click(screen.getByRole('option', { name: 'Flowers' }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Preference' }), 'Lilies');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Wish' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.find((call) => call.method === 'POST')?.body).toMatchObject({
      category: 'flowers',
      preference: 'Lilies',
      importance: 'medium',
    });
    expect(platform.toast).toHaveBeenCalledWith(expect.objectContaining({ title: 'Wish created' }));
  });

  // Three openings of the dialog: given longer than the others on a busy machine.
  it('opens Add Wish empty after a wish was saved, and Edit with that wish', async () => {
    const { api } = network({
      'POST /api/wishes': new Reply(201, wish('w9', { preference: 'Lilies' })),
    });
    await renderWithPlatformSettled(<WishesTab />, { api });
    await userEvent.click(await screen.findByRole('button', { name: 'Add Wish' }));
    let dialog = screen.getByRole('dialog', { name: 'Add Wish' });
    // Pasted rather than typed: typing every field in jsdom takes longer than the test may.
    const fill = async (label: string, text: string) => {
      await userEvent.click(within(dialog).getByRole('textbox', { name: label }));
      await userEvent.paste(text);
    };
    const choose = async (label: string, option: string) => {
      await userEvent.click(within(dialog).getByRole('combobox', { name: label }));
      await userEvent.click(screen.getByRole('option', { name: option }));
    };
    await choose('Category', 'Flowers');
    await fill('Subcategory', 'Bouquet');
    await fill('Preference', 'Lilies');
    await fill('Details', 'White ones');
    await choose('Importance', 'High');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Wish' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await userEvent.click(screen.getByRole('button', { name: 'Add Wish' }));
    dialog = screen.getByRole('dialog', { name: 'Add Wish' });
    const values = () =>
      Object.fromEntries(
        within(dialog)
          .getAllByRole<HTMLInputElement>('textbox')
          .map((field) => [field.name, field.value]),
      );
    expect(values()).toEqual({ subcategory: '', preference: '', details: '' });
    expect(within(dialog).getByRole('combobox', { name: 'Category' })).toHaveTextContent(
      'Ceremony',
    );
    expect(within(dialog).getByRole('combobox', { name: 'Importance' })).toHaveTextContent(
      'Medium',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await userEvent.click(screen.getByRole('button', { name: 'Edit Hallelujah' }));
    dialog = screen.getByRole('dialog', { name: 'Edit Wish' });
    expect(within(dialog).getByRole('textbox', { name: 'Preference' })).toHaveValue('Hallelujah');
  }, 60_000);

  it('counts a wish added through Add Wish as selected: the Quick Summary shows it at once', async () => {
    const { calls, api } = keepingNetwork();
    await renderWithPlatformSettled(<WishesTab />, { api });
    await userEvent.click(await screen.findByRole('button', { name: 'Add Wish' }));
    const dialog = screen.getByRole('dialog', { name: 'Add Wish' });
    expect(
      within(dialog).getByRole('checkbox', { name: 'Count this wish as selected' }),
    ).toBeChecked();
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Category' }));
    await userEvent.click(screen.getByRole('option', { name: 'Music' }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Preference' }), 'Ave Maria');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Wish' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    expect(calls.find((call) => call.method === 'POST')?.body).toMatchObject({ isSelected: true });
    expect(await screen.findByText('4 of 5 wishes selected')).toBeInTheDocument();
    expect(screen.getByTestId('summary-music')).toHaveTextContent('MusicClair de lune, Ave Maria');
  });

  it('fills the Organ donation row from Charity’s suggested subcategory', async () => {
    const { api } = keepingNetwork();
    await renderWithPlatformSettled(<WishesTab />, { api });
    expect(screen.getByTestId('summary-organs')).toHaveTextContent('Organ donationNot chosen yet');
    await userEvent.click(await screen.findByRole('button', { name: 'Add Wish' }));
    const dialog = screen.getByRole('dialog', { name: 'Add Wish' });
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Category' }));
    await userEvent.click(screen.getByRole('option', { name: 'Charity' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Organ donation' }));
    expect(within(dialog).getByRole('textbox', { name: 'Subcategory' })).toHaveValue(
      'Organ donation',
    );
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Preference' }), 'Yes');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Wish' }));
    await waitFor(() => expect(screen.getByTestId('summary-organs')).toHaveTextContent('Yes'));
  });

  it('leaves a new wish out of the summary when its owner unticks it', async () => {
    const { calls, api } = keepingNetwork();
    await renderWithPlatformSettled(<WishesTab />, { api });
    await userEvent.click(await screen.findByRole('button', { name: 'Add Wish' }));
    const dialog = screen.getByRole('dialog', { name: 'Add Wish' });
    await userEvent.click(
      within(dialog).getByRole('checkbox', { name: 'Count this wish as selected' }),
    );
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Preference' }), 'Hymn');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Wish' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    expect(calls.find((call) => call.method === 'POST')?.body).toMatchObject({
      category: 'ceremony',
      isSelected: false,
    });
    expect(await screen.findByText('3 of 5 wishes selected')).toBeInTheDocument();
    expect(screen.getByTestId('summary-ceremony')).not.toHaveTextContent('Hymn');
  });

  it('keeps the form and says so when creating fails', async () => {
    const { api } = network({ 'POST /api/wishes': new Reply(500, { error: 'x' }) });
    const { platform } = await renderWithPlatformSettled(<WishesTab />, { api });
    await userEvent.click(await screen.findByRole('button', { name: 'Add Wish' }));
    const dialog = screen.getByRole('dialog', { name: 'Add Wish' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Preference' }), 'Lilies');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Wish' }));
    await waitFor(() =>
      expect(platform.toast).toHaveBeenCalledWith(
        expect.objectContaining({ description: 'Failed to create wish. Please try again.' }),
      ),
    );
    expect(within(dialog).getByRole('textbox', { name: 'Preference' })).toHaveValue('Lilies');
  });

  it('edits a journey wish without losing its category, and deletes after confirmation', async () => {
    const { calls, api } = network({
      'PUT /api/wishes/w4': new Reply(200, wishes[3]),
      'DELETE /api/wishes/w3': new Reply(204),
    });
    await renderWithPlatformSettled(<WishesTab />, { api });
    await userEvent.click(await screen.findByRole('button', { name: 'Edit A walk by the sea' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Wish' });
    expect(within(dialog).getByRole('combobox', { name: 'Category' })).toHaveTextContent(
      'Memorial',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Wish' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.find((call) => call.method === 'PUT')?.body).toMatchObject({
      category: 'memorial',
    });

    await userEvent.click(screen.getByRole('button', { name: 'Delete Under the oak' }));
    await userEvent.click(
      within(screen.getByRole('dialog', { name: 'Delete Under the oak?' })).getByRole('button', {
        name: 'Delete',
      }),
    );
    await waitFor(() =>
      expect(calls.some((call) => call.method === 'DELETE' && call.path === '/api/wishes/w3')).toBe(
        true,
      ),
    );
  });

  it('lists 2,000 wishes with only the cards in view in the page, by category too', async () => {
    // jsdom has no scrolling: the list's virtualizer scrolls the window to where it already is.
    const scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => {});
    const many = Array.from({ length: 2000 }, (_, n) =>
      wish(`w${n + 1}`, {
        category: n % 2 ? 'music' : 'burial',
        preference: `Scale wish ${n + 1}`,
      }),
    );
    const { api } = fakeNetwork({ 'GET /api/wishes': many, 'GET /api/activities': [] });
    await renderWithPlatformSettled(<WishesTab />, { api });
    expect(await screen.findByText('0 of 2000 wishes selected')).toBeInTheDocument();
    const rowsOf = (name: string) =>
      screen.getByRole('list', { name }).querySelectorAll(':scope > li');
    const all = rowsOf('Wishes');
    expect(all.length).toBeGreaterThan(0);
    expect(all.length).toBeLessThan(30);
    expect(all[0]).toHaveAttribute('aria-setsize', '2000');
    expect(cardTitles()[0]).toBe('Scale wish 1');

    await userEvent.click(screen.getByRole('tab', { name: 'Music' }));
    const music = rowsOf('Music wishes');
    expect(music.length).toBeLessThan(30);
    expect(music[0]).toHaveAttribute('aria-setsize', '1000');
    expect(music[0]).toHaveAttribute('aria-posinset', '1');
    expect(cardTitles()[0]).toBe('Scale wish 2');
    scrollTo.mockRestore();
  });

  it.each([
    [
      'demo mode, the sample wishes',
      { isDemoMode: true, isReadOnly: true },
      // Demo mode calls no API at all; the demo account reads its own plan.
      [],
      'Demo mode is read-only: sign up to add and change your own wishes.',
    ],
    [
      'the demo account, its wishes',
      { isReadOnly: true, user: { isDemo: true } as CurrentUser },
      ['GET'],
      'The demo account is read-only: sign up to add and change your own wishes.',
    ],
  ])('shows %s read-only, and says why once', async (_name, overrides, methods, note) => {
    const { calls, api } = network();
    await renderWithPlatformSettled(<WishesTab />, { api, ...overrides });
    expect(await screen.findByText(/wishes selected/)).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(note);
    const add = screen.getByRole('button', { name: 'Add Wish' });
    expect(add).toBeDisabled();
    expect(add).toHaveAccessibleDescription(note);
    for (const button of screen.getAllByRole('button', { name: /^(Edit|Delete) / })) {
      expect(button).toBeDisabled();
    }
    expect([...new Set(calls.map((call) => call.method))]).toEqual(methods);
  });
});
