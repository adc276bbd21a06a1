import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { File as NodeFile } from 'node:buffer';
import userEvent from '@testing-library/user-event';
import {
  NO_CUSTODY,
  type CurrentUser,
  type FileItem,
  type PlanDocument,
} from '@legacy-planner/contracts';
import { demoLists } from '@legacy-planner/planner-client';
import { helpTopics } from '@legacy-planner/shared-ui';
import { fakeNetwork, renderWithPlatformSettled, Reply } from '@legacy-planner/shared-ui/testing';
import DocumentsTab from './DocumentsTab';
import { FakeUpload, installFakeUploads } from '@legacy-planner/shared-ui/testing';

installFakeUploads();

// Typing into the upload area's fields in jsdom is slow on a busy machine (two jest workers
// beside webpack builds): over jest's 5 s default when run with another remote's tests.
jest.setTimeout(30_000);

const doc = (
  id: string,
  title: string,
  category: PlanDocument['category'],
  status: PlanDocument['status'] = 'not_started',
): PlanDocument => ({
  id,
  userId: 'u1',
  title,
  category,
  status,
  privacyLevel: 'Private',
  completionPercentage: 10,
  ...NO_CUSTODY,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-02T00:00:00.000Z',
});
const file = (id: string, name: string, documentId: string | null, size = 2048): FileItem => ({
  id,
  name,
  type: 'application/pdf',
  size,
  category: 'other',
  tags: ['signed'],
  notes: '',
  uploadDate: '2026-01-03T00:00:00.000Z',
  status: 'pending',
  documentId,
});

const planRoutes = () => ({
  'GET /api/documents': [
    doc('d1', 'My will', 'will', 'completed'),
    doc('d2', 'House deed', 'property'),
    doc('d3', 'Health directive draft', 'health', 'in_progress'),
  ],
  'GET /api/files': [
    file('f1', 'will-signed.pdf', 'd1', 1536),
    file('f2', 'passport.png', null, 3 * 1024 * 1024),
  ],
  'GET /api/files/usage': {
    usedBytes: 1536 + 3 * 1024 * 1024,
    quotaBytes: 500 * 1024 * 1024,
    maxFileBytes: 10 * 1024 * 1024,
  },
});

async function renderTab(overrides: Parameters<typeof renderWithPlatformSettled>[1] = {}) {
  const network = fakeNetwork({
    ...planRoutes(),
    'POST /api/documents': (body: unknown) => ({ ...doc('d9', 'x', 'other'), ...(body as object) }),
    'PUT /api/files/f1': { ...file('f1', 'will-signed.pdf', 'd1'), status: 'verified' },
    'DELETE /api/files/f2': new Reply(204),
  });
  const rendered = await renderWithPlatformSettled(<DocumentsTab />, {
    api: network.api,
    ...overrides,
  });
  return { ...rendered, network };
}

const cardTitles = () =>
  screen
    .queryAllByRole('article')
    .map((card) => within(card).getByRole('heading', { level: 3 }).textContent);

