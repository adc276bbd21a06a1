import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Reply } from '@legacy-planner/shared-ui/testing';
import { fill, person, renderWizard, wizardRecord } from '../testing/renderWizard';
import WillWizard from '../pages/WillWizard';

// "Delete this record" on a wizard page: only once the record has been saved, after a
// confirmation naming the record, its card and the sharing it stops; nothing writes the record
// back afterwards.

jest.setTimeout(30_000);

const savedWill = () => {
  const saved = wizardRecord('will', { updatedAt: '2026-01-05T10:00:00.000Z', documentId: 'd1' });
  saved.data.userInfo.fullName = 'Ada Lovelace';
  return saved;
};
const deleteButton = () => screen.getByRole('button', { name: 'Delete this record' });

describe('deleting a wizard record from its page', () => {
  it('is offered only once the record has been saved', async () => {
    renderWizard(WillWizard, wizardRecord('will'));
    await screen.findByRole('textbox', { name: 'Full legal name' });
    expect(screen.queryByRole('button', { name: 'Delete this record' })).not.toBeInTheDocument();

    await fill(screen.getByRole('textbox', { name: 'Full legal name' }), 'Ada Lovelace');
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Saved'));
    expect(deleteButton()).toBeEnabled();
  });

  it('asks first, naming the record and its card, then deletes and goes back to Documents', async () => {
    const { network, platform, puts, unmount } = renderWizard(WillWizard, savedWill(), {
      'DELETE /api/wizards/will': new Reply(204),
    });
    await screen.findByRole('textbox', { name: 'Full legal name' });
    const deletes = () => network.calls.filter((call) => call.method === 'DELETE');

    // By keyboard: the action is reached and opened without a mouse; Cancel starts focused.
    act(() => deleteButton().focus());
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', {
      name: 'Delete your Last Will & Testament?',
    });
    expect(dialog).toHaveAccessibleDescription(
      'This deletes the record and its document card, and stops sharing it. This cannot be undone.',
    );
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(deletes()).toEqual([]);

    // An edit still waiting to be saved when the record is deleted is not written back.
    await fill(screen.getByRole('textbox', { name: "Executor's full name" }), 'Mary');
    await userEvent.click(deleteButton());
    await userEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete Record' }),
    );
    await waitFor(() => expect(platform.navigate).toHaveBeenCalledWith('/app?tab=documents'));
    expect(deletes().map((call) => call.path)).toEqual(['/api/wizards/will']);
    expect(platform.toast).toHaveBeenCalledWith(
      expect.objectContaining({ title: 'Record deleted', variant: 'success' }),
    );
    const putsBeforeLeaving = puts().length;
    unmount();
    const lastDelete = network.calls.lastIndexOf(deletes()[0]!);
    expect(network.calls.slice(lastDelete).filter((call) => call.method === 'PUT')).toEqual([]);
    expect(puts()).toHaveLength(putsBeforeLeaving);
    expect(localStorage.getItem(`legacy-planner.wizard-draft.${person.id}.will`)).toBeNull();
  });

  it('keeps the record and says so when the deletion fails', async () => {
    const { platform } = renderWizard(WillWizard, savedWill(), {
      'DELETE /api/wizards/will': new Reply(503, {
        error: 'unavailable',
        message: 'Try again later',
      }),
    });
    await screen.findByRole('textbox', { name: 'Full legal name' });
    await userEvent.click(deleteButton());
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete Record' }));
    await waitFor(() =>
      expect(platform.toast).toHaveBeenCalledWith(
        expect.objectContaining({ title: 'Error', variant: 'destructive' }),
      ),
    );
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(platform.navigate).not.toHaveBeenCalled();
  });

  it('is shown disabled to the read-only demo account, saying why', async () => {
    renderWizard(
      WillWizard,
      savedWill(),
      {},
      { user: { ...person, isDemo: true }, isReadOnly: true },
    );
    await screen.findByRole('textbox', { name: 'Full legal name' });
    expect(deleteButton()).toBeDisabled();
    expect(deleteButton()).toHaveAccessibleDescription(/The demo account is read-only/);
  });
});
