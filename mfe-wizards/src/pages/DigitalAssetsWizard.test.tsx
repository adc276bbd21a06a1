import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RECOVERY_PHRASE_REFUSED } from '@legacy-planner/contracts/wizards';
import { fill, renderWizard, wizardRecord } from '../testing/renderWizard';
import DigitalAssetsWizard from './DigitalAssetsWizard';

// Filling a whole wizard in jsdom is slow on a busy machine.
jest.setTimeout(30_000);

const accounts = () => screen.getAllByRole('group', { name: /^Account \d$/ });
const phrase =
  'abandon ability able about above absent absorb abstract absurd abuse access accident';

describe('the digital assets wizard', () => {
  it('keeps at least one account row, reveals the crypto fields, and never sends a recovery phrase', async () => {
    const { puts } = renderWizard(DigitalAssetsWizard, wizardRecord('digital-assets'));
    await screen.findByRole('heading', { name: 'Accounts & Instructions' });
    expect(accounts()).toHaveLength(1);
    expect(screen.queryByRole('button', { name: /^Remove Account/ })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Add Account' }));
    expect(accounts()).toHaveLength(2);
    await userEvent.click(screen.getByRole('button', { name: 'Remove Account 2' }));
    expect(accounts()).toHaveLength(1);

    const instructions = { name: 'How to find the recovery phrase' };
    expect(screen.queryByRole('textbox', instructions)).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('switch', { name: 'I own cryptocurrency or NFTs' }));
    await fill(screen.getByRole('textbox', instructions), phrase);
    expect(await screen.findByText(RECOVERY_PHRASE_REFUSED)).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Not saved — correct the marked fields');

    await fill(screen.getByRole('textbox', instructions), 'In the safe, ask my lawyer');
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Saved'));
    expect(JSON.stringify(puts().map((call) => call.body))).not.toContain('abandon');
  });

  it('completes with Save & Complete once signed', async () => {
    renderWizard(DigitalAssetsWizard, wizardRecord('digital-assets'));
    expect(await screen.findByRole('button', { name: 'Save & Complete' })).toBeDisabled();
    expect(screen.getByText('Step 6 of 6')).toBeInTheDocument();
  });
});
