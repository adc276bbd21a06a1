import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PrivacyItem } from '@legacy-planner/contracts';
import { fakeNetwork, renderWithPlatform } from '@legacy-planner/shared-ui/testing';
import { items } from '../testing/privacyFixtures';
import { InformationAccessSettings } from './InformationAccessSettings';

jest.setTimeout(20_000);

function renderSettings() {
  const network = fakeNetwork({
    'GET /api/privacy/items': items,
    'PUT /api/privacy/items/document/d1': (body: unknown) => ({
      ...items[0]!,
      ...(body as Partial<PrivacyItem>),
      securityLevel: 'confidential',
    }),
    'PUT /api/privacy/items/wish/w1': (body: unknown) => ({ ...items[2]!, ...(body as object) }),
    'PUT /api/privacy/items': { changed: 2 },
  });
  return { network, ...renderWithPlatform(<InformationAccessSettings />, { api: network.api }) };
}

const row = (title: string) => screen.getByRole('listitem', { name: title });
const puts = (network: ReturnType<typeof fakeNetwork>) =>
  network.calls.filter((call) => call.method === 'PUT');

describe('information access settings', () => {
  it('lists every item with its level, visibility, timing and derived security level', async () => {
    renderSettings();
    const will = await screen.findByRole('listitem', { name: 'My will' });
    expect(within(will).getByRole('combobox', { name: 'Required level' })).toHaveDisplayValue(
      'Standard',
    );
    expect(within(will).getByRole('combobox', { name: 'Released' })).toHaveDisplayValue(
      'Immediately',
    );
    expect(within(will).getByRole('switch', { name: 'Visible' })).toBeChecked();
    expect(within(will).getByText('Security: Restricted')).toBeInTheDocument();
    const bank = row('Bank accounts');
    expect(within(bank).getByRole('switch', { name: 'Visible' })).not.toBeChecked();
    expect(within(bank).getByText('Hidden')).toBeInTheDocument();
    expect(within(bank).getByText('Security: Confidential')).toBeInTheDocument();
    // Categories in words: a contact's role, a wish's category.
    expect(within(row('Sarah Johnson')).getByText('Executor')).toBeInTheDocument();
    expect(within(row('Jazz at the service')).getByText('Music')).toBeInTheDocument();
    expect(within(will).getByText('Will')).toBeInTheDocument();
  });

  it("sends one item's new level and shows the security level the server derived", async () => {
    const { network } = renderSettings();
    const will = await screen.findByRole('listitem', { name: 'My will' });
    await userEvent.selectOptions(
      within(will).getByRole('combobox', { name: 'Required level' }),
      'Full',
    );
    await waitFor(() => expect(puts(network)).toHaveLength(1));
    expect(puts(network)[0]).toMatchObject({
      path: '/api/privacy/items/document/d1',
      body: { requiredAccessLevel: 'full' },
    });
    expect(await within(row('My will')).findByText('Security: Confidential')).toBeInTheDocument();
    expect(
      within(row('My will')).getByRole('combobox', { name: 'Required level' }),
    ).toHaveDisplayValue('Full');
  });

  it('sends visibility and release timing on their own', async () => {
    const { network } = renderSettings();
    const wish = await screen.findByRole('listitem', { name: 'Jazz at the service' });
    await userEvent.click(within(wish).getByRole('switch', { name: 'Visible' }));
    await userEvent.selectOptions(
      within(wish).getByRole('combobox', { name: 'Released' }),
      'After a verified passing',
    );
    await waitFor(() => expect(puts(network)).toHaveLength(2));
    expect(puts(network).map((call) => [call.path, call.body])).toEqual([
      ['/api/privacy/items/wish/w1', { isVisible: false }],
      ['/api/privacy/items/wish/w1', { releaseTiming: 'after_passing' }],
    ]);
  });

  it('filters by type', async () => {
    renderSettings();
    await screen.findByRole('listitem', { name: 'My will' });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Show' }), 'Wishes (1)');
    const list = screen.getByRole('list', { name: 'Items and their access' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((one) => one.getAttribute('aria-label')),
    ).toEqual(['Jazz at the service']);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Show' }), 'Files (0)');
    expect(screen.getByText('No items of this type in your plan yet.')).toBeInTheDocument();
  });

  it('changes every item of a type and category at once', async () => {
    const { network, platform } = renderSettings();
    await screen.findByRole('listitem', { name: 'My will' });
    const form = screen.getByRole('form', { name: 'Change many at once' });
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
    expect(puts(network)[0]).toEqual({
      method: 'PUT',
      path: '/api/privacy/items',
      body: {
        type: 'document',
        category: 'financial',
        settings: { releaseTiming: 'after_passing' },
      },
    });
  });
});
