import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { POA_SPRINGING_IMMEDIATELY_WARNING } from '@legacy-planner/contracts/wizards';
import { fill, renderWizard, setDate, wizardRecord } from '../testing/renderWizard';
import PowerOfAttorneyWizard from './PowerOfAttorneyWizard';

// Filling a whole wizard in jsdom is slow on a busy machine.
jest.setTimeout(30_000);

describe('the power of attorney wizard', () => {
  it('reveals the alternate agent, the other authority and the specific date only when chosen', async () => {
    const { puts } = renderWizard(PowerOfAttorneyWizard, wizardRecord('power-of-attorney'));
    await screen.findByRole('heading', { name: 'Agent Information' });
    const alternateName = { name: "Alternate agent's full name" };
    expect(screen.queryByRole('textbox', alternateName)).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('switch', { name: 'Name an alternate agent' }));
    await fill(screen.getByRole('textbox', alternateName), 'Bo');

    expect(
      screen.queryByRole('textbox', { name: 'Describe the other authority' }),
    ).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('switch', { name: 'Other' }));
    expect(screen.getByRole('textbox', { name: 'Describe the other authority' })).toBeVisible();

    expect(screen.queryByLabelText('Effective from')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: 'On a specific date' }));
    expect(screen.getByLabelText('Effective from')).toBeVisible();

    await waitFor(() => expect(puts().length).toBeGreaterThan(0));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Saved'));
    expect(puts().at(-1)!.body).toMatchObject({
      data: {
        alternateAgent: { fullName: 'Bo' },
        authorityScope: { other: true },
        effectiveDate: 'specific_date',
      },
    });

    // Off again, the record keeps no alternate agent.
    await userEvent.click(screen.getByRole('switch', { name: 'Name an alternate agent' }));
    expect(screen.queryByRole('textbox', alternateName)).not.toBeInTheDocument();
    await waitFor(() =>
      expect(puts().at(-1)!.body).toMatchObject({ data: { alternateAgent: null } }),
    );
  });

  it('keeps Save disabled until signed, dated and confirmed', async () => {
    renderWizard(PowerOfAttorneyWizard, wizardRecord('power-of-attorney'));
    const save = await screen.findByRole('button', { name: 'Save' });
    await userEvent.click(screen.getByRole('checkbox', { name: /I confirm/ }));
    setDate(screen.getByLabelText(/^Date of signature/), '2026-03-01');
    expect(save).toBeDisabled();
    expect(save).toHaveAccessibleDescription(/Type your full name as your signature/);
    await fill(screen.getByRole('textbox', { name: 'Signature (type your full name)' }), 'Ada');
    expect(save).toBeEnabled();
  });

  it('warns beside the choice while a springing power is said to take effect immediately', async () => {
    renderWizard(PowerOfAttorneyWizard, wizardRecord('power-of-attorney'));
    await screen.findByRole('heading', { name: 'Effective Date' });
    const warning = () => screen.queryByText(POA_SPRINGING_IMMEDIATELY_WARNING);

    await userEvent.click(screen.getByRole('radio', { name: 'Springing' }));
    expect(warning()).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: 'Immediately' }));
    expect(screen.getByRole('alert')).toHaveTextContent(POA_SPRINGING_IMMEDIATELY_WARNING);
    // The effective date's radio group names the warning as its description.
    expect(
      screen.getByRole('radiogroup', { name: 'When the power of attorney takes effect' }),
    ).toHaveAccessibleDescription(POA_SPRINGING_IMMEDIATELY_WARNING);

    // Either way out resolves it.
    await userEvent.click(screen.getByRole('radio', { name: 'Upon my incapacity' }));
    expect(warning()).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: 'Immediately' }));
    expect(warning()).toBeVisible();
    await userEvent.click(screen.getByRole('radio', { name: 'Durable' }));
    expect(warning()).not.toBeInTheDocument();
  });
});
