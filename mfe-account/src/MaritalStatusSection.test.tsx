import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CurrentUser } from '@legacy-planner/contracts';
import { fakeNetwork, renderWithPlatform, signedInPerson } from '@legacy-planner/shared-ui/testing';
import { MaritalStatusSection } from './MaritalStatusSection';

jest.setTimeout(20_000);

function renderSection(user: CurrentUser, overrides = {}) {
  const network = fakeNetwork({
    'PUT /api/account/marital-status': (body: unknown) => ({ ...user, ...(body as object) }),
  });
  const rendered = renderWithPlatform(<MaritalStatusSection />, {
    api: network.api,
    user,
    ...overrides,
  });
  return { ...rendered, network };
}

const section = () => within(screen.getByRole('region', { name: 'Marital status' }));

describe('the "Marital status" section of the account', () => {
  it('offers the statuses until one is said, and saves the choice', async () => {
    const { network, platform } = renderSection({ ...signedInPerson, maritalStatus: null });
    expect(section().getByText('Not said yet.')).toBeVisible();
    const select = section().getByRole('combobox', { name: 'Marital status' });
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      'Choose one',
      'Single',
      'Married',
      'In a civil union or domestic partnership',
      'Separated',
      'Divorced',
      'Widowed',
    ]);
    const save = section().getByRole('button', { name: 'Save status' });
    expect(save).toBeDisabled();

    await userEvent.selectOptions(select, 'Married');
    await userEvent.click(save);
    await waitFor(() =>
      expect(platform.updateUser).toHaveBeenCalledWith({
        ...signedInPerson,
        maritalStatus: 'married',
      }),
    );
    expect(network.calls).toEqual([
      expect.objectContaining({
        method: 'PUT',
        path: '/api/account/marital-status',
        body: { maritalStatus: 'married' },
      }),
    ]);
    expect(platform.toast).toHaveBeenCalledWith(
      expect.objectContaining({ description: 'Your marital status: Married.' }),
    );
  });

  it('shows the status said, and saves only a different one', async () => {
    const { network } = renderSection({ ...signedInPerson, maritalStatus: 'married' });
    expect(section().getByText('Married.')).toBeVisible();
    const select = section().getByRole('combobox', { name: 'Marital status' });
    expect(select).toHaveValue('married');
    const save = section().getByRole('button', { name: 'Save status' });
    expect(save).toBeDisabled();

    await userEvent.selectOptions(select, 'Widowed');
    await userEvent.click(save);
    await waitFor(() => expect(network.calls).toHaveLength(1));
    expect(network.calls[0]!.body).toEqual({ maritalStatus: 'widowed' });
  });

  it('is read-only for the demo account', () => {
    renderSection({ ...signedInPerson, isDemo: true }, { isReadOnly: true });
    expect(section().getByRole('combobox', { name: 'Marital status' })).toBeDisabled();
    expect(section().getByRole('button', { name: 'Save status' })).toBeDisabled();
  });
});
