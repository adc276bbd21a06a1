import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HIPAA_PURPOSE, hipaaRequiredStatements } from '@legacy-planner/contracts/wizards';
import { renderWizard, wizardRecord } from '../testing/renderWizard';
import HipaaAuthorizationWizard from './HipaaAuthorizationWizard';

// Filling a whole wizard in jsdom is slow on a busy machine.
jest.setTimeout(30_000);

describe('the HIPAA authorization wizard', () => {
  it('shows the fixed purpose read-only and reveals the other scope, the date or the event', async () => {
    renderWizard(HipaaAuthorizationWizard, wizardRecord('hipaa-authorization'));
    const purpose = await screen.findByRole('textbox', { name: 'Purpose' });
    expect(purpose).toHaveValue(HIPAA_PURPOSE);
    expect(purpose).toHaveAttribute('readonly');
    expect(screen.getAllByRole('group', { name: /^Recipient \d$/ })).toHaveLength(1);
    expect(screen.queryByRole('button', { name: /^Remove Recipient/ })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('checkbox', { name: 'Other' }));
    expect(screen.getByRole('textbox', { name: 'Describe the other records' })).toBeVisible();

    expect(screen.queryByLabelText('Expiration date')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: 'On a specific date' }));
    expect(screen.getByLabelText('Expiration date')).toBeVisible();
    await userEvent.click(screen.getByRole('radio', { name: 'Upon an event' }));
    expect(screen.queryByLabelText('Expiration date')).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'The event that ends it' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
  });

  it('shows the statements the PDF prints, in the same words', async () => {
    renderWizard(HipaaAuthorizationWizard, wizardRecord('hipaa-authorization'));
    const notes = await screen.findByRole('note', { name: 'Your rights' });
    for (const statement of hipaaRequiredStatements) {
      expect(within(notes).getByText(statement)).toBeVisible();
    }
  });
});
