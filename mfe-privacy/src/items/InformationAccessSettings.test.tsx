import { MAX_ITEM_SEARCH_LENGTH } from '@legacy-planner/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PrivacyItem } from '@legacy-planner/contracts';
import { renderWithPlatform } from '@legacy-planner/shared-ui/testing';
import { itemsNetwork } from '../testing/itemsNetwork';
import { item, items } from '../testing/privacyFixtures';
import { InformationAccessSettings } from './InformationAccessSettings';

jest.setTimeout(20_000);

const itemById = (id: string) => items.find((one) => one.id === id)!;

function renderSettings() {
  const network = itemsNetwork(items, {
    'PUT /api/privacy/items/document/d1': (body: unknown) => ({
      ...itemById('d1'),
      ...(body as Partial<PrivacyItem>),
      securityLevel: 'confidential',
    }),
    'PUT /api/privacy/items/wish/w1': (body: unknown) => ({
      ...itemById('w1'),
      ...(body as object),
    }),
    // Changing a following file's settings sets it apart: it follows nothing any more.
    'PUT /api/privacy/items/file/f1': (body: unknown) => ({
      ...itemById('f1'),
      ...(body as object),
      follows: null,
      setApart: true,
    }),
    'PUT /api/privacy/items/file/f2': (body: unknown) => ({
      ...itemById('f2'),
      ...(body as object),
    }),
    'DELETE /api/privacy/items/file/f2/settings': {
      ...itemById('f2'),
      requiredAccessLevel: 'full',
      isVisible: false,
      releaseTiming: 'after_passing',
      follows: { type: 'document', id: 'd2', title: 'Bank accounts' },
      setApart: false,
    },
    'POST /api/privacy/items/recommended': { changed: 4 },
    'PUT /api/privacy/items': { changed: 2 },
  });
  return { network, ...renderWithPlatform(<InformationAccessSettings />, { api: network.api }) };
}

const row = (title: string) => screen.getByRole('listitem', { name: title });
const writes = (network: ReturnType<typeof itemsNetwork>) =>
  network.calls.filter((call) => call.method !== 'GET');
const group = (name: string) => screen.getByRole('list', { name });
const titlesIn = (list: HTMLElement) =>
  within(list)
    .queryAllByRole('listitem')
    .map((one) => one.getAttribute('aria-label'));

const openedEditor = (title: string) =>
  screen.findByRole('group', { name: `Settings of ${title}` });
async function openEditor(title: string) {
  await userEvent.click(within(row(title)).getByRole('button', { name: `Change ${title}` }));
  return openedEditor(title);
}

