import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NO_CUSTODY, type PlanDocument } from '@legacy-planner/contracts';
import { wizardRecordQueryKey } from '@legacy-planner/planner-client';
import { fakeNetwork, renderWithPlatformSettled, Reply } from '@legacy-planner/shared-ui/testing';
import DocumentsTab from '../DocumentsTab';

// Deleting a document asks first, saying what happens; a wizard's card says that the wizard
// keeps its record but stops sharing it.

jest.setTimeout(30_000);

const doc = (id: string, title: string, wizardKind: PlanDocument['wizardKind']): PlanDocument => ({
  id,
  userId: 'u1',
  title,
  category: wizardKind ? 'will' : 'property',
  status: 'in_progress',
  privacyLevel: 'Private',
  completionPercentage: 40,
  ...NO_CUSTODY,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-02T00:00:00.000Z',
  wizardKind,
});

async function renderTab() {
  const network = fakeNetwork({
    'GET /api/documents': [
      doc('d1', 'Last Will & Testament', 'will'),
      doc('d2', 'House deed', null),
    ],
    'GET /api/files': [],
    'GET /api/files/usage': { usedBytes: 0, quotaBytes: 1, maxFileBytes: 1 },
    'DELETE /api/documents/d1': new Reply(204),
    'DELETE /api/documents/d2': new Reply(204),
  });
  const rendered = await renderWithPlatformSettled(<DocumentsTab />, { api: network.api });
  await screen.findByRole('article', { name: 'Last Will & Testament' });
  return { ...rendered, network };
}

const deletes = (network: ReturnType<typeof fakeNetwork>) =>
  network.calls.filter((call) => call.method === 'DELETE').map((call) => call.path);

describe('deleting a document card', () => {
  it('of a wizard: says the record stays in its wizard and is no longer shared, then deletes it', async () => {
    const { network, platform } = await renderTab();
    platform.queryClient.setQueryData(wizardRecordQueryKey('will'), { documentId: 'd1' });
    const card = screen.getByRole('article', { name: 'Last Will & Testament' });
    // Keyboard: the Delete button is reached and pressed without a mouse.
    act(() => within(card).getByRole('button', { name: 'Delete Last Will & Testament' }).focus());
    await userEvent.keyboard('{Enter}');

    const dialog = await screen.findByRole('dialog', {
      name: 'Delete the document card of your Last Will & Testament?',
    });
    expect(dialog).toHaveAccessibleDescription(
      'Its record stays in its wizard, but it will no longer be shared with anyone until you share it again in the Privacy tab. Its files stay in your vault, under Other files.',
    );
    // Cancel is where focus starts: Enter alone never deletes.
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(deletes(network)).toEqual([]);

    await userEvent.click(
      within(card).getByRole('button', { name: 'Delete Last Will & Testament' }),
    );
    await userEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete Document' }),
    );
    await waitFor(() => expect(deletes(network)).toEqual(['/api/documents/d1']));
    // The wizard reads its record again when next opened: its card is gone.
    await waitFor(() =>
      expect(platform.queryClient.getQueryData(wizardRecordQueryKey('will'))).toBeUndefined(),
    );
  });

  it('of your own: says the document is deleted and its files stay', async () => {
    const { network } = await renderTab();
    const card = screen.getByRole('article', { name: 'House deed' });
    await userEvent.click(within(card).getByRole('button', { name: 'Delete House deed' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this document?' });
    expect(dialog).toHaveAccessibleDescription(
      'House deed will be deleted. Its files stay in your vault, under Other files.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete Document' }));
    await waitFor(() => expect(deletes(network)).toEqual(['/api/documents/d2']));
  });
});
