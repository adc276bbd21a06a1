import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LIMITS } from '@legacy-planner/contracts';
import { Reply } from '@legacy-planner/shared-ui/testing';
import { fill, person, renderWizard, wizardRecord } from '../testing/renderWizard';
import WillWizard from './WillWizard';

const beneficiaries = () => screen.getAllByRole('group', { name: /^Beneficiary \d$/ });

// Filling a whole wizard in jsdom is slow on a busy machine.
jest.setTimeout(30_000);

describe('the will wizard', () => {
  it('starts with one beneficiary row that cannot be removed; added rows can', async () => {
    renderWizard(WillWizard, wizardRecord('will'));
    await screen.findByRole('heading', { name: 'Beneficiaries' });
    expect(beneficiaries()).toHaveLength(1);
    expect(screen.queryByRole('button', { name: /^Remove Beneficiary/ })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Add Beneficiary' }));
    expect(beneficiaries()).toHaveLength(2);
    await waitFor(() =>
      expect(within(beneficiaries()[1]!).getByRole('textbox', { name: 'Name' })).toHaveFocus(),
    );
    await fill(within(beneficiaries()[1]!).getByRole('textbox', { name: 'Name' }), 'Bo');
    await userEvent.click(screen.getByRole('button', { name: 'Remove Beneficiary 1' }));
    expect(beneficiaries()).toHaveLength(1);
    expect(within(beneficiaries()[0]!).getByRole('textbox', { name: 'Name' })).toHaveValue('Bo');
    expect(screen.queryByRole('button', { name: /^Remove Beneficiary/ })).not.toBeInTheDocument();
  });

  it('opens the saved record, saves edits as a draft after a pause and says so', async () => {
    const saved = wizardRecord('will', { updatedAt: '2026-01-05T10:00:00.000Z', documentId: 'd1' });
    saved.data.userInfo.fullName = 'Ada Lovelace';
    const { puts } = renderWizard(WillWizard, saved);
    const name = await screen.findByRole('textbox', { name: 'Full legal name' });
    expect(name).toHaveValue('Ada Lovelace');
    expect(screen.getByRole('status')).toHaveTextContent('Saved');
    expect(screen.getByRole('link', { name: 'Download PDF' })).toHaveAttribute(
      'href',
      '/api/wizards/will/pdf',
    );

    await fill(screen.getByRole('textbox', { name: "Executor's full name" }), 'Mary');
    expect(screen.getByRole('status')).toHaveTextContent('Saving…');
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Saved'));
    expect(puts()).toHaveLength(1);
    expect(puts()[0]!.body).toMatchObject({
      status: 'draft',
      data: { userInfo: { fullName: 'Ada Lovelace' }, executor: { name: 'Mary' } },
    });
  });

  it('says "Not saved — retry" when a draft is not saved, and Retry sends it again', async () => {
    let failing = true;
    const { puts } = renderWizard(WillWizard, wizardRecord('will'), {
      'PUT /api/wizards/will': (body: unknown) =>
        failing
          ? new Reply(503, { error: 'unavailable', message: 'Try again later' })
          : { ...wizardRecord('will'), ...(body as object), updatedAt: '2026-02-01T00:00:00Z' },
    });
    expect(screen.queryByRole('link', { name: 'Download PDF' })).not.toBeInTheDocument();
    await fill(await screen.findByRole('textbox', { name: 'Full legal name' }), 'Ada');
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Not saved — retry'));
    failing = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Saved'));
    expect(puts()).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'Download PDF' })).toBeInTheDocument();
  });

  it("shows the server's reason when it refuses a draft", async () => {
    renderWizard(WillWizard, wizardRecord('will'), {
      'PUT /api/wizards/will': new Reply(400, {
        error: 'validation_failed',
        message: 'Full name must be at most 200 characters',
      }),
    });
    await fill(await screen.findByRole('textbox', { name: 'Full legal name' }), 'Ada');
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent(
        'Not saved — retry: Full name must be at most 200 characters',
      ),
    );
  });

  it('leaving the page during the pause before a save still saves what was typed', async () => {
    const { puts, unmount } = renderWizard(WillWizard, wizardRecord('will'));
    await fill(await screen.findByRole('textbox', { name: 'Full legal name' }), 'Ada');
    expect(puts()).toHaveLength(0);
    unmount();
    await waitFor(() => expect(puts()).toHaveLength(1));
    expect(puts()[0]!.body).toMatchObject({ data: { userInfo: { fullName: 'Ada' } } });
  });

  it('keeps edits the server did not take in this browser, and sends them on the next visit', async () => {
    const draftKey = 'legacy-planner.wizard-draft.u1.will';
    const record = wizardRecord('will');
    const offline = renderWizard(WillWizard, record, {
      'PUT /api/wizards/will': new Reply(503, { error: 'unavailable', message: 'Down' }),
    });
    await fill(await screen.findByRole('textbox', { name: 'Full legal name' }), 'Ada');
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Not saved — retry'));
    expect(localStorage.getItem(draftKey)).toContain('"fullName":"Ada"');
    offline.unmount();

    const { puts } = renderWizard(WillWizard, record);
    expect(await screen.findByRole('textbox', { name: 'Full legal name' })).toHaveValue('Ada');
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Saved'));
    expect(puts()[0]!.body).toMatchObject({ data: { userInfo: { fullName: 'Ada' } } });
    expect(localStorage.getItem(draftKey)).toBeNull();
  });

  it("keeps a helper's unsaved edits of another's plan apart from their own plan's", async () => {
    const record = wizardRecord('will');
    const helping = { helperId: 'h1', ownerName: 'Robert Diaz', role: 'editor' as const };
    const offline = renderWizard(
      WillWizard,
      record,
      { 'PUT /api/wizards/will': new Reply(503, { error: 'unavailable', message: 'Down' }) },
      { user: person, helping },
    );
    await fill(await screen.findByRole('textbox', { name: 'Full legal name' }), 'Robert');
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Not saved — retry'));
    expect(localStorage.getItem('legacy-planner.wizard-draft.u1.helping.h1.will')).toContain(
      '"fullName":"Robert"',
    );
    expect(localStorage.getItem('legacy-planner.wizard-draft.u1.will')).toBeNull();
    offline.unmount();

    // Her own plan's will opens as the server has it, not with her father's name.
    renderWizard(WillWizard, record);
    expect(await screen.findByRole('textbox', { name: 'Full legal name' })).toHaveValue('');
    localStorage.clear();
  });

  it('Save with an answer the schema refuses marks it and says so, and saves nothing', async () => {
    const { puts, platform } = renderWizard(WillWizard, wizardRecord('will'));
    const name = await screen.findByRole('textbox', { name: 'Full legal name' });
    await fill(name, 'x'.repeat(LIMITS.short + 1));
    await userEvent.click(screen.getByRole('button', { name: 'Save & Continue' }));
    expect(platform.toast).toHaveBeenCalledWith(
      expect.objectContaining({ title: 'Please correct the marked fields' }),
    );
    expect(
      await screen.findByText(`Full name must be at most ${LIMITS.short} characters`),
    ).toBeVisible();
    expect(name).toHaveAccessibleDescription(
      `Full name must be at most ${LIMITS.short} characters`,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Not saved — correct the marked fields');
    expect(puts()).toEqual([]);
    expect(platform.navigate).not.toHaveBeenCalled();
  });

  it('shows the demo account its saved record read-only, and never writes', async () => {
    const saved = wizardRecord('will', { updatedAt: '2026-01-05T10:00:00.000Z' });
    saved.data.userInfo.fullName = 'Demo Person';
    const { network } = renderWizard(
      WillWizard,
      saved,
      {},
      {
        user: { ...person, isDemo: true },
        isReadOnly: true,
      },
    );
    const name = await screen.findByRole('textbox', { name: 'Full legal name' });
    expect(name).toHaveValue('Demo Person');
    expect(name).toHaveAttribute('readonly');
    expect(screen.getByText(/The demo account is read-only/)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Save & Continue' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Add Beneficiary' })).toBeDisabled();
    expect(network.calls.map((call) => call.method)).toEqual(['GET']);
  });

  it('Save & Continue completes the record and returns to the Documents tab', async () => {
    const { puts, platform } = renderWizard(WillWizard, wizardRecord('will'));
    await userEvent.click(await screen.findByRole('button', { name: 'Save & Continue' }));
    await waitFor(() => expect(platform.navigate).toHaveBeenCalledWith('/app?tab=documents'));
    expect(puts().map((call) => (call.body as { status: string }).status)).toEqual(['completed']);
    expect(platform.toast).toHaveBeenCalledWith(
      expect.objectContaining({ title: 'Document saved' }),
    );
  });
});