describe('DocumentsTab', () => {
  it('shows the core-documents progress, the documents with their files, and loose files apart', async () => {
    await renderTab();
    expect(screen.getByRole('heading', { level: 1, name: 'Documents' })).toBeInTheDocument();
    expect(await screen.findByText('1 of 4 core documents completed')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Core documents progress' })).toHaveAttribute(
      'aria-valuenow',
      '25',
    );
    expect(cardTitles()).toEqual(['My will', 'House deed', 'Health directive draft']);
    const willFiles = screen.getByRole('list', { name: 'Files of My will' });
    expect(willFiles).toHaveTextContent('will-signed.pdf');
    expect(willFiles).toHaveTextContent('1.5 KB');
    expect(
      within(willFiles).getByRole('link', { name: 'Download will-signed.pdf' }),
    ).toHaveAttribute('href', '/api/files/f1/content');
    expect(screen.getByRole('list', { name: 'Other files' })).toHaveTextContent('passport.png3 MB');
    expect(screen.getByText(helpTopics.documents.description)).toBeVisible();
  });

  it('searches by title, file name and tag', async () => {
    await renderTab();
    await screen.findByText('1 of 4 core documents completed');
    const search = screen.getByRole('searchbox', { name: 'Search documents' });
    const searchFor = async (words: string) => {
      await userEvent.clear(search);
      await userEvent.click(search);
      await userEvent.paste(words);
    };
    await searchFor('deed');
    expect(cardTitles()).toEqual(['House deed']);
    expect(screen.queryByRole('list', { name: 'Other files' })).not.toBeInTheDocument();
    await searchFor('will-SIGNED');
    expect(cardTitles()).toEqual(['My will']);
    await searchFor('passport');
    expect(cardTitles()).toEqual([]);
    expect(screen.getByRole('list', { name: 'Other files' })).toBeInTheDocument();
    await searchFor('nothing like this');
    expect(screen.getByText('No documents match.')).toBeInTheDocument();
  });

  it('says an empty plan has no documents yet, rather than that none match', async () => {
    const network = fakeNetwork({
      'GET /api/documents': [],
      'GET /api/files': [],
      'GET /api/files/usage': { usedBytes: 0, quotaBytes: 1, maxFileBytes: 1 },
    });
    await renderWithPlatformSettled(<DocumentsTab />, { api: network.api });
    expect(await screen.findByText(/^Your plan holds no documents yet:/)).toBeInTheDocument();
    expect(screen.queryByText('No documents match.')).not.toBeInTheDocument();
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search documents' }), 'will');
    expect(screen.getByText(/^Your plan holds no documents yet:/)).toBeInTheDocument();
  });

  it('filters by category tab', async () => {
    await renderTab();
    await screen.findByText('1 of 4 core documents completed');
    const tabs = screen.getByRole('tablist', { name: 'Document categories' });
    expect(within(tabs).getAllByRole('tab')).toHaveLength(11);
    await userEvent.click(within(tabs).getByRole('tab', { name: 'Property' }));
    expect(cardTitles()).toEqual(['House deed']);
    await userEvent.click(within(tabs).getByRole('tab', { name: 'Health Directive' }));
    expect(cardTitles()).toEqual(['Health directive draft']);
    await userEvent.click(within(tabs).getByRole('tab', { name: 'All' }));
    expect(cardTitles()).toHaveLength(3);
  });

  it('the essential list says Edit for a completed document, Create otherwise, and opens the wizard', async () => {
    const { platform } = await renderTab();
    const list = await screen.findByRole('list', { name: 'Essential Documents Quick Access' });
    expect(
      within(list)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Edit', 'Create', 'Create', 'Create', 'Create', 'Create']);
    await userEvent.click(within(list).getByRole('button', { name: 'Edit Last Will & Testament' }));
    expect(platform.navigate).toHaveBeenCalledWith('/will-testament');
    await userEvent.click(
      within(list).getByRole('button', { name: 'Create Advance Health Directive' }),
    );
    expect(platform.navigate).toHaveBeenCalledWith('/health-directive');
  });

  it("offers the wizard's PDF on the cards of documents a wizard keeps, and only there", async () => {
    await renderTab();
    const will = await screen.findByRole('article', { name: 'My will' });
    expect(within(will).getByRole('link', { name: 'Download PDF of My will' })).toHaveAttribute(
      'href',
      '/api/wizards/will/pdf',
    );
    expect(
      within(screen.getByRole('article', { name: 'Health directive draft' })).getByRole('link', {
        name: 'Download PDF of Health directive draft',
      }),
    ).toHaveAttribute('href', '/api/wizards/health-directive/pdf');
    expect(
      within(screen.getByRole('article', { name: 'House deed' })).queryByRole('link', {
        name: /Download PDF/,
      }),
    ).not.toBeInTheDocument();
  });

  it('adds a document through the dialog: the title is required, then Document saved', async () => {
    const { network, platform } = await renderTab();
    await screen.findByText('1 of 4 core documents completed');
    await userEvent.click(screen.getByRole('button', { name: 'Add Document' }));
    const dialog = screen.getByRole('dialog', { name: 'Add Document' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Document' }));
    expect(await within(dialog).findByText('Please enter a title')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Title' }), 'Car title');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Document' }));
    await waitFor(() =>
      expect(platform.toast).toHaveBeenCalledWith(
        expect.objectContaining({ title: 'Document saved' }),
      ),
    );
    expect(network.calls.find((call) => call.method === 'POST')?.body).toEqual({
      title: 'Car title',
      category: 'other',
      status: 'not_started',
      completionPercentage: 0,
      privacyLevel: 'Private',
      signedOn: null,
      originalLocation: '',
      originalHolder: '',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('verifies a file, and asks before removing one', async () => {
    const { network, platform } = await renderTab();
    await userEvent.click(await screen.findByRole('button', { name: 'Verify will-signed.pdf' }));
    await waitFor(() =>
      expect(platform.toast).toHaveBeenCalledWith(
        expect.objectContaining({ title: 'Document verified' }),
      ),
    );
    expect(network.calls.find((call) => call.method === 'PUT')).toMatchObject({
      path: '/api/files/f1',
      body: { status: 'verified' },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Remove passport.png' }));
    const confirm = screen.getByRole('dialog', { name: 'Remove this file?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(network.calls.some((call) => call.method === 'DELETE')).toBe(false);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await userEvent.click(screen.getByRole('button', { name: 'Remove passport.png' }));
    await userEvent.click(
      within(screen.getByRole('dialog', { name: 'Remove this file?' })).getByRole('button', {
        name: 'Remove File',
      }),
    );
    await waitFor(() =>
      expect(network.calls.find((call) => call.method === 'DELETE')?.path).toBe('/api/files/f2'),
    );
  });

  it('lists 2,000 documents with only the cards in view in the page; search finds the last', async () => {
    // jsdom has no scrolling: the list's virtualizer scrolls the window to where it already is.
    const scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => {});
    const documents = Array.from({ length: 2000 }, (_, n) =>
      doc(`d${n + 1}`, `Scale document ${n + 1}`, 'other'),
    );
    const network = fakeNetwork({
      'GET /api/documents': documents,
      'GET /api/files': [file('f1', 'last-signed.pdf', 'd2000')],
      'GET /api/files/usage': { usedBytes: 0, quotaBytes: 1, maxFileBytes: 1 },
    });
    await renderWithPlatformSettled(<DocumentsTab />, { api: network.api });
    const list = await screen.findByRole('list', { name: 'Documents' });
    const rows = list.querySelectorAll(':scope > li');
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.length).toBeLessThan(20);
    expect(rows[0]).toHaveAttribute('aria-posinset', '1');
    expect(rows[0]).toHaveAttribute('aria-setsize', '2000');
    expect(cardTitles()[0]).toBe('Scale document 1');

    const search = screen.getByRole('searchbox', { name: 'Search documents' });
    await userEvent.click(search);
    await userEvent.paste('document 2000');
    expect(cardTitles()).toEqual(['Scale document 2000']);
    expect(screen.getByRole('list', { name: 'Files of Scale document 2000' })).toHaveTextContent(
      'last-signed.pdf',
    );
    scrollTo.mockRestore();
  });

  describe('the upload area', () => {
    async function openUploadArea() {
      const rendered = await renderTab();
      await userEvent.click(await screen.findByRole('button', { name: 'Show Upload Area' }));
      expect(await screen.findByText('3 MB of 500 MB used')).toBeInTheDocument();
      return rendered;
    }
    // Files arrive as the picker's change event carries them: its accept attribute does not
    // stop a person choosing "All files" in the browser's dialog, or dropping a file.
    // The test environment's FormData is Node's (as are its fetch and Response), so the
    // picked files are Node's File too.
    const picked = (content: string, name: string, type = '') =>
      new NodeFile([content], name, { type }) as unknown as File;
    const pick = (files: File[]) =>
      fireEvent.change(screen.getByLabelText('Files to upload'), { target: { files } });

    it('describes the picker by the kinds and the size the upload rules allow, exactly', async () => {
      await openUploadArea();
      expect(screen.getByRole('button', { name: 'Choose Files' })).toHaveAccessibleDescription(
        'PDF, JPG, PNG, DOCX or XLSX, at most 10 MB each.',
      );
    });

    it('sends each accepted file to the chosen document with its own progress bar', async () => {
      const { platform } = await openUploadArea();
      await userEvent.click(screen.getByRole('combobox', { name: 'Attach to' }));
      await userEvent.click(screen.getByRole('option', { name: 'House deed' }));
      await userEvent.type(screen.getByRole('textbox', { name: 'Tags' }), 'signed, original');
      await userEvent.type(screen.getByRole('textbox', { name: 'Notes' }), 'In the safe');
      const pdf = picked('%PDF-1.7 deed', 'deed.pdf', 'application/pdf');
      const png = picked('png', 'map.png', 'image/png');
      pick([pdf, png]);

      expect(FakeUpload.sent).toHaveLength(2);
      const [first, second] = FakeUpload.sent as [FakeUpload, FakeUpload];
      expect(first).toMatchObject({ method: 'POST', url: '/api/files?context=documents' });
      expect(first.withCredentials).toBe(true);
      expect(first.form?.get('documentId')).toBe('d2');
      expect(first.form?.get('category')).toBe('property');
      expect((first.form?.get('file') as File).name).toBe('deed.pdf');
      expect(first.form?.get('tags')).toBe('signed, original');
      expect(first.form?.get('notes')).toBe('In the safe');

      first.progress(50, 100);
      expect(screen.getByRole('progressbar', { name: 'Uploading deed.pdf' })).toHaveAttribute(
        'aria-valuenow',
        '50',
      );
      expect(screen.getByRole('progressbar', { name: 'Uploading map.png' })).toHaveAttribute(
        'aria-valuenow',
        '0',
      );
      await first.answer(201, file('f3', 'deed.pdf', 'd2'));
      expect(screen.getByRole('list', { name: 'Uploads' })).toHaveTextContent('Uploaded');
      await second.answer(415, {
        error: 'file_type_refused',
        message: 'Only PDF, JPG, PNG, DOCX, and XLSX files are allowed.',
      });
      expect(platform.toast).toHaveBeenCalledWith({
        title: 'map.png was not uploaded',
        description: 'Only PDF, JPG, PNG, DOCX, and XLSX files are allowed.',
        variant: 'destructive',
      });
    });

    it('holds the files back while a tag breaks the shared rule', async () => {
      await openUploadArea();
      await userEvent.type(screen.getByRole('textbox', { name: 'Tags' }), `ok, ${'x'.repeat(41)}`);
      expect(screen.getByText('Each tag must be at most 40 characters')).toBeInTheDocument();
      pick([picked('%PDF-1.7 deed', 'deed.pdf', 'application/pdf')]);
      expect(FakeUpload.sent).toHaveLength(0);
    });

    it('takes dropped files like picked ones', async () => {
      await openUploadArea();
      fireEvent.drop(screen.getByRole('group', { name: 'Drop files here' }), {
        dataTransfer: { files: [picked('%PDF-1.7', 'dropped.pdf', 'application/pdf')] },
      });
      expect(FakeUpload.sent.map((upload) => (upload.form?.get('file') as File).name)).toEqual([
        'dropped.pdf',
      ]);
      expect(FakeUpload.sent[0]!.form?.get('documentId')).toBeNull();
    });

    it('refuses an .exe with the spec toast, and an 11 MB file before sending a byte', async () => {
      const { platform } = await openUploadArea();
      pick([picked('MZ', 'setup.exe')]);
      expect(platform.toast).toHaveBeenCalledWith({
        title: 'Some files were rejected',
        description: 'Only PDF, JPG, PNG, DOCX, and XLSX files are allowed.',
        variant: 'destructive',
      });
      const big = picked('%PDF', 'big.pdf', 'application/pdf');
      Object.defineProperty(big, 'size', { value: 11 * 1024 * 1024 });
      pick([big]);
      expect(platform.toast).toHaveBeenLastCalledWith({
        title: 'Some files were rejected',
        description: 'big.pdf is larger than the 10 MB limit for each file.',
        variant: 'destructive',
      });
      expect(FakeUpload.sent).toEqual([]);
      const uploads = screen.getByRole('list', { name: 'Uploads' });
      expect(uploads).toHaveTextContent('setup.exe');
      expect(uploads).toHaveTextContent('big.pdf (11 MB)big.pdf is larger than the 10 MB limit');
    });
  });

  it.each([
    ['demo mode', { isDemoMode: true, isReadOnly: true }, /Demo mode is read-only/],
    [
      'the demo account',
      { isReadOnly: true, user: { isDemo: true } as CurrentUser },
      /The demo account is read-only/,
    ],
  ])(
    '%s shows the sample documents with every write control disabled, saying why',
    async (_name, overrides, note) => {
      const network = fakeNetwork({
        'GET /api/documents': demoLists.documents,
        'GET /api/files': [],
        'GET /api/files/usage': { usedBytes: 0, quotaBytes: 1, maxFileBytes: 1 },
      });
      await renderWithPlatformSettled(<DocumentsTab />, { api: network.api, ...overrides });
      expect(
        await screen.findByText(demoLists.documents[0]!.title, { selector: 'h3' }),
      ).toBeInTheDocument();
      expect(screen.getByText(note)).toBeVisible();
      const writeControls = [
        screen.getByRole('button', { name: 'Add Document' }),
        screen.getByRole('button', { name: 'Show Upload Area' }),
        screen.getByRole('button', { name: 'Add document' }),
        ...screen
          .getAllByRole('button', { name: /^(Edit|Delete) / })
          .filter((button) => button.closest('article')),
      ];
      for (const control of writeControls) {
        expect(control).toBeDisabled();
        expect(control).toHaveAccessibleDescription(note);
      }
      if ('isDemoMode' in overrides) {
        expect(network.calls).toEqual([]);
        // No server records to print in demo mode.
        expect(screen.queryByRole('link', { name: /Download PDF/ })).not.toBeInTheDocument();
      }
    },
  );
});
