import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { HelperRole } from '@legacy-planner/contracts';
import { person, renderWizard, wizardRecord } from '../testing/renderWizard';
import WillWizard from '../pages/WillWizard';
import HealthDirectiveWizard from '../pages/HealthDirectiveWizard';
import PowerOfAttorneyWizard from '../pages/PowerOfAttorneyWizard';
import HipaaAuthorizationWizard from '../pages/HipaaAuthorizationWizard';

jest.setTimeout(30_000);

const helping = (role: HelperRole = 'editor') => ({
  helperId: 'h1',
  ownerName: 'Robert Diaz',
  role,
});

describe('where the PDF is signed, above the will, the health directive and the power of attorney', () => {
  it('asks the owner who has not chosen, and saves the choice to the account', async () => {
    const { network, platform } = renderWizard(WillWizard, wizardRecord('will'), {
      'PUT /api/account/signing-place': (body: unknown) => ({ ...person, ...(body as object) }),
    });
    await screen.findByRole('heading', { name: 'Beneficiaries' });
    const prompt = within(screen.getByRole('form', { name: 'Where you sign' }));
    expect(prompt.getByText(/Where do you sign your documents\?/)).toBeVisible();
    await userEvent.selectOptions(
      prompt.getByRole('combobox', { name: 'Where you sign' }),
      'Florida',
    );
    await userEvent.click(prompt.getByRole('button', { name: 'Save place' }));
    await waitFor(() =>
      expect(platform.updateUser).toHaveBeenCalledWith({ ...person, signingPlace: 'FL' }),
    );
    expect(network.calls.filter((call) => call.path === '/api/account/signing-place')).toEqual([
      expect.objectContaining({ method: 'PUT', body: { signingPlace: 'FL' } }),
    ]);
  });

  it.each([
    ['health directive', HealthDirectiveWizard, 'health-directive'],
    ['power of attorney', PowerOfAttorneyWizard, 'power-of-attorney'],
  ] as const)('asks it above the %s too', async (_name, Page, kind) => {
    renderWizard(Page, wizardRecord(kind));
    expect(await screen.findByRole('form', { name: 'Where you sign' })).toBeVisible();
  });

  it('once chosen, names the place and leads to Account to change it', async () => {
    renderWizard(WillWizard, wizardRecord('will'), {}, { user: { ...person, signingPlace: 'TX' } });
    await screen.findByRole('heading', { name: 'Beneficiaries' });
    expect(screen.getByText(/Signing page for Texas ·/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'change in Account' })).toHaveAttribute(
      'href',
      '/account',
    );
    expect(screen.queryByRole('form', { name: 'Where you sign' })).toBeNull();
  });

  it("shows a helper the owner's place, or that the page is general until the owner says", async () => {
    const { network } = renderWizard(
      WillWizard,
      wizardRecord('will'),
      { 'GET /api/plan/signing-place': { signingPlace: null } },
      // The helper's own account has a place: it is not the plan's.
      { user: { ...person, signingPlace: 'CA' }, helping: helping() },
    );
    await screen.findByRole('heading', { name: 'Beneficiaries' });
    expect(
      await screen.findByText(
        'Robert Diaz has not said where they sign; the signing page is general until they do.',
      ),
    ).toBeVisible();
    expect(screen.queryByRole('combobox', { name: 'Where you sign' })).toBeNull();
    expect(screen.queryByText(/California/)).toBeNull();
    expect(
      network.calls.some((call) => call.method === 'PUT' && call.path.includes('signing')),
    ).toBe(false);
  });

  it("names the owner's place to a helper who only views", async () => {
    renderWizard(
      WillWizard,
      wizardRecord('will'),
      { 'GET /api/plan/signing-place': { signingPlace: 'PA' } },
      { user: person, helping: helping('viewer-helper') },
    );
    await screen.findByRole('heading', { name: 'Beneficiaries' });
    expect(
      await screen.findByText('Signing page for Pennsylvania, where Robert Diaz signs.'),
    ).toBeVisible();
    expect(screen.queryByRole('link', { name: 'change in Account' })).toBeNull();
  });

  it('is not shown above the wizards whose PDF has no signing page', async () => {
    renderWizard(HipaaAuthorizationWizard, wizardRecord('hipaa-authorization'));
    await screen.findByRole('status');
    expect(screen.queryByRole('form', { name: 'Where you sign' })).toBeNull();
    expect(screen.queryByText(/Signing page for/)).toBeNull();
  });
});
