import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CurrentUser } from '@legacy-planner/contracts';
import { fakeNetwork, renderWithPlatform, signedInPerson } from '@legacy-planner/shared-ui/testing';
import { SigningPlaceSection } from './SigningPlaceSection';

jest.setTimeout(20_000);

function renderSection(user: CurrentUser, overrides = {}) {
  const network = fakeNetwork({
    'PUT /api/account/signing-place': (body: unknown) => ({ ...user, ...(body as object) }),
  });
  const rendered = renderWithPlatform(<SigningPlaceSection />, {
    api: network.api,
    user,
    ...overrides,
  });
  return { ...rendered, network };
}

const section = () => within(screen.getByRole('region', { name: 'Where you sign' }));

describe('the "Where you sign" section of the account', () => {
  it('offers the 50 states, DC and another country until chosen, and saves the choice', async () => {
    const { network, platform } = renderSection({ ...signedInPerson, signingPlace: null });
    expect(
      section().getByText('Not chosen yet: your PDFs end with a general signing page.'),
    ).toBeVisible();
    const select = section().getByRole('combobox', { name: 'Where you sign' });
    const options = within(select)
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(options).toHaveLength(1 + 51 + 1);
    expect(options).toEqual(
      expect.arrayContaining(['Texas', 'District of Columbia', 'Wyoming', 'Another country']),
    );
    const save = section().getByRole('button', { name: 'Save place' });
    expect(save).toBeDisabled();

    await userEvent.selectOptions(select, 'Texas');
    await userEvent.click(save);
    await waitFor(() =>
      expect(platform.updateUser).toHaveBeenCalledWith({ ...signedInPerson, signingPlace: 'TX' }),
    );
    expect(network.calls).toEqual([
      expect.objectContaining({
        method: 'PUT',
        path: '/api/account/signing-place',
        body: { signingPlace: 'TX' },
      }),
    ]);
    expect(platform.toast).toHaveBeenCalledWith(
      expect.objectContaining({ description: "Your documents' signing page is for Texas." }),
    );
  });

  it('shows the place chosen, and changes it to another country', async () => {
    const { network, platform } = renderSection({ ...signedInPerson, signingPlace: 'LA' });
    expect(section().getByText('Signing page for Louisiana.')).toBeVisible();
    const select = section().getByRole('combobox', { name: 'Where you sign' });
    expect(select).toHaveValue('LA');
    expect(section().getByRole('button', { name: 'Save place' })).toBeDisabled();

    await userEvent.selectOptions(select, 'Another country');
    await userEvent.click(section().getByRole('button', { name: 'Save place' }));
    await waitFor(() =>
      expect(platform.updateUser).toHaveBeenCalledWith({
        ...signedInPerson,
        signingPlace: 'other',
      }),
    );
    expect(network.calls[0]!.body).toEqual({ signingPlace: 'other' });
  });

  it('is read-only for the demo account', () => {
    renderSection({ ...signedInPerson, isDemo: true, signingPlace: null }, { isReadOnly: true });
    expect(section().getByRole('combobox', { name: 'Where you sign' })).toBeDisabled();
    expect(section().getByRole('button', { name: 'Save place' })).toBeDisabled();
  });
});