describe('information access settings', () => {
  it('groups the items by kind with counts, each collapsed to its first rows with Show all', async () => {
    renderSettings();
    await screen.findByRole('listitem', { name: 'My will' });
    expect(
      screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent),
    ).toEqual(['Documents (4)', 'Files (2)', 'Wishes (1)', 'Contacts (1)', 'Messages (1)']);
    expect(titlesIn(group('Documents'))).toEqual([
      'My will',
      'Bank accounts',
      'Advance Health Directive',
    ]);
    // Only a group longer than its first rows offers to show all.
    expect(screen.getAllByRole('button', { name: /^Show all/ })).toHaveLength(1);
    const showAll = screen.getByRole('button', { name: 'Show all (4)' });
    expect(showAll).toHaveAccessibleDescription('Documents (4)');
    await userEvent.click(showAll);
    await waitFor(() => expect(titlesIn(group('Documents'))).toHaveLength(4));
    // The row it brought takes the focus, where reading goes on.
    expect(row('House deed')).toHaveFocus();
    const showFewer = screen.getByRole('button', { name: 'Show fewer' });
    expect(showFewer).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(showFewer);
    expect(titlesIn(group('Documents'))).toHaveLength(3);
    expect(screen.getByRole('button', { name: 'Show all (4)' })).toHaveFocus();
  });

  it('reads a kind of thousands from the server a page at a time, only as asked', async () => {
    const papers = Array.from({ length: 120 }, (_, n) =>
      item('document', `p${n + 1}`, `Paper ${n + 1}`),
    );
    const network = itemsNetwork(papers);
    renderWithPlatform(<InformationAccessSettings />, { api: network.api });
    await screen.findByRole('heading', { name: 'Documents (120)' });
    expect(titlesIn(group('Documents'))).toEqual(['Paper 1', 'Paper 2', 'Paper 3']);

    await userEvent.click(screen.getByRole('button', { name: 'Show 50 more (117 not shown)' }));
    await waitFor(() => expect(titlesIn(group('Documents'))).toHaveLength(53));
    expect(row('Paper 4')).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'Show 50 more (67 not shown)' }));
    await waitFor(() => expect(titlesIn(group('Documents'))).toHaveLength(103));
    await userEvent.click(screen.getByRole('button', { name: 'Show all (120)' }));
    await waitFor(() => expect(titlesIn(group('Documents'))).toHaveLength(120));
    expect(row('Paper 104')).toHaveFocus();
    expect(titlesIn(group('Documents')).at(-1)).toBe('Paper 120');
    expect(screen.queryByRole('button', { name: /^Show (all|50 more)/ })).not.toBeInTheDocument();
    // The whole list was never read: the overview, then three pages past its first rows.
    expect(network.calls.map((call) => call.path)).toEqual([
      '/api/privacy/items/overview',
      '/api/privacy/items/found?type=document&offset=3&limit=50',
      '/api/privacy/items/found?type=document&offset=53&limit=50',
      '/api/privacy/items/found?type=document&offset=103&limit=50',
    ]);

    // The recommended settings list the first changes of them, and say how many more.
    await userEvent.click(screen.getByRole('button', { name: 'Use the recommended settings' }));
    const dialog = screen.getByRole('dialog', { name: 'Use the recommended settings?' });
    const changes = await within(dialog).findByRole('list', { name: 'Changes' });
    expect(within(changes).getAllByRole('listitem')).toHaveLength(50);
    expect(dialog).toHaveTextContent('120 items would change.');
    expect(dialog).toHaveTextContent('And 70 more, each to the settings recommended for its kind.');
    expect(within(dialog).getByRole('button', { name: 'Apply to 120 items' })).toBeEnabled();
  });

  it('sums up what is released now, in an emergency and after a verified passing', async () => {
    renderSettings();
    await screen.findByRole('listitem', { name: 'My will' });
    // Visible items, messages aside: the hidden bank accounts and the letter are not counted.
    expect(
      screen.getByText('Now: 4 items · In an emergency: 2 · After a verified passing: 1'),
    ).toBeInTheDocument();
  });

  it('finds items by title over every group, collapsed or not', async () => {
    const { network } = renderSettings();
    await screen.findByRole('listitem', { name: 'My will' });
    const search = screen.getByRole('searchbox', { name: 'Search by title' });
    // No longer than the API takes: a longer search would only be refused.
    expect(search).toHaveAttribute('maxLength', String(MAX_ITEM_SEARCH_LENGTH));
    await userEvent.type(search, 'DEED');
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent('1 item match “DEED”.'),
    );
    expect(titlesIn(group('Documents'))).toEqual(['House deed']);
    expect(screen.queryByRole('list', { name: 'Wishes' })).not.toBeInTheDocument();
    // The server searched, over every kind, for the words typed once typing paused.
    expect(network.calls.at(-1)!.path).toBe('/api/privacy/items/overview?q=DEED&first=50');
    await userEvent.clear(search);
    await userEvent.type(search, 'nothing like it');
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent('No items match “nothing like it”.'),
    );
    expect(screen.queryByRole('listitem')).not.toBeInTheDocument();
  });

  it('shows settings as words and opens the controls only on demand', async () => {
    renderSettings();
    const will = await screen.findByRole('listitem', { name: 'My will' });
    expect(will).toHaveTextContent('Will · Standard · Immediately');
    // Hidden, it still says what it would be released with once shown.
    expect(row('Bank accounts')).toHaveTextContent(
      'Financial · Hidden (when shown: Full · Immediately)',
    );
    expect(row('Sarah Johnson')).toHaveTextContent('Executor · Standard · Immediately');
    expect(row('Jazz at the service')).toHaveTextContent('Music · Basic · Immediately');
    // No control is rendered until asked for.
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
    expect(screen.queryByRole('switch')).not.toBeInTheDocument();

    const change = within(will).getByRole('button', { name: 'Change My will' });
    expect(change).toHaveAttribute('aria-expanded', 'false');
    const editor = await openEditor('My will');
    expect(change).toHaveAttribute('aria-expanded', 'true');
    expect(change).toHaveAttribute('aria-controls', editor.id);
    // Opened, the editor takes the focus, on its first control.
    const level = within(editor).getByRole('combobox', { name: 'Required level' });
    expect(level).toHaveFocus();
    expect(level).toHaveDisplayValue('Standard');
    expect(within(editor).getByRole('combobox', { name: 'Released' })).toHaveDisplayValue(
      'Immediately',
    );
    expect(within(editor).getByRole('switch', { name: 'Visible' })).toBeChecked();
    expect(editor).toHaveTextContent(
      'Security: Restricted · Recommended: Full · After a verified passing',
    );
    await userEvent.click(within(editor).getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('group', { name: 'Settings of My will' })).not.toBeInTheDocument();
    expect(change).toHaveFocus();

    // By keyboard: Enter opens it, Escape closes it, the focus back on the row's button.
    await userEvent.keyboard('{Enter}');
    expect(
      within(await openedEditor('My will')).getByRole('combobox', { name: 'Required level' }),
    ).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('group', { name: 'Settings of My will' })).not.toBeInTheDocument();
    expect(change).toHaveFocus();
  });

  it("sends one item's new level and shows the security level the server derived", async () => {
    const { network } = renderSettings();
    await screen.findByRole('listitem', { name: 'My will' });
    const editor = await openEditor('My will');
    await userEvent.selectOptions(
      within(editor).getByRole('combobox', { name: 'Required level' }),
      'Full',
    );
    await waitFor(() => expect(writes(network)).toHaveLength(1));
    expect(writes(network)[0]).toMatchObject({
      method: 'PUT',
      path: '/api/privacy/items/document/d1',
      body: { requiredAccessLevel: 'full' },
    });
    expect(await within(editor).findByText(/Security: Confidential/)).toBeInTheDocument();
    expect(row('My will')).toHaveTextContent('Will · Full · Immediately');
  });

  it('sends visibility and release timing on their own', async () => {
    const { network } = renderSettings();
    await screen.findByRole('listitem', { name: 'Jazz at the service' });
    const summary = (text: string) =>
      waitFor(() => expect(screen.getByText(text)).toBeInTheDocument());
    await summary('Now: 4 items · In an emergency: 2 · After a verified passing: 1');
    const editor = await openEditor('Jazz at the service');
    await userEvent.click(within(editor).getByRole('switch', { name: 'Visible' }));
    // The summary follows each saved answer, without reading the plan's items again.
    await summary('Now: 3 items · In an emergency: 2 · After a verified passing: 1');
    await userEvent.selectOptions(
      within(editor).getByRole('combobox', { name: 'Released' }),
      'After a verified passing',
    );
    await waitFor(() => expect(writes(network)).toHaveLength(2));
    expect(writes(network).map((call) => [call.path, call.body])).toEqual([
      ['/api/privacy/items/wish/w1', { isVisible: false }],
      ['/api/privacy/items/wish/w1', { releaseTiming: 'after_passing' }],
    ]);
    // This stand-in for the server answers the wish visible again, released after a passing.
    await summary('Now: 3 items · In an emergency: 2 · After a verified passing: 2');
    expect(network.calls.filter((call) => call.method === 'GET')).toHaveLength(1);
  });

  it('says a message goes to its recipient only, and offers no control for it', async () => {
    renderSettings();
    const letter = await screen.findByRole('listitem', { name: 'A letter for Tom' });
    expect(letter).toHaveTextContent(
      'Only to its recipient, on its delivery timing: no grant opens it',
    );
    expect(within(letter).queryByRole('button')).not.toBeInTheDocument();
    const messages = screen.getByRole('heading', { name: 'Messages (1)' }).parentElement!;
    expect(messages).toHaveTextContent(
      'by email, on its delivery timing: no viewer sees it, not even the executor',
    );
  });

  it('a file follows its document until its own settings set it apart', async () => {
    const { network } = renderSettings();
    const scan = await screen.findByRole('listitem', { name: 'will-scan.pdf' });
    expect(scan).toHaveTextContent('Follows My will · Standard · Immediately');
    const editor = await openEditor('will-scan.pdf');
    expect(editor).toHaveTextContent(
      'Changing these settings sets this file apart from My will: it then keeps settings of its own.',
    );
    expect(
      within(editor).queryByRole('button', { name: 'Follow the document again' }),
    ).not.toBeInTheDocument();
    await userEvent.selectOptions(
      within(editor).getByRole('combobox', { name: 'Released' }),
      'After a verified passing',
    );
    await waitFor(() =>
      expect(row('will-scan.pdf')).toHaveTextContent('Standard · After a verified passing'),
    );
    expect(row('will-scan.pdf')).not.toHaveTextContent('Follows');
    expect(writes(network)).toEqual([
      {
        method: 'PUT',
        path: '/api/privacy/items/file/f1',
        body: { releaseTiming: 'after_passing' },
      },
    ]);
  });

  it('a file set apart from its document can follow it again', async () => {
    const { network } = renderSettings();
    await screen.findByRole('listitem', { name: 'statement.pdf' });
    await waitFor(() =>
      expect(row('statement.pdf')).toHaveTextContent(
        'Full · In an emergency · Set apart from its document',
      ),
    );
    const editor = await openEditor('statement.pdf');
    await userEvent.click(
      within(editor).getByRole('button', { name: 'Follow the document again' }),
    );
    await waitFor(() =>
      expect(row('statement.pdf')).toHaveTextContent('Follows Bank accounts · Hidden'),
    );
    expect(writes(network)).toEqual([
      { method: 'DELETE', path: '/api/privacy/items/file/f2/settings', body: undefined },
    ]);
  });

  it('asks before a financial item is shared wider than recommended, naming who could see it', async () => {
    const { network } = renderSettings();
    await screen.findByRole('listitem', { name: 'statement.pdf' });
    const editor = await openEditor('statement.pdf');
    const level = within(editor).getByRole('combobox', { name: 'Required level' });
    await userEvent.selectOptions(level, 'Standard');
    const dialog = screen.getByRole('dialog', {
      name: 'Share “statement.pdf” wider than recommended?',
    });
    expect(
      within(within(dialog).getByRole('list', { name: 'Who could see it' }))
        .getAllByRole('listitem')
        .map((one) => one.textContent),
    ).toEqual([
      'Anyone with your access key or a standard card',
      'A person given full access after your passing is verified',
    ]);
    expect(dialog).toHaveTextContent('Recommended: Full · After a verified passing.');
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    // Escape cancels the question alone: the editor stays open.
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('group', { name: 'Settings of statement.pdf' })).toBeInTheDocument();
    expect(writes(network)).toEqual([]);
    expect(level).toHaveDisplayValue('Full');

    await userEvent.selectOptions(level, 'Standard');
    await userEvent.click(
      within(screen.getByRole('dialog')).getByRole('button', { name: 'Share it wider' }),
    );
    await waitFor(() => expect(writes(network)).toHaveLength(1));
    await waitFor(() => expect(level).toHaveDisplayValue('Standard'));

    // Narrowing never asks.
    await userEvent.selectOptions(
      within(editor).getByRole('combobox', { name: 'Released' }),
      'After a verified passing',
    );
    await waitFor(() => expect(writes(network)).toHaveLength(2));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(writes(network).map((call) => call.body)).toEqual([
      { requiredAccessLevel: 'standard' },
      { releaseTiming: 'after_passing' },
    ]);
  });

  it('lists every change to the recommended settings and applies them once confirmed', async () => {
    const { network, platform } = renderSettings();
    await screen.findByRole('listitem', { name: 'My will' });
    const open = screen.getByRole('button', { name: 'Use the recommended settings' });
    // The dialog is mounted only while open.
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await userEvent.click(open);
    let dialog = screen.getByRole('dialog', { name: 'Use the recommended settings?' });
    // The letter and the file that follows its document are not listed.
    expect(
      within(await within(dialog).findByRole('list', { name: 'Changes' }))
        .getAllByRole('listitem')
        .map((one) => one.textContent),
    ).toEqual([
      'My will: Standard · Immediately → Full · After a verified passing',
      'Bank accounts: Hidden → Full · After a verified passing',
      'statement.pdf: Full · In an emergency → Full · After a verified passing',
      'Sarah Johnson: Standard · Immediately → Standard · After a verified passing',
    ]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(writes(network)).toEqual([]);

    await userEvent.click(open);
    dialog = screen.getByRole('dialog', { name: 'Use the recommended settings?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Apply to 4 items' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(writes(network)).toEqual([
      { method: 'POST', path: '/api/privacy/items/recommended', body: undefined },
    ]);
    expect(platform.toast).toHaveBeenCalledWith(
      expect.objectContaining({
        title: 'Recommended settings applied',
        description: '4 items changed',
      }),
    );
  });

  it('changes every item of a type and category at once', async () => {
    const { network, platform } = renderSettings();
    await screen.findByRole('listitem', { name: 'My will' });
    const toggle = screen.getByRole('button', { name: 'Change many at once…' });
    expect(screen.queryByRole('form', { name: 'Change many at once' })).not.toBeInTheDocument();
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const form = screen.getByRole('form', { name: 'Change many at once' });
    // A message's settings cannot change: it is not among the kinds.
    expect(
      within(within(form).getByRole('combobox', { name: 'Items' }))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Documents', 'Files', 'Wishes', 'Contacts', 'Wizard records']);
    expect(within(form).getByRole('combobox', { name: 'Category' })).toHaveDisplayValue(
      'Every category',
    );
    expect(within(form).getByRole('combobox', { name: 'Visibility' })).toHaveDisplayValue(
      'Keep as it is',
    );
    await userEvent.click(within(form).getByRole('button', { name: 'Apply to All' }));
    expect(await within(form).findByText('Choose at least one setting to change')).toBeVisible();

    await userEvent.selectOptions(
      within(form).getByRole('combobox', { name: 'Category' }),
      'Financial',
    );
    await userEvent.selectOptions(
      within(form).getByRole('combobox', { name: 'Released' }),
      'After a verified passing',
    );
    await userEvent.click(within(form).getByRole('button', { name: 'Apply to All' }));
    await waitFor(() =>
      expect(platform.toast).toHaveBeenCalledWith(
        expect.objectContaining({
          title: 'Access settings updated',
          description: '2 items changed',
        }),
      ),
    );
    expect(writes(network)[0]).toEqual({
      method: 'PUT',
      path: '/api/privacy/items',
      body: {
        type: 'document',
        category: 'financial',
        settings: { releaseTiming: 'after_passing' },
      },
    });
  });

  it('names each item by its category label, in its row and in the bulk change', async () => {
    const network = itemsNetwork([
      item('document', 'd1', 'My POA', { category: 'poa' }),
      item('document', 'd2', 'My HIPAA form', { category: 'hipaa' }),
      item('file', 'f1', 'passwords.pdf', { category: 'digital' }),
      item('wizard', 'digital-assets', 'Digital Assets', { category: 'digital-assets' }),
      item('wizard', 'hipaa-authorization', 'HIPAA Authorization', {
        category: 'hipaa-authorization',
      }),
      item('contact', 'c1', 'Dr Lee', { category: 'medical_proxy' }),
      item('wish', 'w1', 'Lilies', { category: 'flowers' }),
    ]);
    renderWithPlatform(<InformationAccessSettings />, { api: network.api });
    await screen.findByRole('listitem', { name: 'My POA' });
    // The line between a row's title and its Change button; a wizard record's category is its
    // title, said once.
    const lineOf = (title: string) => row(title).textContent!.slice(title.length, -'Change'.length);
    expect(
      [
        'My POA',
        'My HIPAA form',
        'passwords.pdf',
        'Digital Assets',
        'HIPAA Authorization',
        'Dr Lee',
        'Lilies',
      ].map(lineOf),
    ).toEqual([
      'Power of Attorney · Standard · Immediately',
      'HIPAA · Standard · Immediately',
      'Digital Assets · Standard · Immediately',
      'Standard · Immediately',
      'Standard · Immediately',
      'Medical Proxy · Standard · Immediately',
      'Flowers · Standard · Immediately',
    ]);

    await userEvent.click(screen.getByRole('button', { name: 'Change many at once…' }));
    const form = screen.getByRole('form', { name: 'Change many at once' });
    const categories = () =>
      within(within(form).getByRole('combobox', { name: 'Category' }))
        .getAllByRole('option')
        .map((option) => option.textContent);
    expect(categories()).toEqual(['Every category', 'HIPAA', 'Power of Attorney']);
    await userEvent.selectOptions(
      within(form).getByRole('combobox', { name: 'Items' }),
      'Wizard records',
    );
    expect(categories()).toEqual(['Every category', 'Digital Assets', 'HIPAA Authorization']);
  });
});
