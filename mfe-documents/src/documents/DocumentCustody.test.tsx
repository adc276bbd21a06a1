import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { NO_CUSTODY, type PlanDocument } from '@legacy-planner/contracts';
import { fakeNetwork, renderWithPlatformSettled } from '@legacy-planner/shared-ui/testing';
import DocumentsTab from '../DocumentsTab';

// Custody of a document's signed original on its card ("Signed on … · original: …", or "Not
// signed yet") and in its dialog: three labelled fields, checked by the shared schema; a
// wizard's card records custody only, so that its wizard keeps the rest.

// An axe run on a whole tab with its dialog open, on a machine shared with other test runs.
jest.setTimeout(30_000);

const custody = {
  signedOn: '2026-03-03',
  originalLocation: 'Fire safe, study closet',
  originalHolder: 'Attorney Jane Roe',
};

const doc = (id: string, title: string, extra: Partial<PlanDocument> = {}): PlanDocument => ({
  id,
  userId: 'u1',
  title,
  category: 'property',
  status: 'in_progress',
  privacyLevel: 'Private',
  completionPercentage: 40,
  ...NO_CUSTODY,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-02T00:00:00.000Z',
  wizardKind: null,
  ...extra,
});

const deed = doc('d1', 'House deed', custody);
const willCard = doc('d2', 'Last Will & Testament', { category: 'will', wizardKind: 'will' });

async function renderTab(overrides: Parameters<typeof renderWithPlatformSettled>[1] = {}) {
  const network = fakeNetwork({
    'GET /api/documents': [deed, willCard],
    'GET /api/files': [],
    'GET /api/files/usage': { usedBytes: 0, quotaBytes: 1, maxFileBytes: 1 },
    'POST /api/documents': (body: unknown) => ({ ...doc('d9', 'x'), ...(body as object) }),
    'PUT /api/documents/d1': (body: unknown) => ({ ...deed, ...(body as object) }),
    'PUT /api/documents/d2': (body: unknown) => ({ ...willCard, ...(body as object) }),
  });
  const rendered = await renderWithPlatformSettled(<DocumentsTab />, {
    api: network.api,
    ...overrides,
  });
  await screen.findByRole('article', { name: 'House deed' });
  return { ...rendered, network };
}

const card = (title: string) => screen.getByRole('article', { name: title });
const puts = (network: ReturnType<typeof fakeNetwork>) =>
  network.calls.filter((call) => call.method === 'PUT');

async function openEdit(title: string) {
  await userEvent.click(within(card(title)).getByRole('button', { name: `Edit ${title}` }));
  return screen.findByRole('dialog', { name: 'Edit Document' });
}

describe("a document card's custody", () => {
  it('says when the document was signed and who keeps its original where, or that it is not signed', async () => {
    await renderTab();
    expect(
      within(card('House deed')).getByText(
        'Signed on Mar 3, 2026 · original: Fire safe, study closet (Attorney Jane Roe)',
      ),
    ).toBeVisible();
    expect(within(card('Last Will & Testament')).getByText('Not signed yet')).toBeVisible();
  });

  it('is shown read-only to a viewer-helper', async () => {
    await renderTab({
      helping: { helperId: 'h1', ownerName: 'Robert Diaz', role: 'viewer-helper' },
    });
    expect(within(card('House deed')).getByText(/^Signed on Mar 3, 2026/)).toBeVisible();
    expect(
      within(card('House deed')).getByRole('button', { name: 'Edit House deed' }),
    ).toBeDisabled();
  });
});

describe("the document dialog's custody fields", () => {
  it('are labelled, filled in from the document, checked, and saved with the document', async () => {
    const { network, container } = await renderTab();
    const dialog = await openEdit('House deed');
    const signedOn = within(dialog).getByLabelText('Date signed');
    expect(signedOn).toHaveValue('2026-03-03');
    expect(
      within(dialog).getByRole('textbox', { name: 'Where the signed original is kept' }),
    ).toHaveValue('Fire safe, study closet');
    const holder = within(dialog).getByRole('textbox', { name: 'Who holds it' });
    expect(holder).toHaveValue('Attorney Jane Roe');
    const results = await axe.run(container.ownerDocument.body, {
      rules: { 'color-contrast': { enabled: false } },
    });
    expect(results.violations.map(({ id, help }) => `${id}: ${help}`)).toEqual([]);

    await userEvent.clear(signedOn);
    await userEvent.type(signedOn, '2999-01-01');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Document' }));
    expect(
      await within(dialog).findByText('The date signed cannot be in the future'),
    ).toBeInTheDocument();
    expect(puts(network)).toEqual([]);

    await userEvent.clear(signedOn);
    await userEvent.type(signedOn, '2026-03-10');
    await userEvent.clear(holder);
    await userEvent.type(holder, 'My sister Cara');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Document' }));
    await waitFor(() => expect(puts(network)).toHaveLength(1));
    expect(puts(network)[0]).toMatchObject({
      path: '/api/documents/d1',
      body: {
        title: 'House deed',
        signedOn: '2026-03-10',
        originalLocation: 'Fire safe, study closet',
        originalHolder: 'My sister Cara',
      },
    });
  });

  it("of a wizard's card are all it edits, and only custody is sent", async () => {
    const { network } = await renderTab();
    const dialog = await openEdit('Last Will & Testament');
    expect(dialog).toHaveTextContent(
      'Last Will & Testament is kept up to date by its Last Will & Testament wizard',
    );
    for (const kept of ['Title', 'Category', 'Status', 'Completion (%)']) {
      expect(within(dialog).queryByLabelText(kept)).not.toBeInTheDocument();
    }
    await userEvent.type(within(dialog).getByLabelText('Date signed'), '2026-03-03');
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: 'Where the signed original is kept' }),
      'Fire safe, study closet',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Document' }));
    await waitFor(() => expect(puts(network)).toHaveLength(1));
    expect(puts(network)[0]).toEqual(
      expect.objectContaining({
        path: '/api/documents/d2',
        body: {
          signedOn: '2026-03-03',
          originalLocation: 'Fire safe, study closet',
          originalHolder: '',
        },
      }),
    );
  });

  it('leave a new document unsigned until a day is chosen', async () => {
    const { network } = await renderTab();
    await userEvent.click(screen.getByRole('button', { name: 'Add Document' }));
    const dialog = screen.getByRole('dialog', { name: 'Add Document' });
    expect(within(dialog).getByLabelText('Date signed')).toHaveValue('');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Title' }), 'Car title');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Who holds it' }), 'Me');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Document' }));
    await waitFor(() =>
      expect(network.calls.find((call) => call.method === 'POST')?.body).toMatchObject({
        title: 'Car title',
        signedOn: null,
        originalLocation: '',
        originalHolder: 'Me',
      }),
    );
  });
});
