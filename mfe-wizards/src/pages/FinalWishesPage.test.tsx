import { screen, waitFor, within } from '@testing-library/react';
import { File as NodeFile } from 'node:buffer';
import userEvent from '@testing-library/user-event';
import { fill, renderWizard, wizardRecord } from '../testing/renderWizard';
import { FakeUpload, installFakeUploads } from '@legacy-planner/shared-ui/testing';
import FinalWishesPage from './FinalWishesPage';

installFakeUploads();

// Filling a whole wizard in jsdom is slow on a busy machine.
jest.setTimeout(30_000);

const messages = () => screen.queryAllByRole('group', { name: /^Message \d$/ });

describe('the final wishes page', () => {
  it('adds and removes messages freely, with the reveals of their type and delivery', async () => {
    renderWizard(FinalWishesPage, wizardRecord('final-wishes'));
    expect(await screen.findByText('No messages yet.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Add Message' }));
    const message = messages()[0]!;
    expect(within(message).getByRole('textbox', { name: 'Your message' })).toBeVisible();
    await userEvent.click(within(message).getByRole('radio', { name: 'Video' }));
    expect(within(message).queryByRole('textbox', { name: 'Your message' })).toBeNull();
    expect(within(message).getByLabelText('Recording for message 1')).toBeInTheDocument();

    expect(within(message).queryByLabelText('Delivery date')).toBeNull();
    await userEvent.click(within(message).getByRole('radio', { name: 'On a specific date' }));
    expect(within(message).getByLabelText('Delivery date')).toBeVisible();
    await userEvent.click(within(message).getByRole('radio', { name: 'At a life milestone' }));
    expect(within(message).queryByLabelText('Delivery date')).toBeNull();
    expect(within(message).getByRole('textbox', { name: 'Milestone' })).toBeVisible();

    // Unlike beneficiaries, the last message can go.
    await userEvent.click(screen.getByRole('button', { name: 'Remove Message 1' }));
    expect(messages()).toHaveLength(0);
    expect(screen.getByText('No messages yet.')).toBeInTheDocument();

    expect(screen.queryByRole('textbox', { name: 'Location' })).not.toBeInTheDocument();
    await userEvent.click(
      screen.getByRole('switch', { name: 'I have funeral or memorial preferences' }),
    );
    expect(screen.getByRole('textbox', { name: 'Location' })).toBeVisible();
  });

  it('refuses files of other types with the final wishes message, before sending', async () => {
    const { platform } = renderWizard(FinalWishesPage, wizardRecord('final-wishes'));
    const picker = await screen.findByLabelText('Supporting documents');
    const script = new NodeFile(['x'], 'notes.exe', { type: 'application/octet-stream' });
    await userEvent.upload(picker, script as unknown as File, { applyAccept: false });
    expect(platform.toast).toHaveBeenCalledWith({
      title: 'Some files were rejected',
      description: 'Only PDF, JPG, PNG, MP4, MOV, and DOCX files are allowed.',
      variant: 'destructive',
    });
    expect(FakeUpload.sent).toHaveLength(0);
  });

  it('asks for the name and confirmation on Save, then saves as completed', async () => {
    const { platform, puts } = renderWizard(FinalWishesPage, wizardRecord('final-wishes'));
    const save = await screen.findByRole('button', { name: 'Save Final Wishes' });
    const today = new Date();
    expect(screen.getByLabelText('Date')).toHaveValue(
      `${today.getFullYear()}-${String(today.getMonth() + 1).padStart(2, '0')}-${String(today.getDate()).padStart(2, '0')}`,
    );
    await userEvent.click(save);
    await waitFor(() =>
      expect(platform.toast).toHaveBeenCalledWith({
        title: 'Please complete signature',
        description: 'Your name and confirmation are required.',
        variant: 'destructive',
      }),
    );
    expect(
      puts().filter((call) => (call.body as { status: string }).status === 'completed'),
    ).toEqual([]);
    expect(platform.navigate).not.toHaveBeenCalled();

    await fill(
      screen.getByRole('textbox', { name: 'How I want to be remembered' }),
      'As a kind teacher',
    );
    await fill(screen.getByRole('textbox', { name: 'Your full name' }), 'Ada Lovelace');
    await userEvent.click(
      screen.getByRole('checkbox', { name: 'I confirm that these are my final wishes.' }),
    );

    await userEvent.click(screen.getByRole('button', { name: 'Preview My Legacy' }));
    const preview = screen.getByRole('dialog', { name: 'Preview My Legacy' });
    expect(preview).toHaveTextContent('As a kind teacher');
    await userEvent.click(within(preview).getByRole('button', { name: 'Close' }));

    await userEvent.click(save);
    await waitFor(() =>
      expect(platform.toast).toHaveBeenCalledWith({
        title: 'Final wishes saved',
        description: 'Your final wishes have been securely stored.',
        variant: 'success',
      }),
    );
    expect(platform.navigate).toHaveBeenCalledWith('/app?tab=documents');
    expect(puts().at(-1)!.body).toMatchObject({
      status: 'completed',
      data: { signature: { name: 'Ada Lovelace', confirmed: true } },
    });
  });
});
