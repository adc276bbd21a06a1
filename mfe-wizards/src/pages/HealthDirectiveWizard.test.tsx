import { screen, waitFor, within } from '@testing-library/react';
import { File as NodeFile } from 'node:buffer';
import userEvent from '@testing-library/user-event';
import { fill, renderWizard, setDate, wizardRecord } from '../testing/renderWizard';
import { FakeUpload, installFakeUploads } from '@legacy-planner/shared-ui/testing';
import HealthDirectiveWizard from './HealthDirectiveWizard';

installFakeUploads();

const fileOf = (name: string, type: string) =>
  new NodeFile(['%PDF-1.7 test'], name, { type }) as unknown as File;

// Filling a whole wizard in jsdom is slow on a busy machine.
jest.setTimeout(30_000);

describe('the health directive wizard', () => {
  it('reveals the alternate agent when toggled on, and a comment once a wish is chosen', async () => {
    renderWizard(HealthDirectiveWizard, wizardRecord('health-directive'));
    await screen.findByRole('heading', { name: 'Medical Power of Attorney' });
    expect(
      screen.queryByRole('textbox', { name: "Alternate agent's full name" }),
    ).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('switch', { name: 'Name an alternate agent' }));
    expect(screen.getByRole('textbox', { name: "Alternate agent's full name" })).toBeVisible();
    await userEvent.click(screen.getByRole('switch', { name: 'Name an alternate agent' }));
    expect(
      screen.queryByRole('textbox', { name: "Alternate agent's full name" }),
    ).not.toBeInTheDocument();

    const comment = { name: 'Organ donation: comment (optional)' };
    expect(screen.queryByRole('textbox', comment)).not.toBeInTheDocument();
    await userEvent.click(
      within(screen.getByRole('radiogroup', { name: 'Organ donation' })).getByRole('radio', {
        name: 'Yes',
      }),
    );
    expect(screen.getByRole('textbox', comment)).toBeVisible();
  });

  it('keeps Save disabled until the signature, its date and the confirmation are there', async () => {
    const { puts, platform } = renderWizard(
      HealthDirectiveWizard,
      wizardRecord('health-directive'),
    );
    const save = await screen.findByRole('button', { name: 'Save' });
    expect(save).toBeDisabled();
    await fill(
      screen.getByRole('textbox', { name: 'Signature (type your full name)' }),
      'Ada Lovelace',
    );
    expect(save).toBeDisabled();
    setDate(screen.getByLabelText(/^Date of signature/), '2026-03-01');
    expect(save).toBeDisabled();
    await userEvent.click(screen.getByRole('checkbox', { name: /I confirm/ }));
    expect(save).toBeEnabled();
    await userEvent.click(save);
    await waitFor(() => expect(platform.navigate).toHaveBeenCalledWith('/app?tab=documents'));
    expect(puts().at(-1)!.body).toMatchObject({
      status: 'completed',
      data: { signature: 'Ada Lovelace', signatureDate: '2026-03-01', isConfirmed: true },
    });
  });

  it('a completed record stays completed while edited, and becomes a draft when its signature goes', async () => {
    const record = wizardRecord('health-directive', {
      status: 'completed',
      documentId: 'd1',
      updatedAt: '2026-01-05T10:00:00.000Z',
    });
    Object.assign(record.data, {
      signature: 'Ada Lovelace',
      signatureDate: '2026-01-05',
      isConfirmed: true,
    });
    const { puts } = renderWizard(HealthDirectiveWizard, record);
    await fill(await screen.findByRole('textbox', { name: 'Full legal name' }), 'Ada Lovelace');
    await waitFor(() => expect(puts()).toHaveLength(1));
    expect(puts()[0]!.body).toMatchObject({ status: 'completed' });
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Saved'));

    await userEvent.clear(screen.getByRole('textbox', { name: 'Signature (type your full name)' }));
    await waitFor(() => expect(puts()).toHaveLength(2));
    expect(puts()[1]!.body).toMatchObject({ status: 'draft', data: { signature: '' } });
  });

  it('refuses anything but a PDF with "Please upload a PDF file only." before sending it', async () => {
    renderWizard(HealthDirectiveWizard, wizardRecord('health-directive'));
    const picker = await screen.findByLabelText('PDF copy of your directive');
    await userEvent.upload(picker, fileOf('scan.png', 'image/png'), { applyAccept: false });
    expect(screen.getByRole('alert')).toHaveTextContent('Please upload a PDF file only.');
    expect(FakeUpload.sent).toHaveLength(0);
  });

  it('uploads a PDF to the vault under the PDF-only rules and keeps it in the draft', async () => {
    const { puts } = renderWizard(HealthDirectiveWizard, wizardRecord('health-directive'));
    const picker = await screen.findByLabelText('PDF copy of your directive');
    await userEvent.upload(picker, fileOf('directive.pdf', 'application/pdf'));
    expect(FakeUpload.sent).toHaveLength(1);
    expect(FakeUpload.sent[0]!.url).toBe('/api/files?context=pdfOnly');
    expect(FakeUpload.sent[0]!.form!.get('category')).toBe('health');
    await FakeUpload.sent[0]!.answer(201, {
      id: 'f1',
      name: 'directive.pdf',
      type: 'application/pdf',
      size: 13,
      category: 'health',
    });
    expect(
      screen.getByRole('list', { name: 'PDF copy of your directive: attached' }),
    ).toHaveTextContent('directive.pdf');
    await waitFor(() => expect(puts()).toHaveLength(1));
    expect(puts()[0]!.body).toMatchObject({
      status: 'draft',
      data: {
        uploadedFile: { id: 'f1', name: 'directive.pdf', type: 'application/pdf', size: 13 },
      },
    });
  });
});
